// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  ACCESS_DENIED_ALERT,
  ApiError,
  NetworkError,
  api,
  apiUrl,
  fetchList,
  TOKEN_HEADER,
} from './api-client';
import { registerNotifier, type Notifier } from './notifier';
import { useSession } from './session-store';

function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSession.getState().logout();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function lastRequest(): { url: string; init: RequestInit } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('no fetch call');
  const input = call[0];
  const url = input instanceof Request ? input.url : input.toString();
  return { url, init: call[1] ?? {} };
}

describe('apiUrl', () => {
  it('puts paths under /api/, sends arrays as key[] and omits empty filters', () => {
    expect(
      apiUrl('donations', { limit: 50, offset: 0, state: ['new', 'exported'], q: '', x: null }),
    ).toBe('/api/donations?limit=50&offset=0&state%5B%5D=new&state%5B%5D=exported');
    expect(apiUrl('/api/user')).toBe('/api/user');
  });
});

describe('api client', () => {
  it('sends JSON with the session token header', async () => {
    useSession
      .getState()
      .completeLogin({ token: 'secret', roles: [], fullName: 'A', email: 'a@b' });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await expect(api.post('notify.json', { text: 'hallo' })).resolves.toEqual({ ok: true });
    const { url, init } = lastRequest();
    expect(url).toBe('/api/notify.json');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"text":"hallo"}');
    const headers = init.headers as Record<string, string>;
    expect(headers[TOKEN_HEADER]).toBe('secret');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('sends no token header when anonymous', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    await api.get('deployment');
    const headers = lastRequest().init.headers as Record<string, string>;
    expect(headers[TOKEN_HEADER]).toBeUndefined();
  });

  it('throws ApiError with status, statusText and the parsed body', async () => {
    const body = { status: 'error', message: 'Nee', error: { code: 'forbidden', message: 'Nee' } };
    fetchMock.mockResolvedValueOnce(jsonResponse(403, body, 'Forbidden'));
    const error = await api.get('settings').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, statusText: 'Forbidden', body, message: 'Nee' });
  });

  it('throws NetworkError when no answer comes', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('user')).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('fetchList (spec §7)', () => {
  const notifier: Notifier = { alert: vi.fn(), error: vi.fn(), warning: vi.fn(), success: vi.fn() };
  let unregister: () => void = () => undefined;
  beforeEach(() => {
    unregister = registerNotifier(notifier);
  });
  afterEach(() => {
    unregister();
    vi.mocked(notifier.alert).mockReset();
  });

  it('reads results, count and the next cursor', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { results: [{ id: 1 }], count: 7, next_cursor: 'abc' }),
    );
    await expect(fetchList('clients', { limit: 500 })).resolves.toEqual({
      results: [{ id: 1 }],
      count: 7,
      next_cursor: 'abc',
    });
    expect(lastRequest().url).toBe('/api/clients?limit=500');
  });

  it('reads a page without next_cursor (the plain form) as the last page', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { results: [], count: 0 }));
    await expect(fetchList('clients')).resolves.toEqual({
      results: [],
      count: 0,
      next_cursor: null,
    });
  });

  it('refuses an answer that is not a list page', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { results: [], count: 0, next_cursor: 5 }));
    await expect(fetchList('clients')).rejects.toThrow('not a list page');
    consoleError.mockRestore();
  });

  it('logs out with the alert "Access denied" on a 401', async () => {
    useSession
      .getState()
      .completeLogin({ token: 'old', roles: ['ROLE_ADMIN'], fullName: 'A', email: 'a' });
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { status: 'error', message: 'x' }));
    await expect(fetchList('employees')).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState().status).toBe('anonymous');
    expect(notifier.alert).toHaveBeenCalledWith(ACCESS_DENIED_ALERT);
    expect(ACCESS_DENIED_ALERT).toBe('Access denied');
  });

  it('only logs other failures: the session stays and nothing is shown', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useSession.getState().completeLogin({ token: 't', roles: [], fullName: 'A', email: 'a' });
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { status: 'error', message: 'boom' }));
    await expect(fetchList('employees')).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState().status).toBe('authenticated');
    expect(notifier.alert).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledOnce();
    consoleError.mockRestore();
  });
});
