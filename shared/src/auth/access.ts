import { expandRoles, type Role } from './roles';

/**
 * The path+method access table (spec §6, "Client-side copy of the access table", completed for
 * the routes the spec leaves open). The api enforces it on every route; the browser uses the same
 * table only to hide what would be refused.
 *
 * Paths are api paths without the `/api/` prefix. A pattern is matched segment by segment:
 * `*` matches one segment, `**` (last only) matches the rest including nothing, anything else
 * must be equal. The first rule whose pattern and method match decides; `fallback` (admin) ends it.
 */

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

export interface AccessRule {
  /** Stable name; every api route declares the one that guards it. */
  readonly id: string;
  readonly patterns: readonly string[];
  /** Methods this rule applies to; every method when omitted. */
  readonly methods?: readonly Method[];
  /** The caller needs at least one of these (after expanding the hierarchy). */
  readonly roles: readonly Role[];
}

const ANYONE: readonly Role[] = ['ROLE_ANONYMOUS'];
const USER: readonly Role[] = ['ROLE_USER'];
const ADMIN: readonly Role[] = ['ROLE_ADMIN'];
const WRITE: readonly Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

export const ACCESS_TABLE: readonly AccessRule[] = [
  // Public: no session needed.
  { id: 'public', patterns: ['public/**'], roles: ANYONE },
  { id: 'authenticate', patterns: ['authenticate'], methods: ['POST'], roles: ANYONE },
  { id: 'notify', patterns: ['notify.json'], methods: ['POST'], roles: ANYONE },
  { id: 'deployment', patterns: ['deployment'], methods: ['GET'], roles: ANYONE },
  { id: 'health', patterns: ['health'], methods: ['GET'], roles: ANYONE },
  { id: 'docs', patterns: ['docs', 'docs/**'], methods: ['GET'], roles: ANYONE },
  { id: 'dev', patterns: ['dev/**'], methods: ['POST'], roles: ANYONE },

  // Any signed-in user.
  { id: 'logout', patterns: ['logout.json'], methods: ['POST'], roles: USER },
  { id: 'user', patterns: ['user'], methods: ['GET'], roles: USER },
  { id: 'preferences', patterns: ['preferences/**'], methods: ['GET', 'PUT'], roles: USER },
  { id: 'autocomplete', patterns: ['autocomplete/**'], methods: ['GET'], roles: USER },
  { id: 'signature-upload', patterns: ['upload/signature'], methods: ['POST'], roles: USER },
  { id: 'validation', patterns: ['validation/**'], roles: USER },

  // Clients and campaigns: reading for everyone, the rest for super administration.
  {
    id: 'campaign-settings-create',
    patterns: ['clients/*/campaigns/*/settings', 'clients/*/campaigns/*/settings/**'],
    methods: ['POST'],
    roles: ADMIN,
  },
  { id: 'clients-read', patterns: ['clients', 'clients/**'], methods: ['GET'], roles: USER },
  {
    id: 'clients-write',
    patterns: ['clients', 'clients/**'],
    methods: WRITE,
    roles: ['ROLE_SUPER_ADMINISTRATION'],
  },
  {
    id: 'exports',
    patterns: ['exports', 'exports/**', 'export-donations', 'export-donations-backstage'],
    roles: ['ROLE_SUPER_ADMINISTRATION'],
  },
  {
    id: 'static-upload',
    patterns: ['upload/static'],
    methods: ['POST'],
    roles: ['ROLE_SUPER_ADMINISTRATION'],
  },
  { id: 'static-files', patterns: ['upload/static/**'], methods: ['GET'], roles: ANYONE },

  // Donations.
  {
    id: 'donations-admin',
    patterns: ['donations/*/anonymize', 'dump-donations', 'update-donations'],
    roles: ADMIN,
  },
  // Import batches (issue 17): the list and the rollback of an import of changes.
  { id: 'donation-import-batches', patterns: ['update-donations/**'], roles: ADMIN },
  { id: 'signature-read', patterns: ['upload/signature/**'], methods: ['GET'], roles: ADMIN },
  {
    id: 'donations-write',
    patterns: ['donations', 'donations/**'],
    methods: ['POST', 'PUT'],
    roles: ['ROLE_EMPLOYEE'],
  },
  {
    id: 'donations-read',
    patterns: ['donations', 'donations/**'],
    methods: ['GET'],
    roles: ['ROLE_MANAGER', 'ROLE_ADMINISTRATION'],
  },
  {
    id: 'donations-patch',
    patterns: ['donations', 'donations/**'],
    methods: ['PATCH'],
    roles: ['ROLE_ADMINISTRATION'],
  },

  // Employees and applicants.
  {
    id: 'employee-password',
    patterns: ['employees/*/password.json'],
    methods: ['PATCH'],
    roles: ['ROLE_MANAGER'],
  },
  { id: 'employees-admin', patterns: ['employees/*/anonymize'], roles: ADMIN },
  {
    id: 'employee-roles',
    patterns: ['employees/*/roles'],
    methods: ['PUT'],
    roles: ['ROLE_MANAGER'],
  },
  {
    id: 'employees',
    patterns: ['employees', 'employees/**'],
    methods: ['GET', 'POST', 'PUT'],
    roles: ['ROLE_MANAGER', 'ROLE_RECRUITER'],
  },
  {
    id: 'calllogs',
    patterns: ['calllogs', 'calllogs/**'],
    methods: ['GET'],
    roles: ['ROLE_MANAGER', 'ROLE_ADMINISTRATION', 'ROLE_RECRUITER'],
  },
  {
    id: 'notifications',
    patterns: ['notifications', 'notifications/**'],
    roles: ['ROLE_MANAGER', 'ROLE_RECRUITER'],
  },

  // Shifts and their donation checks.
  {
    id: 'shifts',
    patterns: ['shifts', 'shifts/**', 'donationchecks', 'donationchecks/**'],
    roles: ['ROLE_CAPTAIN', 'ROLE_ADMINISTRATION'],
  },

  // Administration screens.
  {
    id: 'roles-table',
    patterns: ['static/roles-table.html'],
    methods: ['GET'],
    roles: ['ROLE_SUPER_MANAGER'],
  },
  { id: 'settings', patterns: ['settings', 'settings/**'], roles: ['ROLE_SUPER_ADMINISTRATION'] },

  // Telephony. The voice provider's webhooks carry no session: each checks the provider's
  // request signature instead (api/src/modules/voice).
  { id: 'voice-webhooks', patterns: ['voice/twilio/**'], methods: ['POST'], roles: ANYONE },
  { id: 'voice', patterns: ['voice/**'], roles: ['ROLE_EMPLOYEE'] },
];

