import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  NOTIFICATION_EVENTS,
  type ListPage,
  type Notification,
  type TransitionReason,
} from '@veldwerk/shared/domain';
import { openDatabase, type Database } from '../../db/client';
import {
  employees,
  employeeStateTransitions,
  notifications,
  outbox,
  phoneLookups,
  settings,
} from '../../db/schema';
import type { SmsProvider } from '../../providers/sms';
import { callers } from '../../../test/calls';
import { databaseUrl } from '../../../test/db-names';
import {
  createTestApp,
  movableClock,
  openTestDatabase,
  testConfig,
  type TestDatabase,
} from '../../../test/harness';
import { QueueWorker } from '../jobs/worker';
import { claimDue } from '../jobs/queue';
import { outOfQuietHours } from '../jobs/quiet-hours';
import { optOutToken } from './opt-out-token';
import { NotificationService } from './service';
import { Mailer } from '../outbox/mailer';
import { createSimulatorMailProvider } from '../../providers/mail/simulator';
import { TemplateRenderer } from '../settings/render';

// 10:00 in Amsterdam (winter: UTC+1) on a Wednesday.
const clock = movableClock(new Date('2026-12-02T09:00:00Z'));
const DAY = 86_400_000;

function must<T>(value: T | null | undefined): T {
  expect(value).toBeDefined();
  expect(value).not.toBeNull();
  return value as T;
}
const LINK_SECRET = 'x'.repeat(40);

/** An sms provider that can be made to fail and counts its sends. */
function flakySms() {
  const sent: string[] = [];
  let failures = 0;
  const provider: SmsProvider = {
    name: 'simulator',
    send: (message) => {
      if (failures > 0) {
        failures -= 1;
        return Promise.reject(new Error('provider down'));
      }
      sent.push(message.reference);
      return Promise.resolve();
    },
  };
  return { provider, sent, failNext: (n: number) => (failures = n) };
}

let database: TestDatabase;
let app: FastifyInstance;
let as: Awaited<ReturnType<typeof callers>>;
const sms = flakySms();
let service: NotificationService;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database, {
    now: clock.now,
    smsProvider: sms.provider,
    env: {
      NOTIFICATION_QUIET_HOURS: '21:00-08:00',
      NOTIFICATION_BACKOFF_SECONDS: '60',
      NOTIFICATION_MAX_ATTEMPTS: '3',
      NOTIFICATION_LEASE_SECONDS: '120',
      NOTIFICATION_LINK_SECRET: LINK_SECRET,
    },
  });
  as = await callers(app);
  await database.db
    .insert(settings)
    .values(
      NOTIFICATION_EVENTS.map((key) => ({
        type: 'notification' as const,
        key,
        value: `{{ employee.firstname }}: ${key} op {{ event_date }} om {{ event_time }}`,
      })),
    )
    .onConflictDoNothing();
  // The app's own listener plans the rows; this instance (same configuration) sends them.
  const config = testConfig({ NOTIFICATION_LINK_SECRET: LINK_SECRET });
  service = new NotificationService({
    db: database.db,
    renderer: new TemplateRenderer(),
    mailer: new Mailer(database.db, createSimulatorMailProvider()),
    sms: sms.provider,
    config: {
      ...config,
      notifications: {
        ...config.notifications,
        backoffSeconds: 60,
        maxAttempts: 3,
        quietHours: { start: '21:00', end: '08:00' },
      },
    },
    agency: 'Veldwerk',
    now: clock.now,
  });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

let people = 0;
async function applicant(values: Partial<typeof employees.$inferInsert> = {}) {
  people += 1;
  const [row] = await database.db
    .insert(employees)
    .values({
      email: `sollicitant${people}.${Date.now()}@example.test`,
      firstname: 'Sanne',
      mobile: `06123450${String(people).padStart(2, '0')}`,
      ...values,
    })
    .returning({ id: employees.id });
  return must(row).id;
}

/** Writes a transition and calls the seam inside its transaction, as the employees module does. */
async function transition(
  employeeId: string,
  newState: (typeof employeeStateTransitions.$inferInsert)['newState'],
  extra: { eventDate?: Date; eventReason?: TransitionReason } = {},
) {
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(employeeStateTransitions)
      .values({
        employeeId,
        newState,
        eventDate: extra.eventDate ?? null,
        eventReason: extra.eventReason ?? null,
      })
      .returning({ id: employeeStateTransitions.id });
    await app.transitionEvents.saved(tx, {
      transitionId: must(row).id,
      employeeId,
      previousState: 'New',
      newState,
      eventReason: extra.eventReason ?? null,
      eventDate: extra.eventDate ?? null,
      actorEmployeeId: null,
    });
    return must(row).id;
  });
}

