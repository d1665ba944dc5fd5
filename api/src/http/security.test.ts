/**
 * Every answer carries the security headers — refusals of the access guard (401, 403) and the
 * rate limiter (429), input refusals, server faults and the development identity provider's own
 * (hijacked) answers included.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers, multipartFile } from '../../test/calls';
import { createTestApp, openTestDatabase, type TestDatabase } from '../../test/harness';
import { PERMISSIONS_POLICY } from './security';

let database: TestDatabase;
let app: FastifyInstance;
let limited: FastifyInstance;
let as: Awaited<ReturnType<typeof callers>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  app.get('/api/public/test-fault', { config: { access: 'public' } }, () => {
    throw new Error('fault');
  });
  as = await callers(app);
  limited = await createTestApp(database, { env: { RATE_LIMIT_AUTH_PER_MINUTE: '1' } });
});

afterAll(async () => {
  await app.close();
  await limited.close();
  await database.dispose();
});

function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  const headers = response.headers;
  expect(String(headers['content-security-policy']), what).toContain("default-src 'self'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin-allow-popups');
  expect(headers['permissions-policy'], what).toBe(PERMISSIONS_POLICY);
}

describe('security headers on every answer', () => {
  it.each([
    ['200', () => as.anonymous('GET', '/api/health'), 200],
    ['401 of the access guard', () => as.anonymous('GET', '/api/clients'), 401],
    ['403 of the access guard', () => as.employee('POST', '/api/clients', { client: {} }), 403],
    ['400 of a schema', () => as.superAdministration('POST', '/api/clients', { client: {} }), 400],
    ['404', () => as.anonymous('GET', '/api/no-such-route'), 404],
    ['500', () => as.anonymous('GET', '/api/public/test-fault'), 500],
    [
      '415 of an upload',
      () => as.superAdministration('POST', '/api/upload/static', { value: 1 }),
      415,
    ],
    [
      '413 of a body',
      () => as.anonymous('POST', '/api/authenticate', { token: 'x'.repeat(20_000) }),
      413,
    ],
    [
      'a refused multipart upload',
      () => {
        const { payload, headers } = multipartFile(
          'upload[upload]',
          'a.png',
          'image/png',
          Buffer.from('x'),
        );
        return as.superAdministration('POST', '/api/upload/static', payload, headers);
      },
      415,
    ],
  ] as const)('%s', async (what, call, status) => {
    const response = await call();
    expect(response.statusCode, response.body).toBe(status);
    expectSecurityHeaders(response, what);
  });

  it('429 of the rate limiter', async () => {
    const attempt = () =>
      limited.inject({ method: 'POST', url: '/api/authenticate', payload: { token: 'x' } });
    await attempt();
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expectSecurityHeaders(refused, '429');
  });

  it("the development identity provider's own answers", async () => {
    const discovery = await app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
    });
    expect(discovery.statusCode).toBe(200);
    expectSecurityHeaders(discovery, 'oidc discovery');
  });

  it('lets the chooser return sign-in to both loopback names', async () => {
    const csp = String(
      (await as.anonymous('GET', '/api/health')).headers['content-security-policy'],
    );
    expect(csp).toContain("form-action 'self' http://localhost:8080 http://127.0.0.1:8080;");
  });

  it('names each frame source once', async () => {
    const csp = String(
      (await as.anonymous('GET', '/api/health')).headers['content-security-policy'],
    );
    expect(csp).toContain("frame-src 'self';");
  });
});
