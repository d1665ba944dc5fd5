/**
 * Logs of real requests through a captured stream: bounded lines, no query values of any name,
 * no body contents, credentials and personal numbers redacted, a stack only for server faults.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authHeader,
  createTestApp,
  openTestDatabase,
  signInAs,
  type TestDatabase,
} from '../../test/harness';
import { errorForLog, REDACTED, requestForLog } from './logging';

const IBAN = 'NL91ABNA0417164300';
const BSN = '111222333';
const LINE_MAX = 8 * 1024;

let database: TestDatabase;
let app: FastifyInstance;
const lines: string[] = [];
const log = () => lines.join('\n');

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database, {
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line: string) => void lines.push(line) },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // A query that fails in the database with the whole payload as a parameter.
  routes.post(
    '/api/public/test-log-sql',
    {
      config: { access: 'public' },
      schema: { body: z.object({ text: z.string() }).passthrough() },
    },
    async (request) => {
      await database.db.execute(sql`select ${request.body.text}::int as n`);
      return {};
    },
  );
  routes.post('/api/public/test-log-object', { config: { access: 'public' } }, (request) => {
    request.log.info(
      {
        token: 'T0KEN-top',
        employee: { iban: IBAN, bsn: BSN, password: 'pw-nested', name: 'zichtbaar' },
        deeper: { employee: { new_password: 'pw-deep', id_token: 'idt-deep' } },
      },
      'object with secrets',
    );
    return { ok: true };
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('request logging', () => {
  it('logs the path and the query keys of a refused request, never the values', async () => {
    lines.length = 0;
    const admin = await signInAs(app, 'admin@veldwerk.test');
    const response = await app.inject({
      method: 'GET',
      url: `/api/clients?authorization-token=S3CRET-TOKEN&name=Geheime%20Naam&iban=${IBAN}&code=c0de&password=hunter2`,
      headers: authHeader(admin),
    });
    expect(response.statusCode).toBe(400);
    const text = log();
    expect(text).toContain('/api/clients');
    expect(text).toContain('"queryKeys":["authorization-token","name","iban","code","password"]');
    for (const secret of ['S3CRET-TOKEN', 'Geheime', IBAN, 'c0de', 'hunter2', admin]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('"stack"');
  });

  it('logs a failed query bounded: SQL and driver code, no parameters, no payload', async () => {
    lines.length = 0;
    const payload = { text: `${IBAN} ${'x'.repeat(600_000)}`, bsn: BSN };
    const response = await app.inject({
      method: 'POST',
      url: '/api/public/test-log-sql?token=abc',
      payload,
    });
    expect(response.statusCode).toBe(500);
    const text = log();
    for (const line of lines) expect(line.length).toBeLessThan(LINE_MAX);
    expect(text).not.toContain(IBAN);
    expect(text).not.toContain(BSN);
    expect(text).not.toContain('x'.repeat(100));
    const failure = lines
      .map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> })
      .find((entry) => entry.msg === 'request failed');
    expect(failure?.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: select $1::int as n',
      cause: { code: '22P02', message: 'invalid input syntax for type integer: "[value]"' },
    });
    // A server fault keeps its stack (frames only).
    expect(String(failure?.err?.stack)).toMatch(/^at /);
  });

  it('logs no stack and no message text for a refusal (4xx)', async () => {
    lines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/api/public/test-log-sql',
      headers: { 'content-type': 'application/json' },
      payload: `{"text": "${IBAN}`,
    });
    expect(response.statusCode).toBe(400);
    expect(log()).toContain('request refused');
    expect(log()).not.toContain('"stack"');
    expect(log()).not.toContain(IBAN);
  });

  it('redacts tokens, passwords, IBAN and BSN in logged objects', async () => {
    lines.length = 0;
    expect(
      (await app.inject({ method: 'POST', url: '/api/public/test-log-object' })).statusCode,
    ).toBe(200);
    const text = log();
    for (const secret of ['T0KEN-top', IBAN, BSN, 'pw-nested', 'pw-deep', 'idt-deep']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain(REDACTED);
    expect(text).toContain('zichtbaar');
  });
});

describe('personal numbers in a request (issue 11)', () => {
  it('never logs an IBAN or BSN a real request carries in its path, query or body', async () => {
    lines.length = 0;
    const admin = await signInAs(app, 'admin@veldwerk.test');
    const spaced = 'NL91%20ABNA%200417%201643%2000';
    for (const url of [`/api/validation/iban/${IBAN}`, `/api/validation/iban/${spaced}`]) {
      const response = await app.inject({ method: 'GET', url, headers: authHeader(admin) });
      expect(response.statusCode).toBe(200);
    }
    await app.inject({
      method: 'POST',
      url: `/api/public/test-log-sql?iban=${IBAN}&bsn=${BSN}`,
      payload: { text: IBAN, iban: IBAN, bsn: BSN },
    });
    const text = log();
    expect(text).toContain('validation/iban/[redacted]');
    for (const secret of [IBAN, 'ABNA0417', '0417164300', BSN, admin]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('log serializers', () => {
  it('reduces a request to method, path and distinct query keys', () => {
    expect(
      requestForLog({ method: 'GET', url: '/api/x?a=1&b=2&a=3&id_token=zz', ip: '127.0.0.1' }),
    ).toEqual({
      method: 'GET',
      path: '/api/x',
      queryKeys: ['a', 'b', 'id_token'],
      host: undefined,
      remoteAddress: '127.0.0.1',
    });
    const many = requestForLog({
      method: 'GET',
      url: `/api/x?${Array.from({ length: 100 }, (_, i) => `k${i}=1`).join('&')}`,
    });
    expect(many.queryKeys).toHaveLength(21);
  });

  it('bounds an error message and drops the lines of a stack that repeat it', () => {
    const error = new Error(`boom ${'y'.repeat(10_000)}`);
    const entry = errorForLog(error);
    expect(String(entry.message).length).toBeLessThan(600);
    expect(String(entry.stack)).not.toContain('yyyy');
  });
});
