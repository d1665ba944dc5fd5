import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, findAccessRule } from '@veldwerk/shared/auth';
import { HTTP_MESSAGES } from '@veldwerk/shared/domain';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import {
  authHeader,
  createTestApp,
  devIdToken,
  openTestDatabase,
  type TestDatabase,
} from '../../test/harness';
import { isApiPath, sampleUrl } from './access-guard';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

type Outcome = 401 | 403 | 'neither';

/** What the shared table predicts for a caller (roles as the seeded account holds them). */
function expected(roles: readonly string[] | null, method: string, url: string): Outcome {
  if (can([], method, url)) return 'neither';
  if (roles === null) return 401;
  return can(roles, method, url) ? 'neither' : 403;
}

function outcome(status: number): Outcome {
  return status === 401 ? 401 : status === 403 ? 403 : 'neither';
}

describe('access guard', () => {
  it('checks every /api route for anonymous and every seeded role exactly as can() predicts', async () => {
    const routes = app.registeredRoutes.filter(
      (route) => isApiPath(route.url) && route.method !== 'OPTIONS',
    );
    const methods = new Set(routes.map((route) => route.method));
    // The walk must really cover the platform's routes (and more than GET).
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/authenticate',
        'POST /api/logout.json',
        'GET /api/user',
        'POST /api/notify.json',
        'GET /api/deployment',
        'GET /api/health',
        'POST /api/dev/id-token',
        'GET /api/dev/outbox',
        'GET /api/docs/json',
        'GET /api/clients',
        'PUT /api/clients/:clientId/campaigns/:campaignId',
        'POST /api/clients/:clientId/campaigns',
        'DELETE /api/exports/:id/layout',
        'POST /api/upload/static',
        'GET /api/upload/static/:name',
        'PUT /api/preferences/:resource',
        'GET /api/autocomplete/campaigns.json',
      ]),
    );
    expect(methods).toEqual(new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']));

    const callers: { name: string; roles: readonly string[] | null; email?: string }[] = [
      { name: 'anonymous', roles: null },
      ...DEMO_ACCOUNTS.map((account) => ({
        name: account.email,
        roles: [account.role, 'ROLE_USER'],
        email: account.email,
      })),
    ];

    const seen = { 401: 0, 403: 0, neither: 0 };
    const mismatches: string[] = [];
    for (const caller of callers) {
      for (const route of routes) {
        const url = sampleUrl(route.url);
        let headers: Record<string, string> = {};
        if (caller.email !== undefined) {
          // A fresh session per call (logout.json would otherwise end it for the next route),
          // from a fresh ID token: each is good for one sign-in.
          const login = await app.inject({
            method: 'POST',
            url: '/api/authenticate',
            payload: { token: await devIdToken(app, caller.email) },
          });
          headers = authHeader(login.json<{ token: string }>().token);
        }
        const response = await app.inject({
          method: route.method,
          url,
          headers,
          ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
        });
        const want = expected(caller.roles, route.method, url);
        const got = outcome(response.statusCode);
        seen[got] += 1;
        if (want !== got) {
          mismatches.push(
            `${caller.name} ${route.method} ${url}: want ${want}, got ${response.statusCode}`,
          );
        }
        if (got === 401 && route.method !== 'HEAD') {
          expect(response.json()).toMatchObject({ error: { message: HTTP_MESSAGES.unauthorized } });
        }
        if (got === 403 && route.method !== 'HEAD') {
          expect(response.json()).toMatchObject({ error: { message: HTTP_MESSAGES.forbidden } });
        }
      }
    }
    expect(mismatches).toEqual([]);
    // All three outcomes occur, so the walk proves refusals as well as passes.
    expect(seen[401]).toBeGreaterThan(0);
    expect(seen[403]).toBeGreaterThan(0);
    expect(seen.neither).toBeGreaterThan(0);
    // Every call signs in with a fresh ID token (each is good for one sign-in): a long walk.
  }, 120_000);

  it('declares on every /api route the rule the shared table resolves', () => {
    for (const route of app.registeredRoutes.filter((r) => isApiPath(r.url))) {
      expect(route.access, `${route.method} ${route.url}`).toBe(
        findAccessRule(route.method, sampleUrl(route.url)).id,
      );
    }
  });

  it('refuses admin-only routes to everyone but admins (GET /api/dev/outbox)', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('registration without an access entry', () => {
  async function buildWith(register: (app: FastifyInstance) => void) {
    const candidate = await createTestApp(database);
    try {
      register(candidate);
      await candidate.ready();
    } finally {
      await candidate.close();
    }
  }

  it('makes the app fail to build', async () => {
    await expect(
      buildWith((candidate) => candidate.get('/api/clients/:clientId/probe', () => ({}))),
    ).rejects.toThrow(/GET \/api\/clients\/:clientId\/probe declares no access entry/);
  });

  it('fails on an unknown rule id', async () => {
    await expect(
      buildWith((candidate) =>
        candidate.get(
          '/api/clients/:clientId/probe',
          { config: { access: 'clients-everything' } },
          () => ({}),
        ),
      ),
    ).rejects.toThrow(/unknown access rule 'clients-everything'/);
  });

  it('fails when the entry differs from what the shared table resolves', async () => {
    await expect(
      buildWith((candidate) =>
        candidate.post(
          '/api/clients/:clientId/probe',
          { config: { access: 'clients-read' } },
          () => ({}),
        ),
      ),
    ).rejects.toThrow(
      /declares access 'clients-read' but the shared access table resolves 'clients-write'/,
    );
  });

  it('accepts a route whose entry matches the table', async () => {
    await expect(
      buildWith((candidate) =>
        candidate.get(
          '/api/clients/:clientId/probe',
          { config: { access: 'clients-read' } },
          () => ({}),
        ),
      ),
    ).resolves.toBeUndefined();
  });
});