/** Everything the table does not name is for administrators only. */
export const FALLBACK_RULE: AccessRule = { id: 'fallback', patterns: ['**'], roles: ADMIN };

/** `/api/clients/5?x=1` → `clients/5`. Accepts paths with or without the `/api/` prefix. */
export function normalizeApiPath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = withoutQuery.replace(/^\/+/, '').replace(/\/+$/, '');
  return trimmed === 'api' ? '' : trimmed.replace(/^api\//, '');
}

function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path === '' ? [] : path.split('/');
  for (let i = 0; i < want.length; i++) {
    const segment = want[i];
    if (segment === '**') return true;
    const actual = have[i];
    if (actual === undefined || actual === '') return false;
    if (segment !== '*' && segment !== actual) return false;
  }
  return want.length === have.length;
}

/** The rule that decides `method path` (the first match, else the admin fallback). */
export function findAccessRule(method: string, path: string): AccessRule {
  const normalized = normalizeApiPath(path);
  const upper = method.toUpperCase();
  const lookup = upper === 'HEAD' ? 'GET' : upper;
  return (
    ACCESS_TABLE.find(
      (rule) =>
        (rule.methods === undefined || (rule.methods as readonly string[]).includes(lookup)) &&
        rule.patterns.some((pattern) => matchesPattern(pattern, normalized)),
    ) ?? FALLBACK_RULE
  );
}

export function getAccessRule(id: string): AccessRule | undefined {
  return id === FALLBACK_RULE.id ? FALLBACK_RULE : ACCESS_TABLE.find((rule) => rule.id === id);
}

/** Whether roles (as a session holds them; empty for anonymous) satisfy a rule. */
export function rolesSatisfy(roles: Iterable<string>, rule: AccessRule): boolean {
  const granted = expandRoles([...roles, 'ROLE_ANONYMOUS']);
  return rule.roles.some((role) => granted.has(role));
}

/** May a caller with these roles call `method path`? Anonymous callers pass no roles. */
export function can(roles: Iterable<string>, method: string, path: string): boolean {
  return rolesSatisfy(roles, findAccessRule(method, path));
}
