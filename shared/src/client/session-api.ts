/**
 * Sign-in, session check and sign-out against the api (spec §7 "Authentication and account").
 */
import { authenticateResultSchema, sessionUserSchema, type AuthenticateResult } from '../domain';
import { ApiError, api } from './api-client';
import { useSession } from './session-store';

/** `POST /api/authenticate {token}` with the provider's ID token; stores the session. */
export async function authenticate(idToken: string): Promise<AuthenticateResult> {
  const answer = await api.post<unknown>('authenticate', { token: idToken });
  const result = authenticateResultSchema.parse(answer);
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
    const user = sessionUserSchema.parse(await api.get<unknown>('user'));
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
