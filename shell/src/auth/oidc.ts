/**
 * Sign-in with the deployment's OpenID Connect provider (Google in production, the api's
 * development provider otherwise): authorization code + PKCE in a popup, answered at
 * `/auth/callback.html`. Only the ID token is kept, and only long enough to hand it to
 * `POST /api/authenticate`; the api's session token is what the app uses afterwards.
 */
import type { Deployment } from '@veldwerk/shared/domain';
import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts';

import { paths } from '../paths';

export type IdentitySettings = Deployment['identity'];

export function createUserManager(identity: IdentitySettings, origin: string): UserManager {
  const callback = new URL(paths.authCallback, origin).href;
  return new UserManager({
    authority: identity.issuer,
    client_id: identity.clientId,
    redirect_uri: callback,
    popup_redirect_uri: callback,
    response_type: 'code',
    scope: identity.scope,
    // Google shows only accounts of the hosted domain (the api checks the `hd` claim anyway).
    extraQueryParams: identity.hostedDomain ? { hd: identity.hostedDomain } : {},
    loadUserInfo: false,
    automaticSilentRenew: false,
    monitorSession: false,
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  });
}

/**
 * Opens the provider's popup and resolves with its ID token. Must be called straight from the
 * click (no await before it), or the browser blocks the popup.
 */
export async function signInWithPopup(
  manager: UserManager,
  identity: IdentitySettings,
): Promise<string> {
  // Google: let the user pick among signed-in accounts. Other providers may not know the value.
  const user = await manager.signinPopup(isGoogle(identity) ? { prompt: 'select_account' } : {});
  await manager.removeUser();
  if (!user.id_token) throw new Error('The identity provider returned no ID token');
  return user.id_token;
}

/** Whether the provider is Google (the button then says so). */
export function isGoogle(identity: IdentitySettings): boolean {
  return /^https:\/\/accounts\.google\.com\/?$/.test(identity.issuer);
}
