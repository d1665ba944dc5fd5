/**
 * `GET static/roles-table.html`: the roles and rights overview, generated from the shared access
 * table and role hierarchy on every request — never hand-written, so it cannot drift from what
 * the api enforces.
 */
import {
  ACCESS_TABLE,
  FALLBACK_RULE,
  ROLE_HIERARCHY,
  ROLE_LABELS,
  ROLES,
  type AccessRule,
} from '@veldwerk/shared/auth';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const roleName = (role: string): string =>
  `${escapeHtml(ROLE_LABELS[role as keyof typeof ROLE_LABELS] ?? role)} <code>${escapeHtml(role)}</code>`;

function ruleRow(rule: AccessRule): string {
  const paths = rule.patterns.map((pattern) => `<code>${escapeHtml(pattern)}</code>`).join('<br>');
  const methods = escapeHtml((rule.methods ?? ['alle']).join(', '));
  const roles = rule.roles.map(roleName).join('<br>');
  return `<tr><td>${escapeHtml(rule.id)}</td><td>${paths}</td><td>${methods}</td><td>${roles}</td></tr>`;
}

export function renderRolesTable(): string {
  const hierarchy = ROLES.map((role) => {
    const includes = ROLE_HIERARCHY[role].map(roleName).join(', ') || '—';
    return `<tr><td>${roleName(role)}</td><td>${includes}</td></tr>`;
  }).join('');
  const rules = [...ACCESS_TABLE, FALLBACK_RULE].map(ruleRow).join('');
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Rollen en rechten</title></head><body>
<h2>Rollen</h2>
<table class="roles-hierarchy"><thead><tr><th>Rol</th><th>Omvat</th></tr></thead><tbody>${hierarchy}</tbody></table>
<h2>Rechten</h2>
<p>De eerste regel waarvan pad en methode passen beslist; wat geen regel noemt is alleen voor de administrator.</p>
<table class="roles-rights"><thead><tr><th>Regel</th><th>Paden</th><th>Methoden</th><th>Rollen (minstens één)</th></tr></thead><tbody>${rules}</tbody></table>
</body></html>`;
}
