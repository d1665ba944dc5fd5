/**
 * The network faked at the HTTP layer for browser tests: `fetch` answers from a table of
 * `METHOD /path` handlers; an unknown call answers 599 so a test fails loudly, never hangs.
 */
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  /** The pathname, without the query. */
  path: string;
  url: URL;
  /** Header names in lower case, as `Headers` gives them. */
  headers: Record<string, string>;
  /** The parsed JSON body, or the raw body (e.g. FormData). */
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;

export function json(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

function headersOf(init: RequestInit): Record<string, string> {
  return Object.fromEntries(new Headers(init.headers).entries());
}

export function fakeHttp(handlers: Record<string, FakeHandler>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://test');
    const method = (init.method ?? 'GET').toUpperCase();
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? undefined);
    const request: FakeRequest = {
      method,
      path: url.pathname,
      url,
      headers: headersOf(init),
      body,
    };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return json(599, { message: `unexpected ${method} ${url.pathname}` });
    return handler(request);
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