const rowsOf = (employeeId: string) =>
  database.db
    .select()
    .from(notifications)
    .where(eq(notifications.receiverEmployeeId, employeeId))
    .orderBy(notifications.sendOn);

function workerOn(db: Database['db'], id: string) {
  return new QueueWorker({
    db,
    id,
    handle: (job, workerId) => service.handle(job, workerId),
    now: clock.now,
    leaseMs: 120_000,
    pollMs: 1000,
  });
}

describe('planning messages from transitions', () => {
  it('M&G planned → a confirmation now and a reminder the day before; sent at their time', async () => {
    const id = await applicant();
    const event = new Date(clock.now().getTime() + 3 * DAY + 4 * 3_600_000);
    await transition(id, 'M&G planned', { eventDate: event });
    const rows = await rowsOf(id);
    expect(rows.map((row) => [row.event, row.type, row.status])).toEqual([
      ['mg_confirmation', 'sms', 'pending'],
      ['mg_reminder', 'sms', 'pending'],
    ]);
    expect(rows[1]?.sendOn?.getTime()).toBe(event.getTime() - DAY);
    expect(rows[1]?.sendAfter).toBe(2 * 86_400 + 4 * 3600);

    const worker = workerOn(database.db, 'w1');
    await worker.drain();
    let after = await rowsOf(id);
    expect(after.map((row) => row.status)).toEqual(['sent', 'pending']);
    const [confirmation] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, must(must(after[0]).idempotencyKey)));
    expect(confirmation).toMatchObject({ channel: 'sms', status: 'sent' });
    expect(confirmation?.body).toMatch(/^Sanne: mg_confirmation op 05\/12\/2026 om 14:00$/);

    clock.advance(2 * DAY + 4 * 3_600_000);
    await worker.drain();
    after = await rowsOf(id);
    expect(after.map((row) => row.status)).toEqual(['sent', 'sent']);
    clock.advance(-(2 * DAY + 4 * 3_600_000));
  });

  it('Trial canceled with NO_SHOW → the no-show message', async () => {
    const id = await applicant();
    await transition(id, 'Trial canceled', { eventReason: 'NO_SHOW' });
    expect((await rowsOf(id)).map((row) => row.event)).toEqual(['no_show']);
  });

  it('a newer transition supersedes, a deleted one cancels, with the reason recorded', async () => {
    const id = await applicant();
    const event = new Date(clock.now().getTime() + 5 * DAY);
    const first = await transition(id, 'M&G planned', { eventDate: event });
    await transition(id, 'M&G canceled', { eventReason: 'NO_ANSWER' });
    const rows = await rowsOf(id);
    const byEvent = Object.fromEntries(rows.map((row) => [row.event, row]));
    expect(byEvent.mg_confirmation).toMatchObject({ status: 'canceled', skipReason: 'superseded' });
    expect(byEvent.mg_reminder).toMatchObject({ status: 'canceled', skipReason: 'superseded' });
    expect(byEvent.no_answer).toMatchObject({ status: 'pending' });
    expect(first).toBeTruthy();

    const other = await applicant();
    const planned = await transition(other, 'Trial planned', { eventDate: event });
    await database.db.transaction(async (tx) => {
      await app.transitionEvents.deleted(tx, { transitionId: planned, employeeId: other });
      await tx.delete(employeeStateTransitions).where(eq(employeeStateTransitions.id, planned));
    });
    expect((await rowsOf(other)).map((row) => [row.status, row.skipReason])).toEqual([
      ['canceled', 'transition_deleted'],
      ['canceled', 'transition_deleted'],
    ]);
    await workerOn(database.db, 'w-cancel').drain();
    expect((await rowsOf(other)).every((row) => row.status === 'canceled')).toBe(true);
  });

  it('quiet hours move a message due at night to the morning', async () => {
    const quiet = { start: '21:00', end: '08:00' };
    // 23:30 Amsterdam (UTC+1) → 08:00 next morning.
    expect(outOfQuietHours(new Date('2026-12-02T22:30:00Z'), quiet).toISOString()).toBe(
      '2026-12-03T07:00:00.000Z',
    );
    expect(outOfQuietHours(new Date('2026-12-02T05:15:00Z'), quiet).toISOString()).toBe(
      '2026-12-02T07:00:00.000Z',
    );
    const noon = new Date('2026-12-02T11:00:00Z');
    expect(outOfQuietHours(noon, quiet)).toBe(noon);

    // A reminder the day before a 07:30 trial would go at 07:30: it waits until 08:00.
    const id = await applicant();
    await transition(id, 'Trial planned', { eventDate: new Date('2026-12-05T06:30:00Z') });
    const reminder = (await rowsOf(id)).find((row) => row.event === 'trial_reminder');
    expect(reminder?.sendOn?.toISOString()).toBe('2026-12-04T06:30:00.000Z');
    expect(reminder?.nextAttemptAt?.toISOString()).toBe('2026-12-04T07:00:00.000Z');
  });
});

