/**
 * The data generator on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
 * determinism, refusing or appending, rollback, coherence between records, and validity of the
 * generated rows under the same shared schemas the forms and the api use. Small sizes: the
 * million-row runs are measurements (README), not tests.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@veldwerk/shared/auth';
import {
  DEFAULT_HQ_BRANCHES,
  EXPORTED_REJECT_REASONS,
  NOT_EXPORTED_REJECT_REASONS,
  STATE_LISTS,
  campaignPayloadSchema,
  clientPayloadSchema,
  createDonationPayloadSchema,
  createEmployeePayloadSchema,
  createTransitionPayloadSchema,
  donationCheckPayloadSchema,
  exportLayoutPayloadSchema,
  isKnownSourceField,
  isPlannedState,
  quickTransitionsFor,
  settingPayloadSchema,
  shiftEndTime,
  shiftPayloadSchema,
  showsReason,
  themeSettingPayloadSchema,
  type EmployeeState,
  type InputField,
  type StateVariant,
} from '@veldwerk/shared/domain';
import {
  isDutchPostcode,
  isIban,
  isPhone,
  normalizeIban,
  normalizePhone,
} from '@veldwerk/shared/validation';
import { openTestDatabase, testConfig, type TestDatabase } from '../../../test/harness';
import {
  callLogs,
  campaignInputFields,
  campaignThemeSettings,
  campaigns,
  clients,
  donationChecks,
  donations,
  employeeStateTransitions,
  employees,
  exportLayoutFields,
  exportLayouts,
  settings,
  shifts,
  type DonationRow,
  type EmployeeRow,
} from '../schema';
import { DEMO_ACCOUNTS } from './accounts';
import { amsterdamDayOf, amsterdamInstant, dayNumber, isoDay } from './calendar';
import { freeFormEdges } from './history';
import { seedDemoIfEmpty } from './index';
import { PersonalDataCodec } from '../../modules/personal-data/codec';
import { TEST_INDEX_KEY, TEST_KEYS } from '../../modules/personal-data/keys';
import { DEMO_SIZES, defaultSeedOptions, type SeedOptions, type SeedSizes } from './options';
import { contentHash, countSeedTables } from './repo';
import { seedDatabase, SeedRefusedError, type SeedResult } from './run';

const TODAY = '2026-03-20';
/** The generator's "now": the start of the reference day. */
const NOW = amsterdamInstant(dayNumber(TODAY), 0);
const SIZES: SeedSizes = {
  clients: 3,
  campaigns: 6,
  layouts: 9,
  employees: 150,
  shifts: 80,
  donations: 1200,
};
const BRANCHES = { active: [...DEFAULT_HQ_BRANCHES], all: [...DEFAULT_HQ_BRANCHES, 'Utrecht'] };

/** The test keys the api uses too: the seed seals IBAN and BSN through the same codec. */
const SEED_CODEC = new PersonalDataCodec(TEST_KEYS, TEST_INDEX_KEY);

function options(overrides: Partial<SeedOptions> = {}): SeedOptions {
  return defaultSeedOptions({
    seed: '11',
    sizes: SIZES,
    today: TODAY,
    variant: 'default',
    branches: BRANCHES,
    personalData: SEED_CODEC,
    ...overrides,
  });
}

const opened: TestDatabase[] = [];
async function freshDatabase(): Promise<TestDatabase> {
  const database = await openTestDatabase();
  opened.push(database);
  return database;
}

async function hashOf(database: TestDatabase): Promise<string> {
  const client = await database.pool.connect();
  try {
    return await contentHash(client);
  } finally {
    client.release();
  }
}

/** Every index of the bulk tables with its definition, as the catalogue holds it. */
async function bulkIndexesOf(database: TestDatabase): Promise<string[]> {
  const { rows } = await database.pool.query<{ definition: string }>(
    `select pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class t on t.oid = i.indrelid
      where t.relname in ('donations', 'call_logs') order by 1`,
  );
  return rows.map((row) => row.definition);
}

