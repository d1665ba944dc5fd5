import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBody, HTTP_MESSAGES } from '@veldwerk/shared/domain';
import { createTestApp, openTestDatabase, type TestDatabase } from '../../test/harness';

let database: TestDatabase;
let app: FastifyInstance;
const logged: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database, {
    env: { LOG_LEVEL: 'error' },
    logStream: { write: (line: string) => void logged.push(line) },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Routes that fail on purpose, under /api/public so no session is needed.
  routes.get('/api/public/test-sql', { config: { access: 'public' } }, async () => {
    await database.db.execute(sql`select secret_column from no_such_table`);
    return {};
  });
  routes.get('/api/public/test-throw', { config: { access: 'public' } }, () => {
    throw new Error('internal detail: password=hunter2');
  });
  // An error the handler itself stumbles over: reading its status throws.
  routes.get('/api/public/test-hostile', { config: { access: 'public' } }, () => {
    const hostile = new Error('hostile');
    Object.defineProperty(hostile, 'statusCode', {
      get() {
        throw new TypeError('Cannot read properties of undefined (reading includes)');
      },
    });
    throw hostile;
  });
  routes.post(
    '/api/public/test-wrapped',
    {
      config: { access: 'public', bodyRoot: 'client' },
      schema: {
        body: z.object({
          client: z.object({
            name: z.string().min(3, 'Minimaal 3 karakters'),
            enabled: z.boolean(),
          }),
        }),
      },
    },
    () => ({ status: 'ok' }),
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('error answers', () => {
  it('answers a database failure with a generic 500: no SQL, no stack, no driver text', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/test-sql' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(errorBody('internal', HTTP_MESSAGES.internal));
    for (const leak of ['select', 'no_such_table', 'secret_column', 'at ', 'relation']) {
      expect(response.body.toLowerCase()).not.toContain(leak);
    }
    // The real error is in the log instead.
    expect(logged.join('\n')).toContain('no_such_table');
  });

  it('answers a thrown error with the same generic 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/test-throw' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('Error');
  });

  it('answers with its own 500 shape when building the answer itself fails', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/test-hostile' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(errorBody('internal', HTTP_MESSAGES.internal));
    expect(response.body).not.toContain('includes');
  });

  it('answers invalid input with field errors, stripping the resource wrapper', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/public/test-wrapped',
      payload: { client: { name: 'ab' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      message: HTTP_MESSAGES.invalidForm,
      errors: {
        errors: [],
        children: {
          name: { errors: ['Minimaal 3 karakters'] },
          enabled: { errors: ['Vereist veld'] },
        },
      },
    });
  });

  it('answers malformed JSON and unknown /api paths with Dutch error bodies', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/public/test-wrapped',
      headers: { 'content-type': 'application/json' },
      payload: '{"client":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(errorBody('bad_request', HTTP_MESSAGES.badRequest));

    const unknown = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(errorBody('not_found', HTTP_MESSAGES.notFound));

    const html = await app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { accept: 'text/html' },
    });
    expect(html.statusCode).toBe(404);
    expect(html.headers['content-type']).toContain('application/json');
  });

  it('refuses bodies over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { token: 'x'.repeat(20_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(errorBody('payload_too_large', HTTP_MESSAGES.payloadTooLarge));
  });

  it('never logs session tokens or the token header', async () => {
    const lines: string[] = [];
    const verbose = await createTestApp(database, {
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      const secret = 'S'.repeat(43);
      await verbose.inject({
        method: 'GET',
        url: '/api/user?code=abc123secret',
        headers: { 'authorization-token': secret },
      });
      const log = lines.join('\n');
      expect(log).toContain('/api/user');
      expect(log).not.toContain(secret);
      expect(log).not.toContain('abc123secret');
    } finally {
      await verbose.close();
    }
  });
});
