import { ERROR_MESSAGES, useSession } from '@veldwerk/shared/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { loadRemote } from '../federation/runtime';
import { resetRemoteRegistryForTests } from '../federation/remote-registry';
import { forgetLoadedRemotesForTests } from '../federation/remote-slot';
import { fakeHttp, json } from '../test/fake-http';
import { deploymentFixture, users } from '../test/fixtures';
import { renderApp, signIn } from '../test/render-app';
import { signInAddress } from './login-page';
import { signInWithPopup } from './oidc';

vi.mock('../federation/runtime', () => ({
  loadRemote: vi.fn(),
  preloadRemote: vi.fn(() => Promise.resolve()),
  registerRemotes: vi.fn(),
}));

// The identity provider's popup is the boundary here; the api answer is faked over HTTP.
vi.mock('./oidc', () => ({
  createUserManager: vi.fn(() => ({})),
  signInWithPopup: vi.fn(),
  isGoogle: () => false,
}));

const authenticated = { status: 'ok', ...users.manager };

function DonationsArea() {
  return <h2>Donateurs-remote</h2>;
}

beforeEach(() => {
  vi.clearAllMocks();
  useSession.getState().logout();
  resetRemoteRegistryForTests();
  forgetLoadedRemotesForTests();
  // Only the donations area answers; other remotes (the softphone widget) stay loading.
  vi.mocked(loadRemote).mockImplementation((id: string) =>
    id === 'mf_donations/routes'
      ? Promise.resolve({ default: DonationsArea })
      : new Promise<never>(() => undefined),
  );
});

async function clickSignIn() {
  await userEvent.click(await screen.findByRole('button', { name: /Inloggen/ }));
}

