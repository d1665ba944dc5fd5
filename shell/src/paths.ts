/** Every route the shell itself owns, in one place. */
export const paths = {
  login: '/',
  profile: '/profile/',
  bugReport: '/profile/bug-report/',
  publicApply: '/public/apply',
  authCallback: '/auth/callback.html',
} as const;

/** The query parameter that carries where to go after sign-in. */
export const NEXT_PARAM = 'next';

/** A same-site path to return to after sign-in, or undefined when it is not one. */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  if (value === paths.login || value.startsWith(paths.authCallback)) return undefined;
  return value;
}

/** `/?next=/donations/12/` — the login page that returns to `target`. */
export function loginPathFor(target: string): string {
  const safe = safeReturnPath(target);
  return safe ? `${paths.login}?${NEXT_PARAM}=${encodeURIComponent(safe)}` : paths.login;
}
