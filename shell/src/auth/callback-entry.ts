/**
 * The sign-in popup's landing page (`/auth/callback.html`): hands the provider's answer to the
 * window that opened it and closes. Deliberately not the app: no React, no remotes.
 */
import { UserManager } from 'oidc-client-ts';

// Only the popup hand-over runs here, which needs no provider settings; UserManager insists on
// an authority and client id all the same.
const manager = new UserManager({
  authority: window.location.origin,
  client_id: 'popup-callback',
  redirect_uri: window.location.href,
  automaticSilentRenew: false,
});

manager.signinPopupCallback().catch((error: unknown) => {
  const message = document.querySelector('p');
  if (message)
    message.textContent =
      'Inloggen kon niet worden afgerond. Sluit dit venster en probeer het opnieuw.';
  console.warn('Sign-in callback failed', error);
});
