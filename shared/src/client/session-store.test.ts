// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import { SESSION_STORAGE_KEY, useSession } from './session-store';

const user = {
  token: 'tok-1',
  roles: ['ROLE_MANAGER'],
  fullName: 'Mia Manager',
  email: 'manager@veldwerk.test',
};

describe('session store (spec §4 Login)', () => {
  beforeEach(() => {
    useSession.getState().logout();
    localStorage.clear();
  });

  it('goes from anonymous to authenticated with token and roles, and back at logout', () => {
    expect(useSession.getState().status).toBe('anonymous');
    useSession.getState().startLogin();
    useSession.getState().completeLogin(user);
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', ...user });
    useSession.getState().logout();
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', token: null, roles: [] });
  });

  it('stores a failure, and a new attempt clears it', () => {
    useSession.getState().startLogin();
    useSession.getState().failLogin('Onbekende gebruiker');
    expect(useSession.getState()).toMatchObject({
      status: 'anonymous',
      loginError: 'Onbekende gebruiker',
      loginPending: false,
    });
    useSession.getState().startLogin();
    expect(useSession.getState().loginError).toBeNull();
    expect(useSession.getState().loginPending).toBe(true);
  });

  it('survives a reload through localStorage, without the transient fields', async () => {
    useSession.getState().completeLogin(user);
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as {
      state: Record<string, unknown>;
    };
    expect(stored.state).toEqual({ status: 'authenticated', ...user });

    // A reload: memory starts empty, storage still holds the session.
    const saved = localStorage.getItem(SESSION_STORAGE_KEY) ?? '';
    useSession.setState({ status: 'anonymous', token: null, roles: [], fullName: '', email: '' });
    localStorage.setItem(SESSION_STORAGE_KEY, saved);
    await useSession.persist.rehydrate();
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', token: 'tok-1' });
  });

  it('does not restore a tampered or half session', async () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        state: { status: 'authenticated', token: '', roles: ['ROLE_ADMIN'] },
        version: 1,
      }),
    );
    await useSession.persist.rehydrate();
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', roles: [] });
  });
});
