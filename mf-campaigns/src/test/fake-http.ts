/**
 * The network faked at the HTTP layer for kit tests: `fetch` answers from a table of
 * `METHOD /path` handlers; an unknown call answers 599 so a test fails loudly, never hangs.
 */
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
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

export function fakeHttp(handlers: Record<string, FakeHandler>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = input instanceof Request ? input.url : input.toString();
    const url = new URL(href, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? undefined);
    const request: FakeRequest = { method, path: url.pathname, url, body };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    return handler
      ? handler(request)
      : json(599, { message: `unexpected ${method} ${url.pathname}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (method: string, path: string) =>
    requests.filter((request) => request.method === method && request.path === path);
  return { requests, calls, fetchMock };
}

/** A promise the test settles by hand (to see what shows while a call is pending). */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
