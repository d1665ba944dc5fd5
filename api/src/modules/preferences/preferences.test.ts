import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers } from '../../../test/calls';
import { createTestApp, openTestDatabase, type TestDatabase } from '../../../test/harness';

let database: TestDatabase;
let app: FastifyInstance;
let as: Awaited<ReturnType<typeof callers>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  as = await callers(app);
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const columns = [
  { key: 'name', visible: true },
  { key: 'enabled', visible: false },
];

describe('GET and PUT /api/preferences/{resource}', () => {
  it('stores the column choice per user and per resource', async () => {
    expect((await as.employee('GET', '/api/preferences/clients')).json()).toEqual({ columns: [] });
    const saved = await as.employee('PUT', '/api/preferences/clients', { columns });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ columns });
    expect((await as.employee('GET', '/api/preferences/clients')).json()).toEqual({ columns });

    // Another resource and another user keep their own.
    expect((await as.employee('GET', '/api/preferences/layouts')).json()).toEqual({ columns: [] });
    expect((await as.manager('GET', '/api/preferences/clients')).json()).toEqual({ columns: [] });

    const reordered = [...columns].reverse();
    await as.employee('PUT', '/api/preferences/clients', { columns: reordered });
    expect((await as.employee('GET', '/api/preferences/clients')).json()).toEqual({
      columns: reordered,
    });
  });

  it('refuses an invalid body (400), a bad resource name (404), and anonymous callers (401)', async () => {
    const invalid = await as.employee('PUT', '/api/preferences/clients', {
      columns: [{ key: '', visible: 'ja' }],
    });
    expect(invalid.statusCode).toBe(400);
    expect(
      Object.keys(invalid.json<{ errors: { children: object } }>().errors.children).sort(),
    ).toEqual(['columns.0.key', 'columns.0.visible']);
    expect((await as.employee('GET', '/api/preferences/Klanten!')).statusCode).toBe(404);
    expect((await as.anonymous('GET', '/api/preferences/clients')).statusCode).toBe(401);
    expect((await as.anonymous('PUT', '/api/preferences/clients', { columns })).statusCode).toBe(
      401,
    );
  });
});