describe('sending', () => {
  it('retries with backoff on provider errors, then gives up as failed', async () => {
    const id = await applicant();
    await transition(id, 'M&G canceled', { eventReason: 'NO_SHOW' });
    const worker = workerOn(database.db, 'w-retry');
    sms.failNext(1);
    await worker.drain();
    let [row] = await rowsOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'provider down' });
    expect(must(must(row).nextAttemptAt).getTime() - clock.now().getTime()).toBe(60_000);
    await worker.drain(); // not due yet
    expect((await rowsOf(id))[0]?.attempts).toBe(1);
    clock.advance(60_000);
    await worker.drain();
    [row] = await rowsOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });

    const broken = await applicant();
    await transition(broken, 'M&G canceled', { eventReason: 'NO_SHOW' });
    sms.failNext(3);
    for (const wait of [0, 60_000, 120_000]) {
      clock.advance(wait);
      await worker.drain();
    }
    expect((await rowsOf(broken))[0]).toMatchObject({ status: 'failed', attempts: 3 });
    sms.failNext(0);
  });

  it('skips, with the reason, someone who opted out or whose number is absent', async () => {
    const optedOut = await applicant({ notificationsOptOut: true });
    await transition(optedOut, 'M&G canceled', { eventReason: 'NO_SHOW' });
    const absent = await applicant({ mobile: '0611199999' });
    await database.db.insert(phoneLookups).values({
      number: '31611199999',
      status: 'absent',
      provider: 'simulator',
      checkedAt: clock.now(),
    });
    await transition(absent, 'M&G canceled', { eventReason: 'NO_SHOW' });
    await workerOn(database.db, 'w-skip').drain();
    expect((await rowsOf(optedOut))[0]).toMatchObject({
      status: 'canceled',
      skipReason: 'opted_out',
    });
    expect((await rowsOf(absent))[0]).toMatchObject({
      status: 'canceled',
      skipReason: 'phone_absent',
    });
  });

  it('a mail carries the opt-out link; the link opts out without a sign-in', async () => {
    const id = await applicant();
    await transition(id, 'M&G canceled', { eventReason: 'NO_VACANCIES' });
    await workerOn(database.db, 'w-mail').drain();
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ event: 'no_vacancies', type: 'mail', status: 'sent' });
    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, must(must(row).idempotencyKey)));
    expect(mail?.subject).toBe('Geen vacatures');
    const link = /http:\/\/localhost:8080(\/api\/public\/notifications\/opt-out\?token=\S+)/.exec(
      must(mail).body,
    )?.[1];
    expect(link).toBeDefined();
    const ask = await as.anonymous('GET', must(link));
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('Wil je geen sms en e-mail meer van ons ontvangen?');
    const [before] = await database.db.select().from(employees).where(eq(employees.id, id));
    expect(before?.notificationsOptOut).toBe(false);
    const done = await as.anonymous('POST', must(link));
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Je bent afgemeld.');
    const [after] = await database.db.select().from(employees).where(eq(employees.id, id));
    expect(after?.notificationsOptOut).toBe(true);
    const forged = optOutToken('y'.repeat(40), id);
    const refused = await as.anonymous('POST', `/api/public/notifications/opt-out?token=${forged}`);
    expect(refused.statusCode).toBe(400);
  });

  it('a crashed worker’s claim is taken over after the lease, and sent once', async () => {
    const id = await applicant();
    await transition(id, 'M&G canceled', { eventReason: 'NO_SHOW' });
    // Worker "dead" claims and never finishes.
    const claimed = await claimDue(database.db, {
      workerId: 'dead',
      now: clock.now(),
      leaseMs: 120_000,
      limit: 100,
    });
    expect(claimed.map((row) => row.receiverEmployeeId)).toContain(id);
    const alive = workerOn(database.db, 'alive');
    await alive.drain();
    expect((await rowsOf(id))[0]).toMatchObject({ status: 'pending', lockedBy: 'dead' });
    clock.advance(121_000);
    await alive.drain();
    expect((await rowsOf(id))[0]).toMatchObject({ status: 'sent', lockedBy: 'alive' });

    // A crash after the provider took the message but before it was marked sent.
    const other = await applicant();
    await transition(other, 'M&G canceled', { eventReason: 'NO_SHOW' });
    const [job] = (
      await claimDue(database.db, { workerId: 'half', now: clock.now(), leaseMs: 1, limit: 100 })
    ).filter((row) => row.receiverEmployeeId === other);
    await database.db.insert(outbox).values({
      channel: 'sms',
      recipient: 'x',
      body: 'sent before the crash',
      provider: 'simulator',
      status: 'sent',
      idempotencyKey: must(job).idempotencyKey,
    });
    const sendsBefore = sms.sent.length;
    clock.advance(1000);
    await alive.drain();
    expect((await rowsOf(other))[0]).toMatchObject({ status: 'sent' });
    expect(sms.sent.length).toBe(sendsBefore);
  });
});

