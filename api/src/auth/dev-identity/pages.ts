/**
 * The development provider's pages (Dutch, inline CSS, no script so they run under the CSP).
 * The chooser works in the popup the shell opens: choosing an account completes the flow.
 */
import type { DevAccount } from './accounts';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
    background:#f0f2f5;color:#1f1f1f;display:flex;justify-content:center;padding:32px 16px}
  main{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12);
    width:100%;max-width:440px;padding:24px}
  h1{font-size:20px;margin:0 0 4px}
  p{margin:0 0 16px;color:#595959;font-size:14px;line-height:1.5}
  .accounts{display:flex;flex-direction:column;gap:8px}
  button{font:inherit;text-align:left;width:100%;border:1px solid #d9d9d9;border-radius:6px;
    background:#fff;padding:10px 12px;cursor:pointer;display:block}
  button:hover,button:focus-visible{border-color:#1677ff;outline:none;background:#f0f7ff}
  .email{display:block;font-weight:600;font-size:14px}
  .meta{display:block;color:#8c8c8c;font-size:12px;margin-top:2px}
  .cancel{margin-top:16px;text-align:center;border:0;color:#595959;background:none}
  .cancel:hover{background:none;text-decoration:underline}
  .badge{display:inline-block;font-size:11px;background:#fff7e6;color:#d46b08;border-radius:4px;
    padding:1px 6px;margin-bottom:12px}
`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function chooserPage(options: {
  uid: string;
  clientId: string;
  accounts: readonly DevAccount[];
}): string {
  const action = `/oidc/interaction/${encodeURIComponent(options.uid)}`;
  const buttons = options.accounts
    .map(
      (account) => `<button type="submit" name="email" value="${escapeHtml(account.email)}">
  <span class="email">${escapeHtml(account.email)}</span>
  <span class="meta">${escapeHtml(account.name)} · ${escapeHtml(account.description)}</span>
</button>`,
    )
    .join('\n');
  return page(
    'Kies een testaccount',
    `<span class="badge">Ontwikkelomgeving</span>
<h1>Kies een testaccount</h1>
<p>Dit is de inlogdienst voor ontwikkeling en tests. Kies met welk account je wilt inloggen bij
<strong>${escapeHtml(options.clientId)}</strong>; er is geen wachtwoord nodig.</p>
<form method="post" action="${action}/login" class="accounts">
${buttons}
</form>
<form method="post" action="${action}/abort">
<button type="submit" class="cancel">Annuleren</button>
</form>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}

export function logoutPage(form: string, host: string): string {
  return page(
    'Afmelden',
    `<h1>Afmelden</h1>
<p>Wil je je afmelden bij de testinlogdienst op ${escapeHtml(host)}?</p>
${form}
<div class="accounts">
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Ja, afmelden</button>
<button type="submit" form="op.logoutForm">Nee, aangemeld blijven</button>
</div>`,
  );
}
