import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEmployeeByEmail, setEmployeeStatus } from '../../modules/employees/repo';
import {
  authHeader,
  createTestApp,
  movableClock,
  openTestDatabase,
  signInAs,
  type TestDatabase,
} from '../../../test/harness';
import { findSessionRow } from './repo';
import { hashToken } from './service';

let database: TestDatabase;
let app: FastifyInstance;
const clock = movableClock();
const MINUTE = 60_000;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database, {
    now: clock.now,
    env: { SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '2' },
  });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const user = (token: string) =>
  app.inject({ method: 'GET', url: '/api/user', headers: authHeader(token) });

describe('sessions', () => {
  it('hands out a new token for every login and stores only its SHA-256', async () => {
    const first = await signInAs(app, 'recruiter@veldwerk.test');
    const second = await signInAs(app, 'recruiter@veldwerk.test');
    expect(first).not.toBe(second);
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);

    const row = await findSessionRow(database.db, hashToken(first));
    expect(row?.tokenHash).toBe(hashToken(first));
    const { rows } = await database.pool.query<Record<string, unknown>>('select * from sessions');
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(first);
    expect(stored).not.toContain(second);
  });

  it('answers the current user for a live token', async () => {
    const token = await signInAs(app, 'coordinator@veldwerk.test');
    const response = await user(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fullName: 'Lotte Meijer',
      email: 'coordinator@veldwerk.test',
      roles: ['ROLE_COORDINATOR', 'ROLE_USER'],
    });
  });

  it('kills the session at logout: the old token then gets 401', async () => {
    const token = await signInAs(app, 'manager@veldwerk.test');
    const other = await signInAs(app, 'manager@veldwerk.test');
    const logout = await app.inject({
      method: 'POST',
      url: '/api/logout.json',
      headers: { ...authHeader(token), 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ status: 'ok' });
    const after = await user(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: { code: 'unauthorized' } });
    // Only that session ended.
    expect((await user(other)).statusCode).toBe(200);
    expect((await findSessionRow(database.db, hashToken(token)))?.revokedAt).toBeInstanceOf(Date);
  });

  it('expires after the idle timeout and writes last_seen_at at most once a minute', async () => {
    const token = await signInAs(app, 'employee@veldwerk.test');
    const created = (await findSessionRow(database.db, hashToken(token)))?.lastSeenAt;

    clock.advance(30 * 1000);
    expect((await user(token)).statusCode).toBe(200);
    expect((await findSessionRow(database.db, hashToken(token)))?.lastSeenAt).toEqual(created);

    clock.advance(29 * MINUTE);
    expect((await user(token)).statusCode).toBe(200); // 29.5 min idle: still alive, touched
    const touched = (await findSessionRow(database.db, hashToken(token)))?.lastSeenAt;
    expect(touched?.getTime()).toBe(clock.now().getTime());

    clock.advance(30 * MINUTE);
    expect((await user(token)).statusCode).toBe(401);
  });

  it('ends after the absolute lifetime however active it is', async () => {
    const token = await signInAs(app, 'captain@veldwerk.test');
    for (let step = 0; step < 4; step++) {
      clock.advance(25 * MINUTE);
      expect((await user(token)).statusCode).toBe(200);
    }
    clock.advance(25 * MINUTE); // 125 minutes after sign-in (idle only 25), max is 2 hours
    expect((await user(token)).statusCode).toBe(401);
  });

  it('dies when the employee leaves', async () => {
    const token = await signInAs(app, 'administration@veldwerk.test');
    expect((await user(token)).statusCode).toBe(200);
    const employee = await findEmployeeByEmail(database.db, 'administration@veldwerk.test');
    if (employee === undefined) throw new Error('seeded employee missing');
    await setEmployeeStatus(database.db, employee.id, 'FormerEmployee');
    try {
      expect((await user(token)).statusCode).toBe(401);
    } finally {
      await setEmployeeStatus(database.db, employee.id, 'Active');
    }
  });

  it('treats unknown and malformed tokens as no session', async () => {
    for (const token of ['x', 'A'.repeat(43), `${'a'.repeat(42)}$`]) {
      expect((await user(token)).statusCode).toBe(401);
    }
  });
});