describe('two workers on one database', () => {
  it('send every due message exactly once', async () => {
    const descriptor = inject('testDb');
    let second: Database | undefined;
    if (descriptor.kind === 'postgres') {
      const [{ name } = { name: '' }] = (
        await database.db.execute<{ name: string }>(sql`select current_database() as name`)
      ).rows;
      second = await openDatabase({ url: databaseUrl(descriptor.adminUrl, name), poolMax: 4 });
    }
    try {
      const ids: string[] = [];
      for (let i = 0; i < 30; i += 1) {
        const id = await applicant();
        ids.push(id);
        await transition(id, 'M&G canceled', { eventReason: 'NO_SHOW' });
      }
      const sendsBefore = sms.sent.length;
      const a = workerOn(database.db, 'A');
      const b = workerOn((second ?? database).db, 'B');
      const [byA, byB] = await Promise.all([a.drain(), b.drain()]);
      const rows = (await Promise.all(ids.map((id) => rowsOf(id)))).flat();
      expect(rows.every((row) => row.status === 'sent')).toBe(true);
      const keys = sms.sent.slice(sendsBefore);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.length).toBe(30);
      expect(byA + byB).toBeGreaterThanOrEqual(30);
      const sentRows = await database.db
        .select({ key: outbox.idempotencyKey })
        .from(outbox)
        .where(sql`${outbox.idempotencyKey} in ${rows.map((row) => must(row.idempotencyKey))}`);
      expect(sentRows).toHaveLength(30);
    } finally {
      await second?.close();
    }
  });
});

describe('GET notifications?receiver_employee=', () => {
  it('lists a person’s notifications for manager or recruiter, newest due first', async () => {
    const id = await applicant();
    await transition(id, 'M&G planned', { eventDate: new Date(clock.now().getTime() + 4 * DAY) });
    const response = await as.manager('GET', `/api/notifications?receiver_employee=${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<ListPage<Notification>>();
    expect(page.count).toBe(2);
    expect(page.results.map((row) => row.event)).toEqual(['mg_reminder', 'mg_confirmation']);
    expect(page.results[0]).toMatchObject({
      type: 'sms',
      receiver_employee: id,
      status: 'pending',
      skip_reason: null,
    });
    expect(
      (await as.employee('GET', `/api/notifications?receiver_employee=${id}`)).statusCode,
    ).toBe(403);
    expect(
      (await as.superAdministration('GET', `/api/notifications?receiver_employee=${id}`))
        .statusCode,
    ).toBe(403);
  });

  it('staff set the opt-out flag', async () => {
    const id = await applicant();
    const put = (call: typeof as.manager) =>
      call('PUT', `/api/notifications/opt-out/${id}`, {
        notification_opt_out: { opted_out: true },
      });
    expect((await put(as.employee)).statusCode).toBe(403);
    const response = await put(as.manager);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await database.db.select().from(employees).where(eq(employees.id, id));
    expect(row?.notificationsOptOut).toBe(true);
  });
});
