/**
 * A provider's HTTP service played by a local server in the test: each request is recorded and
 * answered by the test's handler, like the provider documents (success, not found, 429, 500), or
 * never answered (`'hang'`) to prove timeouts. Listens on 127.0.0.1 only.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface FakeRequest {
  method: string;
  /** Path and query, as sent. */
  url: URL;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type FakeAnswer = { status: number; body?: unknown } | 'hang';
export type FakeHandler = (request: FakeRequest) => FakeAnswer;

export interface FakeProvider {
  baseUrl: string;
  requests: FakeRequest[];
  /** Replaces the handler for the next requests. */
  answer(handler: FakeHandler): void;
  close(): Promise<void>;
}

export async function startFakeProvider(handler: FakeHandler): Promise<FakeProvider> {
  let current = handler;
  const requests: FakeRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      };
      requests.push(request);
      const answer = current(request);
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answer: (next) => {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Milliseconds `work` took. */
export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

/**
 * A fake provider for the whole test file: started before the first test, its request log
 * emptied before each, closed after the last. Read it through the returned getter.
 */
export function fakeProviderPerFile(): () => FakeProvider {
  let fake: FakeProvider | undefined;
  beforeAll(async () => {
    fake = await startFakeProvider(() => ({ status: 500 }));
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    if (fake !== undefined) fake.requests.length = 0;
  });
  return () => {
    if (fake === undefined) throw new Error('the fake provider is not started yet');
    return fake;
  };
}