async function countsOf(database: TestDatabase) {
  const client = await database.pool.connect();
  try {
    return await countSeedTables(client);
  } finally {
    client.release();
  }
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group === undefined) groups.set(key(item), [item]);
    else group.push(item);
  }
  return groups;
}

/** Generated people (generation 1), not the demo accounts. */
const generated = sql`${employees.id}::text like '5eed0001-%'`;

let main: TestDatabase;
let result: SeedResult;

beforeAll(async () => {
  main = await freshDatabase();
  result = await seedDatabase(main, options());
});

afterAll(async () => {
  for (const database of opened) await database.dispose();
});

describe('pnpm seed: sizes, determinism, refusal, append, rollback', () => {
  it('writes the sizes asked for and keeps the demo accounts that are there', async () => {
    expect(result.generation).toBe(1);
    expect(result.written).toMatchObject({
      clients: 3,
      campaigns: 6,
      exportLayouts: 9,
      employees: 150,
      shifts: 80,
      donations: 1200,
    });
    expect(result.shiftsSkipped).toBe(0);
    expect(result.written.checks).toBeGreaterThan(0);
    expect(result.written.transitions).toBeGreaterThan(150);
    expect(result.written.notifications).toBeGreaterThan(0);
    expect(result.written.callLogs).toBeGreaterThan(0);
    expect(result.demoAccountsKept).toHaveLength(DEMO_ACCOUNTS.length);
    expect(result.demoAccountsAdded).toEqual([]);
    const counts = await countsOf(main);
    expect(counts.employees).toBe(150 + DEMO_ACCOUNTS.length);
    expect(counts.donations).toBe(1200);
    expect(result.method).toBe(main.kind === 'postgres' ? 'copy' : 'insert');
  });

  it('gives the same content for the same seed and flags, and other content for another seed', async () => {
    const same = await freshDatabase();
    await seedDatabase(same, options());
    const other = await freshDatabase();
    await seedDatabase(other, options({ seed: '12' }));
    const hash = await hashOf(main);
    expect(await hashOf(same)).toBe(hash);
    expect(await hashOf(other)).not.toBe(hash);
  });

  it('writes the same rows with COPY and with INSERT (PostgreSQL); PGlite refuses COPY', async () => {
    const database = await freshDatabase();
    if (database.kind === 'pglite') {
      await expect(seedDatabase(database, options({ method: 'copy' }))).rejects.toThrow(
        /pglite-socket/,
      );
      return;
    }
    await seedDatabase(database, options({ method: 'insert', batchSize: 97 }));
    expect(await hashOf(database)).toBe(await hashOf(main));
  });

  it('refuses a database that holds data unless --append, and changes nothing', async () => {
    const before = await countsOf(main);
    const refusal = seedDatabase(main, options());
    await expect(refusal).rejects.toBeInstanceOf(SeedRefusedError);
    await expect(refusal).rejects.toThrow(/--append/);
    expect(await countsOf(main)).toEqual(before);
  });

  it('does not count the demo accounts and the notification templates as data', async () => {
    const database = await freshDatabase();
    const none = { clients: 0, campaigns: 0, layouts: 0, employees: 0, shifts: 0, donations: 0 };
    const empty = await seedDatabase(database, options({ sizes: none }));
    expect(empty.written.settings).toBeGreaterThan(0);
    const full = await seedDatabase(database, options({ sizes: { ...SIZES, donations: 50 } }));
    expect(full.generation).toBe(1);
    expect(full.written.settings).toBe(0);
  });

  it('--append adds a next generation beside the data: new ids, no duplicate demo accounts', async () => {
    const database = await freshDatabase();
    const first = await seedDatabase(database, options());
    const second = await seedDatabase(database, options({ append: true }));
    expect(second.generation).toBe(first.generation + 1);
    const counts = await countsOf(database);
    expect(counts.donations).toBe(2 * SIZES.donations);
    expect(counts.employees).toBe(2 * SIZES.employees + DEMO_ACCOUNTS.length);
    const demo = await database.db
      .select({ email: employees.email })
      .from(employees)
      .where(like(employees.email, '%@veldwerk.test'));
    expect(demo.map((row) => row.email).sort()).toEqual(
      DEMO_ACCOUNTS.map((account) => account.email).sort(),
    );
    // The identity sequences moved past the generated ids: the app's next client gets a new id.
    const [added] = await database.db
      .insert(clients)
      .values({ name: 'Nieuwe klant' })
      .returning({ id: clients.id });
    expect(added?.id).toBe(2 * SIZES.clients + 1);
  });

  it('builds the indexes it set aside for the bulk load again, as the migrations define them', async () => {
    const migrated = await freshDatabase();
    const indexes = await bulkIndexesOf(migrated);
    expect(indexes.filter((definition) => / USING gin /.test(definition))).toHaveLength(2);
    expect(await bulkIndexesOf(main)).toEqual(indexes);
    // Appending to tables that hold rows keeps their indexes in place.
    await seedDatabase(migrated, options({ sizes: { ...SIZES, donations: 20 } }));
    await seedDatabase(migrated, options({ sizes: { ...SIZES, donations: 20 }, append: true }));
    expect(await bulkIndexesOf(migrated)).toEqual(indexes);
  });

  it('leaves nothing behind when a run fails halfway', async () => {
    const database = await freshDatabase();
    const indexes = await bulkIndexesOf(database);
    const before = await countsOf(database);
    const failing = seedDatabase(database, options(), (progress) => {
      if (progress.phase === 'donations' && progress.written.donations > 0) {
        throw new Error('disk full');
      }
    });
    await expect(failing).rejects.toThrow('disk full');
    expect(await countsOf(database)).toEqual(before);
    expect(await bulkIndexesOf(database)).toEqual(indexes);
  });
});

