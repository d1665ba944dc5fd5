/**
 * Personal data at rest (issue 11) on a real test database: the raw tables hold no plain IBAN or
 * BSN, exact search uses the blind index, masking per role through `inject`, rotation, the
 * in-place sealing of an older database, and anonymisation.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isIban } from '@veldwerk/shared/validation';
import {
  authHeader,
  createTestApp,
  openTestDatabase,
  signInAs,
  type TestDatabase,
} from '../../../test/harness';
import { refusal, sqlOn, type Sql } from '../../db/test-sql';
import { seedDatabase } from '../../db/seed/run';
import { defaultSeedOptions } from '../../db/seed/options';
import { PersonalDataCodec, PersonalDataError, SEALED_PATTERN } from './codec';
import { TEST_INDEX_KEY, TEST_KEYS } from './keys';
import { presentPersonal } from './present';
import { allSealed, countByKey, resealPersonalData, sealPlainPersonalData } from './reseal';

const IBAN = 'NL91ABNA0417164300';
const BSN = '111222333';
const codec = new PersonalDataCodec(TEST_KEYS, TEST_INDEX_KEY);

let database: TestDatabase;
let app: FastifyInstance;
let q: Sql;

beforeAll(async () => {
  database = await openTestDatabase();
  q = sqlOn(database.pool);
  await seedDatabase(
    database,
    defaultSeedOptions({
      seed: '3',
      sizes: {
        clients: 2,
        campaigns: 3,
        layouts: 1,
        employees: 120,
        shifts: 30,
        donations: 300,
      },
      today: '2026-11-21',
      variant: 'default',
      branches: { active: ['Amsterdam'], all: ['Amsterdam'] },
      append: true,
      personalData: codec,
    }),
  );
  app = await createTestApp(database);
  // The seam the areas answer through: a donation's IBAN as `presentPersonal` presents it.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/donations/:id/test-iban',
      { config: { access: 'donations-read' }, schema: { params: z.object({ id: z.string() }) } },
      async (request) => {
        const [row] = await q<{ iban: string | null }>('select iban from donations where id = $1', [
          Number(request.params.id),
        ]);
        const roles = request.session?.roles ?? [];
        return {
          iban: presentPersonal(roles, `donations/${request.params.id}`, row?.iban, 'iban'),
        };
      },
    );
}, 300_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('codec', () => {
  it('keeps the stored seal of an unchanged value and seals a changed one afresh', () => {
    const stored = codec.seal('iban', 'NL91ABNA0417164300');
    expect(codec.sealOrKeep('iban', 'NL91 ABNA 0417 1643 00', stored)).toEqual(stored);
    const changed = codec.sealOrKeep('iban', 'NL20INGB0001234567', stored);
    expect(changed.value).not.toBe(stored.value);
    expect(codec.open(changed.value)).toBe('NL20INGB0001234567');
    expect(codec.sealOrKeep('iban', null, stored)).toEqual({ value: null, index: null });
  });

  it('seals with the key id beside the value and opens it again; tampering is refused', () => {
    const sealed = codec.seal('iban', IBAN);
    expect(sealed.value).toMatch(SEALED_PATTERN);
    expect(sealed.value?.startsWith('v1.test1.')).toBe(true);
    expect(sealed.value).not.toContain(IBAN);
    expect(codec.open(sealed.value)).toBe(IBAN);
    expect(codec.seal('iban', IBAN).value).not.toBe(sealed.value);
    const bytes = Buffer.from(sealed.value?.split('.')[2] ?? '', 'base64url');
    bytes.writeUInt8((bytes.at(-1) ?? 0) ^ 1, bytes.length - 1);
    expect(() => codec.open(`v1.test1.${bytes.toString('base64url')}`)).toThrow(PersonalDataError);
    expect(() => codec.open(sealed.value?.replace('v1.test1.', 'v1.other.'))).toThrow(
      /No data key "other"/,
    );
  });

  it('indexes the normalised value under its own key, per kind', () => {
    expect(codec.index('iban', 'nl91 abna 0417 1643 00')).toBe(codec.index('iban', IBAN));
    expect(codec.index('bsn', '12345678')).toBe(codec.index('bsn', '012345678'));
    expect(codec.index('bsn', BSN)).not.toBe(codec.index('iban', BSN));
    const otherIndexKey = new PersonalDataCodec(TEST_KEYS, Buffer.alloc(32, 9));
    expect(otherIndexKey.index('iban', IBAN)).not.toBe(codec.index('iban', IBAN));
    expect(codec.seal('iban', null)).toEqual({ value: null, index: null });
    expect(codec.seal('bsn', '  ')).toEqual({ value: null, index: null });
  });
});

describe('at rest', () => {
  it('holds no plain IBAN or BSN in the raw tables', async () => {
    const rows = await q<{ value: string }>(
      `select iban as value from donations where iban is not null
       union all select iban from employees where iban is not null
       union all select bsn from employees where bsn is not null
       union all select iban from donation_checks where iban is not null`,
    );
    expect(rows.length).toBeGreaterThan(200);
    for (const { value } of rows) {
      expect(value).toMatch(SEALED_PATTERN);
      expect(isIban(value)).toBe(false);
      expect(value).not.toMatch(/^[0-9]{8,9}$/);
    }
    const [opened] = await q<{ iban: string }>(
      'select iban from donations where iban is not null limit 1',
    );
    expect(isIban(codec.open(opened?.iban) ?? '')).toBe(true);
  });

  it('refuses a plain value written past the codec', async () => {
    const [donation] = await q<{ id: number }>('select id from donations limit 1');
    const error = await refusal(
      q('update donations set iban = $1 where id = $2', [IBAN, donation?.id]),
    );
    expect(error.constraint).toBe('donations_iban_sealed');
    const employee = await refusal(q('update employees set bsn = $1', [BSN]));
    expect(employee.constraint).toBe('employees_bsn_sealed');
  });

  it('finds donors by exact IBAN through the blind index', async () => {
    const [row] = await q<{ id: number; iban: string }>(
      'select id, iban from donations where iban is not null order by id limit 1',
    );
    const plain = codec.open(row?.iban) ?? '';
    const spaced = plain.replace(/(.{4})/g, '$1 ').toLowerCase();
    const found = await q<{ id: number }>('select id from donations where iban_index = $1', [
      codec.index('iban', spaced),
    ]);
    expect(found.map((r) => r.id)).toContain(row?.id);
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        'explain select id from donations where iban_index = $1',
        [codec.index('iban', plain)],
      );
      await client.query('rollback');
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain(
        'donations_iban_index_idx',
      );
    } finally {
      client.release();
    }
  });
});

describe('masking per role', () => {
  it('answers the full IBAN to administration and a masked one to a manager', async () => {
    const [row] = await q<{ id: number; iban: string }>(
      'select id, iban from donations where iban is not null order by id limit 1',
    );
    const plain = codec.open(row?.iban) ?? '';
    const url = `/api/donations/${row?.id}/test-iban`;
    const administration = await signInAs(app, 'administration@veldwerk.test');
    const full = await app.inject({ method: 'GET', url, headers: authHeader(administration) });
    expect(full.json()).toEqual({ iban: plain });
    const manager = await signInAs(app, 'manager@veldwerk.test');
    const masked = await app.inject({ method: 'GET', url, headers: authHeader(manager) });
    const { iban } = masked.json<{ iban: string }>();
    expect(iban).toMatch(/^[A-Z]{2}[0-9]{2} •••• •••• ••[0-9]{2} [0-9]{2}$/);
    expect(iban.replace(/ /g, '').slice(-4)).toBe(plain.slice(-4));
    expect(masked.body).not.toContain(plain.slice(4, 12));
  });
});

describe('anonymisation', () => {
  it('removes the personal fields and sealed values, keeps amounts and states, once', async () => {
    const [before] = await q<{ id: number; amount: number; state: string }>(
      `select id, amount, state from donations where iban is not null and surname is not null
       order by id limit 1`,
    );
    const url = `/api/donations/${before?.id}/anonymize`;
    const manager = await signInAs(app, 'manager@veldwerk.test');
    expect(
      (await app.inject({ method: 'POST', url, headers: authHeader(manager) })).statusCode,
    ).toBe(403);
    const admin = await signInAs(app, 'admin@veldwerk.test');
    const first = await app.inject({ method: 'POST', url, headers: authHeader(admin) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: before?.id, changed: true });
    const [after] = await q(
      `select surname, firstname, street, email, iban, iban_index, birth_date, amount, state,
              anonymized_at, anonymized_by_id from donations where id = $1`,
      [before?.id],
    );
    expect(after).toMatchObject({
      surname: 'Geanonimiseerd',
      firstname: null,
      street: null,
      email: null,
      iban: null,
      iban_index: null,
      birth_date: null,
      amount: before?.amount,
      state: before?.state,
    });
    expect(after?.anonymized_by_id).toBe(first.json<{ anonymized_by: string }>().anonymized_by);
    const again = await app.inject({ method: 'POST', url, headers: authHeader(admin) });
    expect(again.json()).toMatchObject({
      changed: false,
      anonymized_at: first.json<{ anonymized_at: string }>().anonymized_at,
    });
    const audit = await q(
      `select actor_email from audit_log where table_name = 'donations' and record_id = $1`,
      [String(before?.id)],
    );
    expect(audit).toEqual([{ actor_email: 'admin@veldwerk.test' }]);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/donations/999999999/anonymize',
      headers: authHeader(admin),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Donatie niet gevonden.' });
  });

  it('anonymises an employee: BSN, IBAN, name and sign-in gone, history kept', async () => {
    const [person] = await q<{ id: string }>(
      `select id from employees where bsn is not null and email not like '%@veldwerk.test'
       order by id limit 1`,
    );
    expect(person).toBeDefined();
    const countHistory = async () =>
      (await q('select 1 from employee_state_transitions where employee_id = $1', [person?.id]))
        .length;
    const historyBefore = await countHistory();
    const admin = await signInAs(app, 'admin@veldwerk.test');
    const response = await app.inject({
      method: 'POST',
      url: `/api/employees/${person?.id}/anonymize`,
      headers: authHeader(admin),
    });
    expect(response.json()).toMatchObject({ id: person?.id, changed: true });
    const [after] = await q(
      'select surname, bsn, bsn_index, iban, iban_index, mobile, roles, email from employees where id = $1',
      [person?.id],
    );
    expect(after).toMatchObject({
      surname: 'Geanonimiseerd',
      bsn: null,
      bsn_index: null,
      iban: null,
      iban_index: null,
      mobile: null,
      roles: [],
    });
    expect(String(after?.email)).toMatch(/^geanonimiseerd-.*@anoniem\.invalid$/);
    expect(await countHistory()).toBe(historyBefore);
  });
});

describe('key rotation and the sealing of an older database', () => {
  it('re-encrypts every value under the newest key; the old key can then be dropped', async () => {
    const next = { id: 'next', key: Buffer.alloc(32, 5) };
    const rotating = new PersonalDataCodec([next, ...TEST_KEYS], TEST_INDEX_KEY);
    const before = await countByKey(database.db);
    expect(Object.keys(before)).toEqual(['test1']);
    await resealPersonalData(database.db, rotating, 'rotate', { batchSize: 37 });
    const after = await countByKey(database.db);
    expect(after).toEqual({ next: before.test1 });
    const onlyNext = new PersonalDataCodec([next], TEST_INDEX_KEY);
    const rows = await q<{ iban: string }>('select iban from donations where iban is not null');
    for (const row of rows) expect(isIban(onlyNext.open(row.iban) ?? '')).toBe(true);
    // Back under the test key for the other tests of this file.
    await resealPersonalData(
      database.db,
      new PersonalDataCodec([...TEST_KEYS, next], TEST_INDEX_KEY),
      'rotate',
    );
    expect(Object.keys(await countByKey(database.db))).toEqual(['test1']);
  });

  it('seals the plain values a database from before migration 0010 holds, then validates', async () => {
    // The state right after migration 0010 on an older database: plain values, checks NOT VALID.
    await q('alter table donations drop constraint donations_iban_sealed');
    await q(
      `update donations set iban = $1, iban_index = null
             where id in (select id from donations order by id limit 5)`,
      [IBAN],
    );
    await q(`alter table donations add constraint donations_iban_sealed
             check (iban ~ '^v1\\.[A-Za-z0-9_-]{1,32}\\.[A-Za-z0-9_-]+$') not valid`);
    expect(await allSealed(database.db)).toBe(false);
    const report = await sealPlainPersonalData(database.db, codec);
    expect(report?.changed['donations.iban']).toBe(5);
    expect(await allSealed(database.db)).toBe(true);
    const found = await q('select iban from donations where iban_index = $1', [
      codec.index('iban', IBAN),
    ]);
    expect(found).toHaveLength(5);
    expect(await sealPlainPersonalData(database.db, codec)).toBeUndefined();
  });
});
