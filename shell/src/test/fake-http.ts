/**
 * The network faked at the HTTP layer: `fetch` answers from a table of `METHOD path` handlers.
 * Unknown calls fail the test loudly (as a 599) instead of hanging.
 */
import { vi } from 'vitest';

import { deploymentFixture, remotesFixture } from './fixtures';

export interface FakeRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;

export function json(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function fakeHttp(handlers: Record<string, FakeHandler> = {}) {
  const table: Record<string, FakeHandler> = {
    'GET /api/deployment': () => json(200, deploymentFixture),
    'GET /remotes.json': () => json(200, remotesFixture),
    'GET /api/user': () => json(401, { status: 'error', message: 'x' }),
    ...handlers,
  };
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = input instanceof Request ? input.url : input.toString();
    const url = new URL(href, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: FakeRequest = {
      method,
      path: url.pathname + url.search,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    const handler = table[`${method} ${url.pathname}`];
    return handler
      ? handler(request)
      : json(599, { message: `unexpected ${method} ${url.pathname}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
