/**
 * Field names that are also members of Object.prototype (`toString`, `constructor`, `__proto__`,
 * …) reach the api as query keys and body fields on every route, signed in or not. Each route
 * must answer them like any other unknown name — 2xx, or a 4xx in the app's Dutch shape — never a
 * 500 or Fastify's default error body.
 */
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers, type Call } from '../../test/calls';
import { createTestApp, openTestDatabase, type TestDatabase } from '../../test/harness';

const NAMES = [
  'toString',
  'constructor',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__proto__',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  'prototype',
] as const;

let database: TestDatabase;
let app: FastifyInstance;
let as: Awaited<ReturnType<typeof callers>>;
let routes: { method: string; url: string }[];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  as = await callers(app);
  routes = app.registeredRoutes
    .filter((route) => route.url.startsWith('/api/') && !['HEAD', 'OPTIONS'].includes(route.method))
    .map((route) => ({
      method: route.method,
      // Path parameters get a plausible id, so requests reach validation and the handlers.
      url: route.url.replace(/:[A-Za-z]+/g, '1').replace('*', 'x'),
    }));
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const withBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);

function send(
  caller: Call,
  route: { method: string; url: string },
  query: string,
  body: string | undefined,
): Promise<LightMyRequestResponse> {
  const url = query === '' ? route.url : `${route.url}?${query}`;
  return caller(
    route.method as Parameters<Call>[0],
    url,
    body === undefined ? undefined : Buffer.from(body),
    body === undefined ? {} : { 'content-type': 'application/json' },
  );
}

/** 2xx/3xx, or a refusal in the app's shape: `{status: 'error', message, …}` with a Dutch text. */
function expectAppAnswer(response: LightMyRequestResponse, what: string): void {
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const body = response.json<Record<string, unknown>>();
  expect(body.status, `${what}: ${response.body}`).toBe('error');
  expect(typeof body.message, what).toBe('string');
  expect(body, `${what} answered Fastify's default body`).not.toHaveProperty('statusCode');
}

describe('Object.prototype member names as input', () => {
  it('answers every route with such a query key (plain, NUL, array and nested forms)', async () => {
    for (const route of routes) {
      for (const name of NAMES) {
        for (const query of [`${name}=%00`, `${name}=1`, `${name}[]=1`, `${name}[x]=1`]) {
          const callersToTry =
            route.url === '/api/logout.json' ? [as.anonymous] : [as.anonymous, as.admin];
          for (const caller of callersToTry) {
            expectAppAnswer(
              await send(caller, route, query, undefined),
              `${route.method} ${route.url}?${query}`,
            );
          }
        }
      }
    }
    // Thousands of requests: every route × name × form × caller.
  }, 180_000);

  it('answers every write route with such a body field, at the top and one level down', async () => {
    for (const route of routes.filter((r) => withBody(r.method))) {
      if (route.url === '/api/logout.json') continue;
      for (const name of NAMES) {
        const key = JSON.stringify(name);
        for (const body of [
          `{${key}:"\\u0000"}`,
          `{${key}:1,"email":"admin@veldwerk.test","text":"abcdef"}`,
          `{"client":{${key}:"x","name":"Klant"},"campaign":{${key}:{}},"columns":[{${key}:1}]}`,
        ]) {
          expectAppAnswer(
            await send(as.admin, route, '', body),
            `${route.method} ${route.url} ${body}`,
          );
        }
      }
    }
  }, 60_000);

  it('the examples of the issue answer 400 in the app shape', async () => {
    const health = await as.anonymous('GET', '/api/health?toString=%00');
    expect(health.statusCode).toBe(400);
    expect(health.json()).toMatchObject({
      errors: { children: { toString: { errors: ['Ongeldig teken in de tekst.'] } } },
    });
    const clients = await as.admin('GET', '/api/clients?constructor=1');
    expect(clients.statusCode).toBe(400);
    expect(clients.json()).toMatchObject({
      errors: { children: { constructor: { errors: ['Onbekend filter "constructor".'] } } },
    });
    const token = await as.anonymous('POST', '/api/dev/id-token', {
      email: 'admin@veldwerk.test',
      hasOwnProperty: '\u0000',
    });
    expect(token.statusCode).toBe(400);
    expect(Object.keys(token.json<{ errors: { children: object } }>().errors.children)).toEqual([
      'hasOwnProperty',
    ]);
  });

  it('holds for random routes, names, positions and values (property)', async () => {
    const value = fc.oneof(
      fc.constant('%00'),
      fc.string({ maxLength: 8 }).map(encodeURIComponent),
      fc.constantFrom(...NAMES),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes.filter((route) => route.url !== '/api/logout.json')),
        fc.array(fc.tuple(fc.constantFrom(...NAMES), value), { minLength: 1, maxLength: 4 }),
        fc.array(fc.constantFrom(...NAMES), { maxLength: 3 }),
        async (route, pairs, bodyPath) => {
          const query = pairs.map(([name, v]) => `${name}=${v}`).join('&');
          const body = withBody(route.method)
            ? bodyPath.reduceRight<unknown>((inner, name) => ({ [name]: inner }), '\u0000')
            : undefined;
          expectAppAnswer(
            await send(
              as.admin,
              route,
              query,
              body === undefined ? undefined : JSON.stringify(body),
            ),
            `${route.method} ${route.url}?${query}`,
          );
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);
});
