import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employees, employeeStateTransitions } from '../../db/schema';
import { findEmployeeByEmail } from '../employees/repo';
import { uniqueTag } from '../../../test/calls';
import { createTestApp, openTestDatabase, type TestDatabase } from '../../../test/harness';

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

const apply = (payload: Record<string, unknown>, target = app) =>
  target.inject({ method: 'POST', url: '/api/public/applicants', payload });

function application(tag: string, extra: Record<string, unknown> = {}) {
  return {
    firstname: 'jan',
    surname: 'jansen',
    hq: 'Amsterdam',
    // 06-1… is a Dutch mobile range libphonenumber accepts (06-9… is not).
    mobile: `06 1${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
    email: `${tag}@example.org`,
    source: 'website',
    ...extra,
  };
}

const stored = (email: string) => findEmployeeByEmail(database.db, email);

describe('POST /api/public/applicants', () => {
  it('creates a New applicant without a session: names capitalised, mobile without spaces, website source', async () => {
    const tag = uniqueTag('web');
    const seen: string[] = [];
    app.transitionEvents.listen({
      saved: (_tx, event) => {
        seen.push(`${event.previousState}->${event.newState}`);
        return Promise.resolve();
      },
    });
    const body = application(tag);
    const response = await apply(body);
    expect(response.statusCode, response.body).toBe(201);
    const row = await stored(`${tag}@example.org`);
    expect(row).toMatchObject({
      employeeStatus: 'New',
      firstname: 'Jan',
      surname: 'Jansen',
      mobile: String(body.mobile).replace(/\s/g, ''),
      source: 'website',
      recruitedById: null,
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
    const transitions = await database.db
      .select()
      .from(employeeStateTransitions)
      .where(eq(employeeStateTransitions.employeeId, row?.id ?? ''));
    expect(transitions.map((t) => t.newState)).toEqual(['New']);
    expect(seen).toContain('null->New');
  });

  it('links a referral code to the employee and uses "via medewerker"', async () => {
    const tag = uniqueTag('ref');
    const recruiter = await stored('recruiter@veldwerk.test');
    const response = await apply(
      application(tag, { recruited_by_alternative: '100006', source: 'via medewerker' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(await stored(`${tag}@example.org`)).toMatchObject({
      source: 'via medewerker',
      recruitedById: recruiter?.id,
      recruitedByAlternative: '100006',
    });
    // The source must follow the referral.
    const mismatch = await apply(
      application(uniqueTag('mm'), { recruited_by_alternative: 'Kees' }),
    );
    expect(mismatch.statusCode).toBe(400);
  });

  it('requires hq, mobile and email', async () => {
    const response = await apply({ source: 'website' });
    expect(response.statusCode).toBe(400);
    const children = response.json<{ errors: { children: Record<string, unknown> } }>().errors
      .children;
    expect(Object.keys(children)).toEqual(expect.arrayContaining(['hq', 'mobile', 'email']));
  });

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const tag = uniqueTag('bot');
    const response = await apply(application(tag, { homepage: 'http://spam.example' }));
    expect(response.statusCode).toBe(201);
    expect(await stored(`${tag}@example.org`)).toBeUndefined();
  });

  it('does not create a second applicant for the same email or mobile', async () => {
    const tag = uniqueTag('twice');
    const first = application(tag);
    expect((await apply(first)).statusCode).toBe(201);
    expect((await apply({ ...first, firstname: 'Anders' })).statusCode).toBe(201);
    const sameMobile = application(uniqueTag('other'), { mobile: first.mobile });
    expect((await apply(sameMobile)).statusCode).toBe(201);
    const rows = await database.db
      .select()
      .from(employees)
      .where(eq(employees.mobile, String(first.mobile).replace(/\s/g, '')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.firstname).toBe('Jan');
  });

  it('refuses a body over the limit', async () => {
    const response = await apply(application(uniqueTag('big'), { comment: 'x'.repeat(20_000) }));
    expect(response.statusCode).toBe(413);
  });

  it('limits the applications per address', async () => {
    const limited = await createTestApp(database, { env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '2' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        codes.push((await apply(application(uniqueTag('rl')), limited)).statusCode);
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
