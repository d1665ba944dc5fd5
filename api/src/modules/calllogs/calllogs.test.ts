import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallLogItem } from '@veldwerk/shared/domain';
import { callLogs } from '../../db/schema';
import { findEmployeeByEmail } from '../employees/repo';
import { callers } from '../../../test/calls';
import {
  authHeader,
  createTestApp,
  openTestDatabase,
  signInAs,
  type TestDatabase,
} from '../../../test/harness';

let database: TestDatabase;
let app: FastifyInstance;
let as: Awaited<ReturnType<typeof callers>>;
let recruiterToken: string;
let captainToken: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  as = await callers(app);
  recruiterToken = await signInAs(app, 'recruiter@veldwerk.test');
  captainToken = await signInAs(app, 'captain@veldwerk.test');
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('GET /api/calllogs', () => {
  it("lists a callee's calls newest first; the recording only for ROLE_ADMIN", async () => {
    const callee = await findEmployeeByEmail(database.db, 'employee@veldwerk.test');
    const caller = await findEmployeeByEmail(database.db, 'recruiter@veldwerk.test');
    if (callee === undefined || caller === undefined) throw new Error('demo accounts missing');
    await database.db.insert(callLogs).values([
      {
        employeeId: callee.id,
        managerId: caller.id,
        duration: 30,
        recordingUrl: 'https://rec.example/1',
        creationDate: new Date('2026-01-01T10:00:00Z'),
      },
      {
        employeeId: callee.id,
        managerId: caller.id,
        duration: 60,
        recordingUrl: 'https://rec.example/2',
        creationDate: new Date('2026-01-02T10:00:00Z'),
      },
    ]);
    const url = `/api/calllogs?limit=1000&employee=${callee.id}`;
    const admin = await as.admin('GET', url);
    expect(admin.statusCode).toBe(200);
    const rows = admin.json<{ results: CallLogItem[] }>().results;
    expect(rows.map((row) => row.duration)).toEqual([60, 30]);
    expect(rows[0]).toMatchObject({
      recording_url: 'https://rec.example/2',
      manager: caller.id,
      manager_name: 'Daan Smit',
    });
    const recruiter = await app.inject({ method: 'GET', url, headers: authHeader(recruiterToken) });
    expect(recruiter.statusCode).toBe(200);
    const seen = recruiter.json<{ results: CallLogItem[] }>().results;
    expect(seen.map((row) => row.recording_url)).toEqual([null, null]);
    const captain = await app.inject({ method: 'GET', url, headers: authHeader(captainToken) });
    expect(captain.statusCode).toBe(403);
    expect((await as.employee('GET', url)).statusCode).toBe(403);
  });

  it('answers an empty list for an unknown callee and 400 without one', async () => {
    const none = await as.manager('GET', '/api/calllogs?employee=nope');
    expect(none.json<{ results: unknown[] }>().results).toEqual([]);
    expect((await as.manager('GET', '/api/calllogs')).statusCode).toBe(400);
    expect((await as.manager('GET', '/api/calllogs?limit=5000&donation=1')).statusCode).toBe(400);
  });
});
