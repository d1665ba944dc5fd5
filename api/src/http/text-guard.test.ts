import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES, type ValidationErrorBody } from '@veldwerk/shared/domain';
import { callers } from '../../test/calls';
import { createTestApp, openTestDatabase, type TestDatabase } from '../../test/harness';
import { NUL_MESSAGE } from './text-guard';

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

describe('text guard', () => {
  it.each([
    ['GET', '/api/clients?name=a%00b', undefined, 'name'],
    ['GET', '/api/autocomplete/clients.json?q=ab%00', undefined, 'q'],
    ['POST', '/api/clients', { client: { name: 'Fonds\u0000X' } }, 'name'],
    [
      'PUT',
      '/api/preferences/clients',
      { columns: [{ key: 'a\u0000', visible: true }] },
      'columns.0.key',
    ],
  ] as const)(
    'answers %s %s with a NUL character as 400 at %s',
    async (method, url, payload, field) => {
      const response = await as.superAdministration(method, url, payload);
      expect(response.statusCode).toBe(400);
      const body = response.json<ValidationErrorBody>();
      expect(body.message).toBe(HTTP_MESSAGES.badRequest);
      expect(body.errors.children[field]?.errors).toEqual([NUL_MESSAGE]);
    },
  );

  it('still answers 401 before looking at the input', async () => {
    expect((await as.anonymous('GET', '/api/clients?name=a%00b')).statusCode).toBe(401);
  });
});