describe('pnpm seed: coherence', () => {
  it("every donation belongs to its campaign's client, and its recruiter fields name an employee", async () => {
    const rows = await main.db
      .select({
        client: donations.clientId,
        campaignClient: campaigns.clientId,
        recruiter: donations.recruiterId,
        code: donations.recruiterEmployeeCode,
        number: donations.recruiterNumber,
        employeeCode: employees.employeeCode,
      })
      .from(donations)
      .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
      .leftJoin(employees, eq(employees.id, donations.recruiterId));
    expect(rows).toHaveLength(SIZES.donations);
    for (const row of rows) {
      expect(row.client).toBe(row.campaignClient);
      expect(row.recruiter).not.toBeNull();
      expect(row.employeeCode).not.toBeNull();
      expect(row.code).toBe(row.employeeCode);
      expect(row.number).toBe(row.employeeCode);
    }
  });

  it('donation dates are in order, states all occur, reject reasons come from the right list', async () => {
    const rows = await main.db.select().from(donations);
    const states = new Set(rows.map((row) => row.state));
    expect([...states].sort()).toEqual(['APPROVED', 'CONCEPT', 'PENDING', 'REJECTED']);
    const reasons = new Set<string>();
    for (const row of rows) {
      const recruited = row.recruitedDate;
      if (recruited === null) throw new Error('a generated donation has a recruited date');
      expect(row.creationDate.getTime()).toBeGreaterThanOrEqual(recruited.getTime());
      expect(row.creationDate.getTime()).toBeLessThan(NOW.getTime());
      expect(row.startDate ?? '').toBeTruthy();
      expect((row.startDate ?? '') >= isoDay(amsterdamDayOf(recruited))).toBe(true);
      if (row.stopDate !== null) expect(row.stopDate >= (row.startDate ?? '')).toBe(true);
      if (row.lastExportDate !== null) {
        expect(row.lastExportDate.getTime()).toBeGreaterThan(row.creationDate.getTime());
        expect(row.lastExportDate.getTime()).toBeLessThan(NOW.getTime());
      }
      if (row.lastModifyDate !== null) {
        expect(row.lastModifyDate >= row.creationDate).toBe(true);
      }
      if (row.state !== 'REJECTED') {
        expect(row.rejectState).toBeNull();
        continue;
      }
      const list: readonly string[] =
        row.lastExportDate === null ? NOT_EXPORTED_REJECT_REASONS : EXPORTED_REJECT_REASONS;
      expect(list).toContain(row.rejectState);
      reasons.add(row.rejectState ?? '');
    }
    expect(NOT_EXPORTED_REJECT_REASONS.some((reason) => reasons.has(reason))).toBe(true);
    expect(EXPORTED_REJECT_REASONS.some((reason) => reasons.has(reason))).toBe(true);
  });

  it('call logs match the call attempts of each donation', async () => {
    const calls = await main.db
      .select({ donation: callLogs.donationId, n: sql<number>`count(*)::int` })
      .from(callLogs)
      .groupBy(callLogs.donationId);
    const byDonation = new Map(calls.map((row) => [row.donation, row.n]));
    const rows = await main.db
      .select({ id: donations.id, attempts: donations.callAttempts, checked: donations.checked })
      .from(donations);
    for (const row of rows) {
      expect(byDonation.get(row.id) ?? 0).toBe(row.attempts);
      expect(row.checked === null).toBe(row.attempts === 0);
    }
    // Calls to people were made by the manager of the transition they led to.
    const personCalls = await main.db
      .select({ manager: callLogs.managerId })
      .from(callLogs)
      .where(sql`${callLogs.employeeId} is not null`);
    expect(personCalls.length).toBeGreaterThan(0);
    for (const call of personCalls) expect(call.manager).not.toBeNull();
  });

  async function expectHistoriesFollowTheTables(database: TestDatabase, variant: StateVariant) {
    const people = await database.db.select().from(employees).where(generated);
    const transitions = await database.db
      .select()
      .from(employeeStateTransitions)
      .orderBy(employeeStateTransitions.employeeId, employeeStateTransitions.id);
    const lists = STATE_LISTS[variant];
    expect([...new Set(people.map((person) => person.employeeStatus))].sort()).toEqual(
      [...lists.applicant, ...lists.employee].sort(),
    );
    const byPerson = groupBy(transitions, (transition) => transition.employeeId);
    for (const person of people) {
      const history = byPerson.get(person.id) ?? [];
      let state: EmployeeState = 'New';
      history.forEach((transition, n) => {
        const previous = history[n - 1];
        if (previous !== undefined) {
          expect(transition.creationDate > previous.creationDate).toBe(true);
        } else {
          expect(transition.creationDate > person.createdAt).toBe(true);
        }
        const initialNew =
          n === 0 && transition.newState === 'New' && transition.eventReason === null;
        if (!initialNew) {
          const to = transition.newState;
          const allowed =
            quickTransitionsFor(variant, state).some((quick) => quick.to === to) ||
            freeFormEdges(variant, state).includes(to);
          expect(allowed, `${person.id}: ${state} → ${to}`).toBe(true);
          expect(transition.eventReason !== null, `${state} → ${to}`).toBe(showsReason(to, state));
        }
        if (isPlannedState(transition.newState)) {
          const event = transition.eventDate;
          if (event === null) throw new Error('a planned state has an event date');
          const days = (event.getTime() - transition.creationDate.getTime()) / 86_400_000;
          expect(days).toBeGreaterThan(0);
          expect(days).toBeLessThan(21);
        } else {
          expect(transition.eventDate).toBeNull();
        }
        state = transition.newState;
      });
      expect(state).toBe(person.employeeStatus);
      const last = history.at(-1);
      expect(person.openDate?.getTime() ?? null).toBe(last?.openDate?.getTime() ?? null);
    }
  }

  it('every state of the default variant occurs; histories follow its quick-transition table', async () => {
    await expectHistoriesFollowTheTables(main, 'default');
  });

  it('the variant deployment gets its own states and table', async () => {
    const database = await freshDatabase();
    await seedDatabase(
      database,
      options({ variant: 'variant', sizes: { ...SIZES, donations: 100, shifts: 10 } }),
    );
    await expectHistoriesFollowTheTables(database, 'variant');
  });

  it('shifts are trial days or working days, and matched checks copy the donation recruited there', async () => {
    const shiftRows = await main.db.select().from(shifts);
    const people = new Map(
      (await main.db.select().from(employees)).map((person) => [person.id, person]),
    );
    const trials = await main.db
      .select({
        employee: employeeStateTransitions.employeeId,
        event: employeeStateTransitions.eventDate,
      })
      .from(employeeStateTransitions)
      .where(eq(employeeStateTransitions.newState, 'Trial planned'));
    const trialDays = new Set(
      trials.map((t) => `${t.employee}:${t.event === null ? '' : isoDay(amsterdamDayOf(t.event))}`),
    );
    for (const shift of shiftRows) {
      const person = people.get(shift.employeeId);
      const worked = person?.startDate !== null && (person?.startDate ?? '') <= shift.date;
      expect(trialDays.has(`${shift.employeeId}:${shift.date}`) || worked).toBe(true);
      expect(shift.salesCoachId).not.toBe(shift.employeeId);
      const coachRoles: readonly string[] = people.get(shift.salesCoachId)?.roles ?? [];
      expect(
        coachRoles.some((role) =>
          ['ROLE_CAPTAIN', 'ROLE_MANAGER', 'ROLE_COORDINATOR'].includes(role),
        ),
      ).toBe(true);
      expect(shift.endTime.slice(0, 5)).toBe(
        shiftEndTime(shift.startTime.slice(0, 5), shift.duration),
      );
    }
    const matched = await main.db
      .select({ check: donationChecks, donation: donations, shift: shifts })
      .from(donationChecks)
      .innerJoin(shifts, eq(shifts.id, donationChecks.shiftId))
      .innerJoin(donations, eq(donations.referenceNumber, donationChecks.referenceNumber));
    expect(matched.length).toBeGreaterThan(0);
    for (const { check, donation, shift } of matched) {
      expect(check.sourceDonationCreationDate).toEqual(donation.creationDate);
      expect(check).toMatchObject({
        amount: donation.amount,
        ibanIndex: donation.ibanIndex,
        birthDate: donation.birthDate,
        period: donation.period,
      });
      expect(donation.recruiterId).toBe(shift.employeeId);
      expect(donation.campaignId).toBe(shift.campaignId);
      expect(isoDay(amsterdamDayOf(donation.recruitedDate ?? new Date(0)))).toBe(shift.date);
      expect(donation.creationDate < check.creationDate).toBe(true);
    }
    const unmatched = await main.db
      .select({ source: donationChecks.sourceDonationCreationDate })
      .from(donationChecks)
      .where(
        sql`not exists (select 1 from donations d where d.reference_number = ${donationChecks.referenceNumber})`,
      );
    for (const check of unmatched) expect(check.source).toBeNull();
  });
});

