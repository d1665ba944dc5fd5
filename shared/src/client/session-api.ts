/**
 * Sign-in, session check and sign-out against the api (spec §7 "Authentication and account").
 */
// Types only: the first page must not load the domain module (zod, every schema, phone data).
import type { AuthenticateResult, SessionUser } from '../domain/platform/platform';
import { ApiError, api } from './api-client';
import { useSession } from './session-store';

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const { fullName, email, roles } = value as Record<string, unknown>;
  return (
    typeof fullName === 'string' &&
    typeof email === 'string' &&
    Array.isArray(roles) &&
    roles.every((role) => typeof role === 'string')
  );
}

/** The shape of `authenticateResultSchema`, checked by hand (see the import above). */
function isAuthenticateResult(value: unknown): value is AuthenticateResult {
  if (!isSessionUser(value)) return false;
  const { status, token } = value as unknown as Record<string, unknown>;
  return status === 'ok' && typeof token === 'string' && token !== '';
}

function unexpectedAnswer(path: string): Error {
  return new Error(`Unexpected answer from ${path}`);
}

/** `POST /api/authenticate {token}` with the provider's ID token; stores the session. */
export async function authenticate(idToken: string): Promise<AuthenticateResult> {
  const result = await api.post<unknown>('authenticate', { token: idToken });
  if (!isAuthenticateResult(result)) throw unexpectedAnswer('authenticate');
  useSession.getState().completeLogin(result);
  return result;
}

/**
 * `GET /api/user`: refreshes the stored user (roles may have changed). A 401 means the stored
 * token is dead: the session ends quietly.
 */
export async function refreshSessionUser(): Promise<void> {
  if (useSession.getState().status !== 'authenticated') return;
  try {
    const user = await api.get<unknown>('user');
    if (!isSessionUser(user)) throw unexpectedAnswer('user');
    useSession.getState().updateUser(user);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) useSession.getState().logout();
    else console.warn('Could not refresh the session user', error);
  }
}

/** `POST /api/logout.json`, then forget the session whatever the api said. */
export async function logout(): Promise<void> {
  try {
    if (useSession.getState().token) await api.post('logout.json');
  } catch (error) {
    console.warn('Logout call failed; the local session is cleared anyway', error);
  } finally {
    useSession.getState().logout();
  }
}
