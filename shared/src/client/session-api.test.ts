// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { authenticate, logout, refreshSessionUser } from './session-api';
import { useSession } from './session-store';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
const user = { fullName: 'Sanne Visser', email: 'manager@veldwerk.test', roles: ['ROLE_MANAGER'] };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSession.getState().logout();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('session api', () => {
  it('stores the session the api answers for an ID token', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: 'ok', token: 't0k3n', ...user }));
    await authenticate('id-token');
    expect(useSession.getState()).toMatchObject({
      status: 'authenticated',
      token: 't0k3n',
      ...user,
    });
  });

  it('refuses an answer that is not a session', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: 'ok', ...user }));
    await expect(authenticate('id-token')).rejects.toThrow('Unexpected answer from authenticate');
    fetchMock.mockResolvedValueOnce(
      json(200, { status: 'ok', token: 'x', fullName: 1, roles: [] }),
    );
    await expect(authenticate('id-token')).rejects.toThrow('Unexpected answer');
    expect(useSession.getState().status).toBe('anonymous');
  });

  it('refreshes the user, and a dead token ends the session', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: 'ok', token: 't', ...user }));
    await authenticate('id-token');
    fetchMock.mockResolvedValueOnce(json(200, { ...user, roles: ['ROLE_SUPER_MANAGER'] }));
    await refreshSessionUser();
    expect(useSession.getState().roles).toEqual(['ROLE_SUPER_MANAGER']);
    fetchMock.mockResolvedValueOnce(json(401, { status: 'error', message: 'x' }));
    await refreshSessionUser();
    expect(useSession.getState().status).toBe('anonymous');
  });

  it('forgets the session even when logout fails', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: 'ok', token: 't', ...user }));
    await authenticate('id-token');
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await logout();
    expect(useSession.getState().status).toBe('anonymous');
  });
});