describe('route guard', () => {
  it('sends a signed-out visitor of a deep link to the login page and back after sign-in', async () => {
    const http = fakeHttp({ 'POST /api/authenticate': () => json(200, authenticated) });
    vi.mocked(signInWithPopup).mockResolvedValue('id-token-from-provider');

    renderApp('/donations/12/?tab=checks');
    expect(await screen.findByText('Authenticatie vereist')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/?next=${encodeURIComponent('/donations/12/?tab=checks')}`,
    );
    expect(screen.getAllByRole('button', { name: /Inloggen/ })).toHaveLength(1);

    await clickSignIn();
    expect(await screen.findByRole('heading', { name: 'Donateurs-remote' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/donations/12/?tab=checks');
    expect(http.requests.find((r) => r.path === '/api/authenticate')?.body).toEqual({
      token: 'id-token-from-provider',
    });
    expect(useSession.getState()).toMatchObject({
      status: 'authenticated',
      token: 'token-manager',
    });
  });

  it('sends a signed-in user from the login page to /profile/ when there is no target', async () => {
    fakeHttp();
    signIn(users.manager);
    renderApp('/');
    expect(await screen.findByRole('button', { name: /Uitloggen/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile\/$/);
  });

  it('never follows a target off the site', async () => {
    fakeHttp();
    signIn(users.manager);
    renderApp('/?next=//evil.example/');
    expect(await screen.findByRole('button', { name: /Uitloggen/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile\/$/);
  });

  it('shows "Geen toegang" for an area the roles do not reach, without loading it', async () => {
    fakeHttp();
    signIn(users.manager);
    renderApp('/settings/');
    expect(await screen.findByText('Geen toegang')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalledWith('mf_settings/routes');
  });
});

describe('login errors (spec §8)', () => {
  it("shows the server's Dutch refusal in a red alert, and clears it on a new attempt", async () => {
    let refuse = true;
    fakeHttp({
      'POST /api/authenticate': () =>
        refuse
          ? json(
              401,
              {
                status: 'error',
                message: 'Geen toegang',
                error: {
                  code: 'unknown_employee',
                  message: 'Er is geen medewerker met dit e-mailadres.',
                },
              },
              'Unauthorized',
            )
          : json(200, authenticated),
    });
    vi.mocked(signInWithPopup).mockResolvedValue('id-token');
    renderApp('/');

    await clickSignIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Er is geen medewerker met dit e-mailadres.');
    expect(alert.closest('.ant-alert')).toHaveClass('ant-alert-error');

    refuse = false;
    let resolvePopup: (token: string) => void = () => undefined;
    vi.mocked(signInWithPopup).mockReturnValue(new Promise((resolve) => (resolvePopup = resolve)));
    await clickSignIn();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    resolvePopup('id-token');
    expect(await screen.findByRole('button', { name: /Uitloggen/ })).toBeInTheDocument();
  });

  it.each([
    [new Error('Popup closed by user'), 'Popup is gesloten voordat login werd afgerond.'],
    [
      Object.assign(new Error('denied'), { name: 'ErrorResponse', error: 'access_denied' }),
      'Gebruiker heeft geen toestemming gegeven tot het account.',
    ],
    [
      Object.assign(new Error('x'), { name: 'ErrorResponse', error: 'login_required' }),
      'Kan niet automatisch de juiste gebruiker selecteren zonder consent.',
    ],
    [new TypeError('Failed to fetch'), 'Kan Google login niet initieren door een API fout.'],
    [
      Object.assign(new Error('Bad scope'), {
        name: 'ErrorResponse',
        error: 'invalid_scope',
        error_description: 'Bad scope',
      }),
      'invalid_scope: Bad scope',
    ],
  ])('maps a provider failure (%s) to its Dutch message', async (error, message) => {
    fakeHttp();
    vi.mocked(signInWithPopup).mockRejectedValue(error);
    renderApp('/');
    await clickSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(useSession.getState().status).toBe('anonymous');
  });

  it('reports that sign-in cannot start when the deployment settings cannot be read', async () => {
    fakeHttp({ 'GET /api/deployment': () => json(500, {}) });
    renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kan Google login niet initieren door een API fout.',
    );
    expect(screen.getByRole('button', { name: /Inloggen/ })).toBeDisabled();
  });

  it('says where to sign in when opened at an address sign-in cannot return to', async () => {
    // jsdom runs at http://localhost:3000; sign-in here returns only to port 8080.
    const elsewhere = ['http://localhost:8080', 'http://127.0.0.1:8080'];
    fakeHttp({
      'GET /api/deployment': () =>
        json(200, {
          ...deploymentFixture,
          identity: { ...deploymentFixture.identity, returnOrigins: elsewhere },
        }),
    });
    renderApp('/?next=%2Fclients%2F');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      ERROR_MESSAGES.loginWrongAddress('http://localhost:8080'),
    );
    expect(
      screen.getByRole('link', { name: 'Naar http://localhost:8080' }).getAttribute('href'),
    ).toBe('http://localhost:8080/?next=%2Fclients%2F');
    expect(screen.getByRole('button', { name: /Inloggen/ })).toBeDisabled();
    expect(signInWithPopup).not.toHaveBeenCalled();
  });

  it('signs in as usual from an address sign-in returns to', async () => {
    fakeHttp({
      'GET /api/deployment': () =>
        json(200, {
          ...deploymentFixture,
          identity: { ...deploymentFixture.identity, returnOrigins: [window.location.origin] },
        }),
    });
    renderApp('/');
    const button = await screen.findByRole('button', { name: /Inloggen/ });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('signInAddress', () => {
  const at = { origin: 'http://127.0.0.1:8080', pathname: '/', search: '?next=%2Fx' };
  it('is null where sign-in returns, or when the provider decides', () => {
    expect(signInAddress(null, at)).toBeNull();
    expect(signInAddress(['http://localhost:8080', 'http://127.0.0.1:8080'], at)).toBeNull();
  });
  it('names the same page at the first accepted address otherwise', () => {
    expect(signInAddress(['https://veldwerk.example'], at)).toBe(
      'https://veldwerk.example/?next=%2Fx',
    );
  });
});
