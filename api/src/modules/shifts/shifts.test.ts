import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHIFT_MESSAGES,
  type Campaign,
  type Client,
  type DonationCheckAnswer,
  type ErrorBody,
  type ListPage,
  type ShiftDashboard,
  type ShiftDetail,
  type ShiftListItem,
  type ShiftPayload,
  type ValidationErrorBody,
} from '@veldwerk/shared/domain';
import { MESSAGES } from '@veldwerk/shared/validation';
import { auditLog, donations, employees, shifts } from '../../db/schema';
import { callers, uniqueTag, type Call } from '../../../test/calls';
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
let captain: Call;
let administration: Call;
let campaign: Campaign;
let disabledCampaign: Campaign;
let trainee: string;
let otherTrainee: string;
let activeEmployee: string;
let coach: string;
let approved: { referenceNumber: string; creationDate: Date };

type Body = ShiftPayload['shift'];

const childErrors = (body: string) => (JSON.parse(body) as ValidationErrorBody).errors.children;

function callAs(token: string): Call {
  return (method, url, payload) =>
    app.inject({
      method,
      url,
      headers: authHeader(token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

const valid = (overrides: Partial<Body> = {}): Body => ({
  date: '2026-11-20',
  start_time: '10:00',
  end_time: '14:00',
  duration: 4,
  hq: 'Breda',
  campaign: campaign.id,
  employee: trainee,
  sales_coach: coach,
  ...overrides,
});

async function createShift(overrides: Partial<Body> = {}, call: Call = captain) {
  const response = await call('POST', '/api/shifts', { shift: valid(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ShiftDetail>();
}

async function addCheck(shift: string, fields: Record<string, unknown> = {}) {
  const response = await captain('POST', '/api/donationchecks', {
    reference_number: '9000001',
    period: 'M',
    shift,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DonationCheckAnswer>();
}

async function auditCount(table: string, id: string): Promise<number> {
  return database.db.$count(
    auditLog,
    and(eq(auditLog.tableName, table), eq(auditLog.recordId, id)),
  );
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  as = await callers(app);
  captain = callAs(await signInAs(app, 'captain@veldwerk.test'));
  administration = callAs(await signInAs(app, 'administration@veldwerk.test'));

  const client = (
    await as.superAdministration('POST', '/api/clients', { client: { name: uniqueTag('Doel') } })
  ).json<Client>();
  const made: Campaign[] = [];
  for (const enabled of [true, false]) {
    const response = await as.superAdministration('POST', `/api/clients/${client.id}/campaigns`, {
      campaign: { name: uniqueTag('Werving'), enabled, input_fields: [] },
    });
    expect(response.statusCode, response.body).toBe(201);
    made.push(response.json<Campaign>());
  }
  [campaign, disabledCampaign] = made as [Campaign, Campaign];

  // Four people: two 'Trial planned' (the only status a new shift offers), two active.
  const tag = uniqueTag('dienst');
  const people = await database.db
    .insert(employees)
    .values(
      (['Trial planned', 'Trial planned', 'Active', 'Active'] as const).map((status, index) => ({
        email: `${tag}${index}@voorbeeld.nl`,
        firstname: `Test${index}`,
        surname: 'Dienst',
        employeeStatus: status,
      })),
    )
    .returning({ id: employees.id });
  [trainee, otherTrainee, activeEmployee, coach] = people.map((row) => row.id) as [
    string,
    string,
    string,
    string,
  ];

  // An approved donation whose reference number a check can match.
  const referenceNumber = String(Date.now()).slice(-9);
  const created = await as.employee('POST', '/api/donations', {
    donation: {
      reference_number: referenceNumber,
      state: 'PENDING',
      client: client.id,
      campaign: campaign.id,
      start_date: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
      iban: 'NL91ABNA0417164300',
      postal_code: '1234AB',
      amount: 1250,
      country: 'NL',
      birth_date: '1980-05-01',
      firstname: 'Jan',
      surname: 'Jansen',
      place: 'Utrecht',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const donationId = created.json<{ id: number }>().id;
  const patched = await administration('PATCH', `/api/donations/${donationId}`, {
    donation: { state: 'APPROVED' },
  });
  expect(patched.statusCode, patched.body).toBe(200);
  const [donation] = await database.db
    .select({ creationDate: donations.creationDate })
    .from(donations)
    .where(eq(donations.id, donationId));
  if (donation === undefined) throw new Error('The donation was not stored');
  approved = { referenceNumber, creationDate: donation.creationDate };
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('shift access (spec §6: captain or administration)', () => {
  it('lets captain and administration in and keeps the others out', async () => {
    expect((await captain('GET', '/api/shifts?limit=1')).statusCode).toBe(200);
    expect((await administration('GET', '/api/shifts?limit=1')).statusCode).toBe(200);
    expect((await as.admin('GET', '/api/shifts?limit=1')).statusCode).toBe(200);
    // A manager includes coordinator, who includes captain.
    expect((await as.manager('GET', '/api/shifts?limit=1')).statusCode).toBe(200);
    const recruiter = callAs(await signInAs(app, 'recruiter@veldwerk.test'));
    expect((await recruiter('GET', '/api/shifts')).statusCode).toBe(403);
    expect((await as.employee('GET', '/api/shifts')).statusCode).toBe(403);
    expect((await as.anonymous('GET', '/api/shifts')).statusCode).toBe(401);
    expect(
      (await as.employee('POST', '/api/donationchecks', { reference_number: '1' })).statusCode,
    ).toBe(403);
    expect((await recruiter('GET', '/api/shifts/dashboard')).statusCode).toBe(403);
  });
});

describe('POST /api/shifts', () => {
  it('creates a shift for a trial employee, answers its uuid and names, audited', async () => {
    const shift = await createShift();
    expect(shift).toMatchObject({
      date: '2026-11-20',
      start_time: '10:00',
      end_time: '14:00',
      duration: 4,
      hq: 'Breda',
      campaign: campaign.id,
      campaign_name: campaign.name,
      employee: trainee,
      sales_coach: coach,
      shift_creator_name: 'Bram de Boer',
      checks: [],
    });
    expect(shift.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(shift.employee_name).not.toBe('');
    expect(await auditCount('shifts', shift.uuid)).toBe(1);
    const again = await administration('GET', `/api/shifts/${shift.uuid}`);
    expect(again.json<ShiftDetail>().uuid).toBe(shift.uuid);
  });

  it('answers each rule with its Dutch message', async () => {
    const notTrial = await captain('POST', '/api/shifts', {
      shift: valid({ employee: activeEmployee }),
    });
    expect(notTrial.statusCode).toBe(400);
    expect(childErrors(notTrial.body)).toEqual({
      employee: { errors: [SHIFT_MESSAGES.employeeNotTrial] },
    });

    const rules = await captain('POST', '/api/shifts', {
      shift: valid({ campaign: disabledCampaign.id, hq: 'Groningen' }),
    });
    expect(childErrors(rules.body)).toEqual({
      campaign: { errors: [SHIFT_MESSAGES.campaignDisabled] },
      hq: { errors: [SHIFT_MESSAGES.hqNotActive] },
    });

    const endTime = await captain('POST', '/api/shifts', { shift: valid({ end_time: '15:00' }) });
    expect(childErrors(endTime.body)).toEqual({
      end_time: { errors: ['Eindtijd moet gelijk zijn aan begintijd plus duur'] },
    });

    const missing = await captain('POST', '/api/shifts', {
      shift: valid({ employee: null, sales_coach: null, campaign: null }),
    });
    expect(childErrors(missing.body)).toEqual({
      employee: { errors: [MESSAGES.required] },
      sales_coach: { errors: [MESSAGES.required] },
      campaign: { errors: [MESSAGES.required] },
    });

    const duration = await captain('POST', '/api/shifts', { shift: { ...valid(), duration: 2 } });
    expect(Object.keys(childErrors(duration.body))).toContain('duration');
  });

  it('keeps the trainee on update even when they are no longer on trial', async () => {
    const shift = await createShift({ employee: otherTrainee });
    await database.db
      .update(employees)
      .set({ employeeStatus: 'Active' })
      .where(eq(employees.id, otherTrainee));
    const response = await captain('PUT', `/api/shifts/${shift.uuid}`, {
      shift: valid({ employee: otherTrainee, start_time: '11:00', end_time: '15:00' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ShiftDetail>()).toMatchObject({ start_time: '11:00', end_time: '15:00' });
    expect(response.json<ShiftDetail>().last_modify_date).not.toBeNull();
    // Moving the shift to another non-trial employee is refused.
    const moved = await captain('PUT', `/api/shifts/${shift.uuid}`, {
      shift: valid({ employee: activeEmployee }),
    });
    expect(childErrors(moved.body)).toEqual({
      employee: { errors: [SHIFT_MESSAGES.employeeNotTrial] },
    });
    await database.db
      .update(employees)
      .set({ employeeStatus: 'Trial planned' })
      .where(eq(employees.id, otherTrainee));
  });
});

describe('GET /api/shifts', () => {
  it("answers the employee's last shift for the prefill (limit=1&employee=)", async () => {
    await createShift({ date: '2026-10-01', hq: 'Assen' });
    const last = await createShift({ date: '2026-12-01', hq: 'Eindhoven' });
    const response = await captain('GET', `/api/shifts?limit=1&employee=${trainee}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<ListPage<ShiftListItem>>();
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({
      uuid: last.uuid,
      campaign: campaign.id,
      sales_coach: coach,
      hq: 'Eindhoven',
    });
  });

  it('filters by campaign, hq and date range, and refuses unknown filters', async () => {
    const response = await captain(
      'GET',
      `/api/shifts?campaign=${campaign.id}&hq[]=Assen&date[from]=2026-09-01&date[to]=2026-10-31`,
    );
    const page = response.json<ListPage<ShiftListItem>>();
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.every((row) => row.hq === 'Assen' && row.date === '2026-10-01')).toBe(true);
    expect((await captain('GET', '/api/shifts?colour=red')).statusCode).toBe(400);
    expect((await captain('GET', '/api/shifts?employee=nope')).statusCode).toBe(400);
  });
});

describe('donation checks', () => {
  it('adds checks, matches a reference number to its donation, audits every write', async () => {
    const shift = await createShift();
    const matched = await addCheck(shift.uuid, {
      reference_number: approved.referenceNumber,
      amount: 1000,
      iban: 'NL91ABNA0417164300',
      birth_date: '1990-02-01',
    });
    expect(matched).toMatchObject({
      shift: shift.uuid,
      amount: 1000,
      points: 1,
      iban: 'NL91ABNA0417164300',
      source_donation_creation_date: approved.creationDate.toISOString(),
    });
    expect(matched.donation).toMatchObject({ state: 'APPROVED' });
    const unmatched = await addCheck(shift.uuid, { reference_number: '1' });
    expect(unmatched.donation).toBeNull();
    expect(unmatched.source_donation_creation_date).toBeNull();
    expect(await auditCount('donation_checks', matched.uuid)).toBe(1);

    const read = (await captain('GET', `/api/shifts/${shift.uuid}`)).json<ShiftDetail>();
    expect(read.checks.map((check) => check.uuid)).toEqual([matched.uuid, unmatched.uuid]);
    const list = await captain('GET', `/api/shifts?employee=${trainee}&date[from]=2026-11-20`);
    const row = list
      .json<ListPage<ShiftListItem>>()
      .results.find((item) => item.uuid === shift.uuid);
    expect(row?.checks_count).toBe(2);
  });

  it('answers the check rules in Dutch and requires an existing shift', async () => {
    const shift = await createShift();
    const bad = await captain('POST', '/api/donationchecks', {
      reference_number: 'T12',
      amount: 30_000,
      iban: 'NL00',
      shift: shift.uuid,
    });
    expect(bad.statusCode).toBe(400);
    expect(childErrors(bad.body)).toEqual({
      reference_number: { errors: [MESSAGES.format] },
      amount: { errors: ['Maximaal 250 euro'] },
      iban: { errors: [MESSAGES.format] },
    });
    const noShift = await captain('POST', '/api/donationchecks', {
      reference_number: '12',
      shift: '00000000-0000-4000-8000-000000000000',
    });
    expect(childErrors(noShift.body)).toEqual({
      shift: { errors: [SHIFT_MESSAGES.shiftNotFound] },
    });
    const withoutShift = await captain('POST', '/api/donationchecks', { reference_number: '12' });
    expect(childErrors(withoutShift.body)).toEqual({ shift: { errors: [MESSAGES.required] } });
  });

  it('updates by PUT and by POST, recomputes points, and deletes', async () => {
    const shift = await createShift();
    const check = await addCheck(shift.uuid, { amount: 600 });
    const put = await captain('PUT', `/api/donationchecks/${check.uuid}`, {
      reference_number: approved.referenceNumber,
      amount: 1200,
      period: 'K',
      shift: shift.uuid,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<DonationCheckAnswer>()).toMatchObject({
      amount: 1200,
      period: 'K',
      points: 0.4,
    });
    expect(put.json<DonationCheckAnswer>().donation?.state).toBe('APPROVED');
    const post = await administration('POST', `/api/donationchecks/${check.uuid}`, {
      reference_number: '77',
      shift: shift.uuid,
    });
    expect(post.statusCode, post.body).toBe(200);
    expect(post.json<DonationCheckAnswer>()).toMatchObject({
      reference_number: '77',
      amount: null,
    });
    expect(await auditCount('donation_checks', check.uuid)).toBe(3);

    expect((await captain('DELETE', `/api/donationchecks/${check.uuid}`)).statusCode).toBe(204);
    const gone = await captain('DELETE', `/api/donationchecks/${check.uuid}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json<ErrorBody>().error.message).toBe(SHIFT_MESSAGES.checkNotFound);
    expect(
      (await captain('PUT', '/api/donationchecks/nope', { reference_number: '1' })).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/shifts/{uuid} (spec §4)', () => {
  it('deletes a shift created today, with its checks', async () => {
    const shift = await createShift();
    const check = await addCheck(shift.uuid);
    expect((await captain('DELETE', `/api/shifts/${shift.uuid}`)).statusCode).toBe(204);
    expect((await captain('GET', `/api/shifts/${shift.uuid}`)).statusCode).toBe(404);
    expect(await auditCount('donation_checks', check.uuid)).toBe(2);
  });

  it('refuses a shift created on an earlier day, except to ROLE_ADMIN', async () => {
    const shift = await createShift();
    await database.db
      .update(shifts)
      .set({ creationDate: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(shifts.id, shift.uuid));
    for (const call of [captain, administration]) {
      const refused = await call('DELETE', `/api/shifts/${shift.uuid}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().error.message).toBe(SHIFT_MESSAGES.deleteRefused);
    }
    expect((await as.admin('DELETE', `/api/shifts/${shift.uuid}`)).statusCode).toBe(204);
    expect((await as.admin('DELETE', `/api/shifts/${shift.uuid}`)).statusCode).toBe(404);
  });
});

describe('GET /api/shifts/dashboard', () => {
  it('sums shifts, hours, checks and approved checks per week and branch, coach and trainee', async () => {
    const shift = await createShift({
      date: '2026-06-10',
      hq: 'Amsterdam',
      duration: 5,
      end_time: '15:00',
    });
    await addCheck(shift.uuid, { reference_number: approved.referenceNumber });
    await addCheck(shift.uuid, { reference_number: '2' });
    const response = await administration(
      'GET',
      `/api/shifts/dashboard?from=2026-06-08&to=2026-06-14&campaign=${campaign.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json<ShiftDashboard>();
    expect(dashboard.campaign_name).toBe(campaign.name);
    const expected = { week: '2026-06-08', shifts: 1, hours: 5, checks: 2, approved: 1 };
    expect(dashboard.hq).toEqual([{ ...expected, key: 'Amsterdam', label: 'Amsterdam' }]);
    expect(dashboard.sales_coach).toEqual([expect.objectContaining({ ...expected, key: coach })]);
    expect(dashboard.employee).toEqual([expect.objectContaining({ ...expected, key: trainee })]);

    const backwards = await administration(
      'GET',
      '/api/shifts/dashboard?from=2026-06-14&to=2026-06-01',
    );
    expect(childErrors(backwards.body)).toEqual({
      to: { errors: [SHIFT_MESSAGES.dashboardRange] },
    });
    expect((await administration('GET', '/api/shifts/dashboard?from=x')).statusCode).toBe(400);
  });
});