describe('pnpm seed: generated rows pass the shared schemas', () => {
  async function inputFieldsByCampaign(database: TestDatabase) {
    const rows = await database.db
      .select()
      .from(campaignInputFields)
      .orderBy(campaignInputFields.campaignId, campaignInputFields.position);
    const map = new Map<number, InputField[]>();
    for (const row of rows) {
      const list = map.get(row.campaignId) ?? [];
      list.push({ name: row.name, label: row.label, required: row.required, options: row.options });
      map.set(row.campaignId, list);
    }
    return map;
  }

  function donationPayload(row: DonationRow, state: DonationRow['state']) {
    return {
      donation: {
        reference_number: row.referenceNumber,
        state,
        recruiter: row.recruiterId,
        recruiter_number: row.recruiterNumber,
        recruiter_employee_code: row.recruiterEmployeeCode,
        client: row.clientId,
        campaign: row.campaignId,
        period: row.period,
        start_date: row.startDate,
        stop_date: row.stopDate,
        sex: row.sex,
        initials: row.initials,
        firstname: row.firstname,
        surname_prefix: row.surnamePrefix,
        surname: row.surname,
        postal_code: row.postalCode,
        house_number: row.houseNumber,
        house_number_suffix: row.houseNumberSuffix,
        street: row.street,
        place: row.place,
        country: row.country,
        tel: row.tel,
        mobile: row.mobile,
        email: row.email,
        amount: row.amount,
        iban: SEED_CODEC.open(row.iban),
        bic: row.bic,
        birth_date: row.birthDate,
        call_attempts: row.callAttempts,
        checked: row.checked,
        reject_state: row.rejectState,
        reject_comment: row.rejectComment,
        language: row.language,
        receive_mail: row.receiveMail,
        receive_email: row.receiveEmail,
        comment: row.comment,
        source: row.source,
        recruited_date: row.recruitedDate?.toISOString() ?? null,
        extra_fields: row.extraFields,
      },
    };
  }

  it('donations: every complete one passes the PENDING rules (recent ones the create rules), in stored form', async () => {
    const fields = await inputFieldsByCampaign(main);
    const rows = await main.db.select().from(donations);
    const update = new Map<number, ReturnType<typeof createDonationPayloadSchema>>();
    let checked = 0;
    for (const row of rows) {
      if (row.state === 'CONCEPT') {
        // Not validated by the forms, but what it holds is well-formed.
        if (row.iban !== null) expect(isIban(SEED_CODEC.open(row.iban) ?? '')).toBe(true);
        if (row.postalCode !== null) expect(isDutchPostcode(row.postalCode)).toBe(true);
        continue;
      }
      const inputFields = fields.get(row.campaignId) ?? [];
      let schema = update.get(row.campaignId);
      if (schema === undefined) {
        schema = createDonationPayloadSchema({ mode: 'update', now: NOW, inputFields });
        update.set(row.campaignId, schema);
      }
      const parsed = schema.safeParse(donationPayload(row, 'PENDING'));
      expect(parsed.error?.issues ?? [], `donation ${row.id}`).toEqual([]);
      // Already in the form the autocorrect and the payload schema store.
      expect(parsed.data?.donation).toMatchObject({
        iban: SEED_CODEC.open(row.iban),
        postal_code: row.postalCode,
        mobile: row.mobile,
        tel: row.tel,
        email: row.email,
      });
      if (row.state === 'PENDING' && NOW.getTime() - row.creationDate.getTime() < 30 * 86_400_000) {
        const create = createDonationPayloadSchema({ mode: 'create', now: NOW, inputFields });
        expect(create.safeParse(donationPayload(row, 'PENDING')).error?.issues ?? []).toEqual([]);
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('IBANs and phone numbers of everyone are valid and normalised', async () => {
    const donors = await main.db
      .select({ iban: donations.iban, tel: donations.tel, mobile: donations.mobile })
      .from(donations);
    const people = await main.db
      .select({
        iban: employees.iban,
        phone: employees.phone,
        mobile: employees.mobile,
        tel2: employees.tel2,
      })
      .from(employees);
    for (const row of [...donors, ...people]) {
      if (row.iban !== null) {
        const iban = SEED_CODEC.open(row.iban) ?? '';
        expect(isIban(iban), iban).toBe(true);
        expect(normalizeIban(iban)).toBe(iban);
      }
      for (const phone of [
        'tel' in row ? row.tel : null,
        'phone' in row ? row.phone : null,
        'tel2' in row ? row.tel2 : null,
        row.mobile,
      ]) {
        if (phone === null) continue;
        expect(isPhone(phone), phone).toBe(true);
        expect(normalizePhone(phone)).toBe(phone);
      }
    }
  });

  function employeePayload(row: EmployeeRow) {
    return {
      employee: {
        employee_status: row.employeeStatus,
        employee_code: row.employeeCode,
        hq: row.hq,
        surname: row.surname,
        firstname: row.firstname,
        initials: row.initials,
        surname_prefix: row.surnamePrefix,
        sex: row.sex,
        phone: row.phone,
        mobile: row.mobile,
        tel2: row.tel2,
        email: row.email,
        second_email: row.secondEmail,
        function: row.jobFunction,
        start_date: row.startDate,
        campaign: row.campaignId,
        manager: row.managerId,
        driving_license: row.drivingLicense,
        source: row.source,
        recruited_by: row.recruitedById,
        recruited_by_alternative: row.recruitedByAlternative,
        birth_date: row.birthDate,
        bsn: SEED_CODEC.open(row.bsn),
        iban: SEED_CODEC.open(row.iban),
        comment: row.comment,
        comment_closed: row.commentClosed,
        postal_code: row.postalCode,
        house_number: row.houseNumber,
        house_number_suffix: row.houseNumberSuffix,
        street: row.street,
        place: row.place,
        country: row.country,
        record_status: row.recordStatus,
        backstage_reference: row.backstageReference,
        public_transport_card: row.publicTransportCard,
        number_of_workdays: row.numberOfWorkdays,
        citizenship: row.citizenship,
        resume_url: row.resumeUrl,
      },
    };
  }

  it('employees and applicants pass the employee payload rules of their status', async () => {
    const schema = createEmployeePayloadSchema({ now: NOW, variant: 'default' });
    const people = await main.db.select().from(employees).where(generated);
    expect(people).toHaveLength(SIZES.employees);
    for (const person of people) {
      const parsed = schema.safeParse(employeePayload(person));
      expect(parsed.error?.issues ?? [], `${person.employeeStatus} ${person.id}`).toEqual([]);
      expect(person.roles.every((role) => (ROLES as readonly string[]).includes(role))).toBe(true);
    }
  });

  it('transitions pass the transition payload (historical dates with force_date)', async () => {
    const schema = createTransitionPayloadSchema({ now: NOW });
    const rows = await main.db.select().from(employeeStateTransitions);
    for (const row of rows) {
      const parsed = schema.safeParse({
        employee_state_transition: {
          new_state: row.newState,
          event_reason: row.eventReason,
          event_comment: row.eventComment,
          event_date: row.eventDate?.toISOString() ?? null,
          open_date: row.openDate?.toISOString() ?? null,
          force_date: true,
          close_record: true,
        },
      });
      expect(parsed.error?.issues ?? [], row.id).toEqual([]);
    }
  });

  it('shifts and checks pass the shift and check payloads', async () => {
    for (const shift of await main.db.select().from(shifts)) {
      const parsed = shiftPayloadSchema.safeParse({
        shift: {
          date: shift.date,
          start_time: shift.startTime.slice(0, 5),
          end_time: shift.endTime.slice(0, 5),
          duration: shift.duration,
          hq: shift.hq,
          campaign: shift.campaignId,
          employee: shift.employeeId,
          sales_coach: shift.salesCoachId,
        },
      });
      expect(parsed.error?.issues ?? [], shift.id).toEqual([]);
    }
    for (const check of await main.db.select().from(donationChecks)) {
      const parsed = donationCheckPayloadSchema.safeParse({
        reference_number: check.referenceNumber,
        birth_date: check.birthDate,
        amount: check.amount,
        period: check.period,
        iban: SEED_CODEC.open(check.iban),
        shift: check.shiftId,
      });
      expect(parsed.error?.issues ?? [], check.id).toEqual([]);
    }
  });

  it('clients, campaigns, themes, export layouts and notification templates pass their payloads', async () => {
    const fields = await inputFieldsByCampaign(main);
    for (const client of await main.db.select().from(clients)) {
      const parsed = clientPayloadSchema.safeParse({
        client: { name: client.name, enabled: client.enabled },
      });
      expect(parsed.error?.issues ?? []).toEqual([]);
    }
    for (const campaign of await main.db.select().from(campaigns)) {
      const parsed = campaignPayloadSchema.safeParse({
        campaign: {
          name: campaign.name,
          backstage_reference: campaign.backstageReference,
          enabled: campaign.enabled,
          available_for_tablet: campaign.availableForTablet,
          email_text: campaign.emailText,
          address_link: campaign.addressLink,
          input_fields: fields.get(campaign.id) ?? [],
        },
      });
      expect(parsed.error?.issues ?? [], campaign.name).toEqual([]);
    }
    const themes = await main.db.select().from(campaignThemeSettings);
    expect(themes.length).toBeGreaterThan(0);
    for (const theme of themes) {
      const parsed = themeSettingPayloadSchema.safeParse({
        theme_setting: { value: theme.value ?? '', type: theme.type },
      });
      expect(parsed.error?.issues ?? [], theme.key).toEqual([]);
    }
    const layoutFields = groupBy(
      await main.db
        .select()
        .from(exportLayoutFields)
        .orderBy(exportLayoutFields.layoutId, exportLayoutFields.position),
      (field) => field.layoutId,
    );
    for (const layout of await main.db.select().from(exportLayouts)) {
      const body = (layoutFields.get(layout.id) ?? []).map((field) => ({
        col_name: field.colName,
        source_field: field.sourceField,
      }));
      const parsed = exportLayoutPayloadSchema.safeParse({
        export_layout: {
          campaign: layout.campaignId,
          name: layout.name,
          file_type: layout.fileType,
          layout_body: body,
          add_title_row: layout.addTitleRow,
          field_delimiter: layout.fieldDelimiter,
          field_enclosure: layout.fieldEnclosure,
          line_ending: layout.lineEnding,
          extension: layout.extension,
        },
      });
      expect(parsed.error?.issues ?? [], layout.name).toEqual([]);
      const names = (fields.get(layout.campaignId) ?? []).map((field) => field.name);
      for (const { source_field } of body)
        expect(isKnownSourceField(source_field, names)).toBe(true);
    }
    const templates = await main.db.select().from(settings);
    expect(templates.length).toBeGreaterThan(0);
    for (const template of templates) {
      expect(settingPayloadSchema.safeParse({ setting: { value: template.value } }).success).toBe(
        true,
      );
      expect(template.value).toContain('{{ employee.firstname }}');
    }
  });
});

describe('first start: the small demo set', () => {
  it('seeds the demo accounts unchanged plus the demo sizes, once', async () => {
    const database = await freshDatabase();
    const template = await database.db.select().from(employees);
    await database.db.delete(employees);
    const config = testConfig();
    const seeded = await seedDemoIfEmpty(database, config);
    if (seeded === undefined) throw new Error('expected a first-start seed');
    expect(seeded.written).toMatchObject({
      clients: DEMO_SIZES.clients,
      campaigns: DEMO_SIZES.campaigns,
      exportLayouts: DEMO_SIZES.layouts,
      employees: DEMO_SIZES.employees + DEMO_ACCOUNTS.length,
      shifts: DEMO_SIZES.shifts,
      donations: DEMO_SIZES.donations,
    });
    expect(seeded.demoAccountsAdded).toHaveLength(DEMO_ACCOUNTS.length);
    // Every table the screens list has rows.
    for (const [table, rows] of Object.entries(await countsOf(database))) {
      expect(rows, table).toBeGreaterThan(0);
    }
    // The demo accounts are exactly as `seedIfEmpty` (the platform's seed) inserts them.
    const omitTimes = ({ createdAt: _c, updatedAt: _u, ...rest }: EmployeeRow) => rest;
    for (const account of DEMO_ACCOUNTS) {
      const rows = await database.db
        .select()
        .from(employees)
        .where(and(eq(employees.email, account.email)));
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row).toMatchObject({
        firstname: account.firstname,
        surnamePrefix: account.surnamePrefix,
        surname: account.surname,
        roles: [account.role],
        employeeCode: account.employeeCode,
        jobFunction: account.jobFunction,
        employeeStatus: 'Active',
      });
      const original = template.find((person) => person.email === account.email);
      if (row === undefined || original === undefined) throw new Error(account.email);
      expect(omitTimes(row)).toEqual(omitTimes(original));
    }
    expect(await seedDemoIfEmpty(database, config)).toBeUndefined();
  });
});
