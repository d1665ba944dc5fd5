/**
 * What the database itself refuses and how deletes travel (on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set). Plain SQL on purpose: Drizzle's types would refuse most of these
 * values before the database sees them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/harness';
import { refusal, sqlOn, type Sql } from '../test-sql';
import { sqlLiteral } from './checks';

let database: TestDatabase;
let sql: Sql;

const NOT_NULL = '23502';
const FOREIGN_KEY = '23503';
const UNIQUE = '23505';
const CHECK = '23514';

let sequence = 0;
const unique = (prefix: string) => `${prefix}${(++sequence).toString().padStart(4, '0')}`;

async function one<Row extends Record<string, unknown>>(
  text: string,
  params: readonly unknown[] = [],
): Promise<Row> {
  const [row] = await sql<Row>(text, params);
  if (row === undefined) throw new Error(`no row: ${text}`);
  return row;
}

const newClient = async (name = unique('Klant ')) =>
  (await one<{ id: number }>('insert into clients (name) values ($1) returning id', [name])).id;

const newCampaign = async (clientId: number, name = unique('Campagne ')) =>
  (
    await one<{ id: number }>(
      'insert into campaigns (client_id, name) values ($1, $2) returning id',
      [clientId, name],
    )
  ).id;

/** Inserts one row of the given columns (parameters, not literals) and returns its id. */
async function insertRow<Id extends string | number>(
  table: string,
  values: Record<string, unknown>,
): Promise<Id> {
  const names = Object.keys(values);
  const placeholders = names.map((_, index) => `$${index + 1}`).join(', ');
  const row = await one<{ id: Id }>(
    `insert into ${table} (${names.join(', ')}) values (${placeholders}) returning id`,
    Object.values(values),
  );
  return row.id;
}

const newEmployee = (columns: Record<string, unknown> = {}) =>
  insertRow<string>('employees', { email: `${unique('p')}@example.nl`, ...columns });

const newDonation = (clientId: number, campaignId: number, columns: Record<string, unknown> = {}) =>
  insertRow<number>('donations', { client_id: clientId, campaign_id: campaignId, ...columns });

const newShift = async (campaignId: number, employeeId: string, coachId: string) =>
  (
    await one<{ id: string }>(
      `insert into shifts (date, start_time, end_time, duration, campaign_id, employee_id, sales_coach_id)
       values ('2026-05-01', '10:00', '13:00', 3, $1, $2, $3) returning id`,
      [campaignId, employeeId, coachId],
    )
  ).id;

const count = async (text: string, params: readonly unknown[] = []) =>
  Number((await one<{ n: string }>(text, params)).n);

let clientA: number;
let clientB: number;
let campaignA: number;
let campaignB: number;

beforeAll(async () => {
  database = await openTestDatabase();
  sql = sqlOn(database.pool);
  clientA = await newClient();
  clientB = await newClient();
  campaignA = await newCampaign(clientA);
  campaignB = await newCampaign(clientB);
});

afterAll(async () => {
  await database.dispose();
});

describe('CHECK lists', () => {
  it('spell every value as the database reads it back (quotes, tabs, semicolons, backslashes)', async () => {
    const values = ["'", '"', '\t', ';', 'a\\b', 'M&G planned', "it's; ok\n", 'é'];
    for (const value of values) {
      expect(await one(`select ${sqlLiteral(value)} as v`)).toEqual({ v: value });
    }
  });
});

describe('donations', () => {
  it('takes a donation with only its client and campaign, and fills the defaults of the spec', async () => {
    const id = await newDonation(clientA, campaignA);
    const row = await one(
      `select state, period, language, sex, country, call_attempts, receive_mail, receive_email,
              extra_fields, creation_date is not null as created
         from donations where id = $1`,
      [id],
    );
    expect(row).toEqual({
      state: 'CONCEPT',
      period: 'M',
      language: 'nl',
      sex: 'O',
      country: 'NL',
      call_attempts: 0,
      receive_mail: true,
      receive_email: true,
      extra_fields: {},
      created: true,
    });
  });

  it('refuses a donation without a campaign', async () => {
    const error = await refusal(sql('insert into donations (client_id) values ($1)', [clientA]));
    expect(error).toMatchObject({ code: NOT_NULL, column: 'campaign_id' });
  });

  it('refuses a donation without a client', async () => {
    const error = await refusal(
      sql('insert into donations (campaign_id) values ($1)', [campaignA]),
    );
    expect(error).toMatchObject({ code: NOT_NULL, column: 'client_id' });
  });

  it("refuses a donation whose client is not its campaign's client", async () => {
    const error = await refusal(newDonation(clientB, campaignA));
    expect(error).toMatchObject({ code: FOREIGN_KEY, constraint: 'donations_campaign_fk' });
  });

  it('refuses a donation of a campaign that does not exist', async () => {
    const error = await refusal(newDonation(clientA, 999_999));
    expect(error).toMatchObject({ code: FOREIGN_KEY, constraint: 'donations_campaign_fk' });
  });

  it('holds call_attempts to 0–5', async () => {
    await expect(newDonation(clientA, campaignA, { call_attempts: 5 })).resolves.toBeGreaterThan(0);
    for (const value of [6, -1]) {
      const error = await refusal(newDonation(clientA, campaignA, { call_attempts: value }));
      expect(error).toMatchObject({ code: CHECK, constraint: 'donations_call_attempts' });
    }
  });

  it('refuses a negative amount but keeps more than 250 euro (capped only while PENDING)', async () => {
    await expect(
      newDonation(clientA, campaignA, { amount: 2_000_000, state: 'APPROVED' }),
    ).resolves.toBeGreaterThan(0);
    const error = await refusal(newDonation(clientA, campaignA, { amount: -1 }));
    expect(error).toMatchObject({ code: CHECK, constraint: 'donations_amount' });
  });

  it.each([
    ['state', 'DONE', 'donations_state'],
    ['period', 'W', 'donations_period'],
    ['language', 'de', 'donations_language'],
    ['checked', 'MAYBE', 'donations_checked'],
    ['sex', 'X', 'donations_sex'],
    ['extra_fields', JSON.stringify(['a']), 'donations_extra_fields_object'],
  ])('refuses %s = %s', async (column, value, constraint) => {
    const error = await refusal(newDonation(clientA, campaignA, { [column]: value }));
    expect(error).toMatchObject({ code: CHECK, constraint });
  });

  it('has a reject reason exactly when REJECTED', async () => {
    await expect(
      sql(
        `insert into donations (client_id, campaign_id, state, reject_state) values ($1, $2, 'REJECTED', 'REGRET')`,
        [clientA, campaignA],
      ),
    ).resolves.toEqual([]);
    const missing = await refusal(
      sql(`insert into donations (client_id, campaign_id, state) values ($1, $2, 'REJECTED')`, [
        clientA,
        campaignA,
      ]),
    );
    expect(missing.constraint).toBe('donations_reject_state_when_rejected');
    const stray = await refusal(
      sql(
        `insert into donations (client_id, campaign_id, state, reject_state) values ($1, $2, 'PENDING', 'STORNO')`,
        [clientA, campaignA],
      ),
    );
    expect(stray.constraint).toBe('donations_reject_state_when_rejected');
    const unknown = await refusal(
      sql(
        `insert into donations (client_id, campaign_id, state, reject_state) values ($1, $2, 'REJECTED', 'BORED')`,
        [clientA, campaignA],
      ),
    );
    expect(unknown.constraint).toBe('donations_reject_state');
  });
});

describe('employees', () => {
  it.each([
    ['employee_status', 'Hired', 'employees_employee_status'],
    ['sex', 'X', 'employees_sex'],
    ['function', 'CEO', 'employees_function'],
    ['source', 'krant', 'employees_source'],
    ['record_status', 'Closed', 'employees_record_status'],
    ['public_transport_card', 'month', 'employees_public_transport_card'],
    ['citizenship', 'MARS', 'employees_citizenship'],
    ['employee_code', '12345', 'employees_employee_code'],
    ['employee_code', '12345a', 'employees_employee_code'],
    ['bsn', '123456782', 'employees_bsn_sealed'],
    ['iban', 'NL91ABNA0417164300', 'employees_iban_sealed'],
    ['country', 'nl', 'employees_country'],
    ['number_of_workdays', 0, 'employees_number_of_workdays'],
    ['number_of_workdays', 7, 'employees_number_of_workdays'],
    ['roles', ['ROLE_USER', 'ROLE_GOD'], 'employees_roles'],
    ['driving_license', ['B', 'Z'], 'employees_driving_license'],
  ])('refuses %s = %j', async (column, value, constraint) => {
    const error = await refusal(newEmployee({ [column]: value }));
    expect(error).toMatchObject({ code: CHECK, constraint });
  });

  it('takes the spec values and fills the defaults (sex O, function Trainee, country NL, Open, New)', async () => {
    const id = await newEmployee({
      employee_code: '123456',
      number_of_workdays: 6,
      roles: ['ROLE_MANAGER'],
      driving_license: ['B', 'BE'],
      public_transport_card: 'weekend',
    });
    const row = await one(
      `select employee_status, sex, function, country, record_status, driving_license
         from employees where id = $1`,
      [id],
    );
    expect(row).toEqual({
      employee_status: 'New',
      sex: 'O',
      function: 'Trainee',
      country: 'NL',
      record_status: 'Open',
      driving_license: ['B', 'BE'],
    });
  });

  it('keeps emails lower-cased and unique, so sign-in finds one person', async () => {
    const upper = await refusal(newEmployee({ email: 'Someone@Example.nl' }));
    expect(upper).toMatchObject({ code: CHECK, constraint: 'employees_email_lower_case' });
    await newEmployee({ email: 'twice@example.nl' });
    const twice = await refusal(newEmployee({ email: 'twice@example.nl' }));
    expect(twice).toMatchObject({ code: UNIQUE, constraint: 'employees_email_key' });
    const none = await refusal(sql('insert into employees (firstname) values ($1)', ['Jan']));
    expect(none).toMatchObject({ code: NOT_NULL, column: 'email' });
  });

  it('keeps employee codes unique when set, and allows many without one', async () => {
    await newEmployee({ employee_code: '654321' });
    const error = await refusal(newEmployee({ employee_code: '654321' }));
    expect(error).toMatchObject({ code: UNIQUE, constraint: 'employees_employee_code_key' });
    await newEmployee();
    await newEmployee();
  });

  it('takes an applicant with only email, mobile and hq (the public form)', async () => {
    const id = await newEmployee({ mobile: '0612345678', hq: 'Breda' });
    const row = await one('select firstname, surname from employees where id = $1', [id]);
    expect(row).toEqual({ firstname: null, surname: null });
  });

  it('refuses a transition to an unknown state or with an unknown reason', async () => {
    const employee = await newEmployee();
    const state = await refusal(
      sql(`insert into employee_state_transitions (employee_id, new_state) values ($1, 'Hired')`, [
        employee,
      ]),
    );
    expect(state).toMatchObject({
      code: CHECK,
      constraint: 'employee_state_transitions_new_state',
    });
    const reason = await refusal(
      sql(
        `insert into employee_state_transitions (employee_id, new_state, event_reason) values ($1, 'Exit', 'BORED')`,
        [employee],
      ),
    );
    expect(reason.constraint).toBe('employee_state_transitions_event_reason');
  });
});

describe('campaigns, themes and layouts', () => {
  it('refuses a second value for the same theme key of a campaign, not of another campaign', async () => {
    const insert = (campaign: number) =>
      sql(
        `insert into campaign_theme_settings (campaign_id, key, type, value) values ($1, 'primary', 'color', '#123456')`,
        [campaign],
      );
    await insert(campaignA);
    await insert(campaignB);
    const error = await refusal(insert(campaignA));
    expect(error).toMatchObject({ code: UNIQUE, constraint: 'campaign_theme_settings_pkey' });
  });

  it('refuses an unknown theme key and a key with the wrong type', async () => {
    const unknown = await refusal(
      sql(
        `insert into campaign_theme_settings (campaign_id, key, type) values ($1, 'font', 'text')`,
        [campaignA],
      ),
    );
    expect(unknown).toMatchObject({ code: CHECK, constraint: 'campaign_theme_settings_key' });
    const wrongType = await refusal(
      sql(
        `insert into campaign_theme_settings (campaign_id, key, type) values ($1, 'logo', 'color')`,
        [campaignA],
      ),
    );
    expect(wrongType).toMatchObject({
      code: CHECK,
      constraint: 'campaign_theme_settings_key_type',
    });
  });

  it('keeps input field names unique per campaign and in identifier form', async () => {
    const insert = (position: number, name: string) =>
      sql(
        `insert into campaign_input_fields (campaign_id, position, name, label) values ($1, $2, $3, 'Label')`,
        [campaignB, position, name],
      );
    await insert(0, 'shirt_size');
    const duplicate = await refusal(insert(1, 'shirt_size'));
    expect(duplicate).toMatchObject({
      code: UNIQUE,
      constraint: 'campaign_input_fields_campaign_name_key',
    });
    const badName = await refusal(insert(1, 'Shirt size'));
    expect(badName).toMatchObject({ code: CHECK, constraint: 'campaign_input_fields_name' });
  });

  it('refuses client and campaign names outside 3–100 characters and a backstage reference that is not a slug', async () => {
    expect((await refusal(newClient('ab'))).constraint).toBe('clients_name_length');
    expect((await refusal(newCampaign(clientA, 'x'.repeat(101)))).constraint).toBe(
      'campaigns_name_length',
    );
    const slug = await refusal(
      sql(`insert into campaigns (client_id, name, backstage_reference) values ($1, $2, $3)`, [
        clientA,
        'Met hoofdletters',
        'Project-X',
      ]),
    );
    expect(slug.constraint).toBe('campaigns_backstage_reference');
  });

  it('stores every delimiter, enclosure and line ending of the domain, and refuses others', async () => {
    const insert = (fileType: string, delimiter: string | null, enclosure = '"', ending = 'LF') =>
      sql(
        `insert into export_layouts (campaign_id, name, file_type, field_delimiter, field_enclosure, line_ending)
         values ($1, 'Layout', $2, $3, $4, $5) returning field_delimiter`,
        [campaignA, fileType, delimiter, enclosure, ending],
      );
    for (const delimiter of [',', ';', '\t']) {
      await expect(insert('csv', delimiter)).resolves.toEqual([{ field_delimiter: delimiter }]);
    }
    await expect(insert('csv', ',', "'", 'CR-CR-LF')).resolves.toHaveLength(1);
    expect((await refusal(insert('csv', '|'))).constraint).toBe('export_layouts_field_delimiter');
    expect((await refusal(insert('csv', ',', '`'))).constraint).toBe(
      'export_layouts_field_enclosure',
    );
    expect((await refusal(insert('pdf', ','))).constraint).toBe('export_layouts_file_type');
  });

  it('needs the csv options for a csv layout only', async () => {
    const insert = (fileType: string) =>
      sql(
        `insert into export_layouts (campaign_id, name, file_type, field_delimiter, field_enclosure, line_ending)
         values ($1, 'Layout', $2, null, null, null)`,
        [campaignA, fileType],
      );
    await expect(insert('xlsx')).resolves.toEqual([]);
    expect((await refusal(insert('csv'))).constraint).toBe('export_layouts_csv_options');
  });
});

describe('shifts, calls, notifications, uploads, settings, preferences', () => {
  it('holds end_time = start_time + duration, wrapping past midnight', async () => {
    const employee = await newEmployee();
    const insert = (start: string, end: string, duration: number) =>
      sql(
        `insert into shifts (date, start_time, end_time, duration, campaign_id, employee_id, sales_coach_id)
         values ('2026-05-01', $1, $2, $3, $4, $5, $5)`,
        [start, end, duration, campaignA, employee],
      );
    await expect(insert('22:00', '01:00', 3)).resolves.toEqual([]);
    await expect(insert('09:30', '09:30', 0)).resolves.toEqual([]);
    expect((await refusal(insert('10:00', '14:00', 3))).constraint).toBe('shifts_end_time');
    expect((await refusal(insert('10:00', '12:00', 2))).constraint).toBe('shifts_duration');
  });

  it('refuses a check whose reference number is not digits', async () => {
    const employee = await newEmployee();
    const shift = await newShift(campaignA, employee, employee);
    const error = await refusal(
      sql(`insert into donation_checks (shift_id, reference_number) values ($1, 'T123')`, [shift]),
    );
    expect(error).toMatchObject({ code: CHECK, constraint: 'donation_checks_reference_number' });
  });

  it('holds a check amount to 0–25000 cents (250 euro)', async () => {
    const employee = await newEmployee();
    const shift = await newShift(campaignA, employee, employee);
    const insert = (amount: number) =>
      sql(
        `insert into donation_checks (shift_id, reference_number, amount) values ($1, '123', $2)`,
        [shift, amount],
      );
    await expect(insert(25_000)).resolves.toEqual([]);
    for (const amount of [25_001, -1]) {
      expect(await refusal(insert(amount))).toMatchObject({
        code: CHECK,
        constraint: 'donation_checks_amount',
      });
    }
  });

  it('logs a call to exactly one callee', async () => {
    const employee = await newEmployee();
    const donation = await newDonation(clientA, campaignA);
    await sql('insert into call_logs (employee_id, duration) values ($1, 30)', [employee]);
    await sql('insert into call_logs (donation_id, duration) values ($1, 30)', [donation]);
    const both = await refusal(
      sql('insert into call_logs (employee_id, donation_id) values ($1, $2)', [employee, donation]),
    );
    expect(both.constraint).toBe('call_logs_one_callee');
    const none = await refusal(sql('insert into call_logs (duration) values (10)'));
    expect(none.constraint).toBe('call_logs_one_callee');
  });

  it('refuses unknown notification events and types, and a sent one without sent_at', async () => {
    const employee = await newEmployee();
    const insert = (event: string, type: string, status = 'pending') =>
      sql(
        `insert into notifications (event, type, receiver_employee_id, status) values ($1, $2, $3, $4)`,
        [event, type, employee, status],
      );
    await insert('trial_reminder', 'sms');
    expect((await refusal(insert('birthday', 'sms'))).constraint).toBe('notifications_event');
    expect((await refusal(insert('no_show', 'fax'))).constraint).toBe('notifications_type');
    expect((await refusal(insert('no_show', 'mail', 'sent'))).constraint).toBe(
      'notifications_sent_at_when_sent',
    );
  });

  it('refuses an upload of another kind or with a malformed hash', async () => {
    const insert = (kind: string, sha: string) =>
      sql(
        `insert into uploads (kind, original_name, stored_name, mime_type, size_bytes, sha256)
         values ($1, 'logo.png', $2, 'image/png', 10, $3)`,
        [kind, unique('f') + '.png', sha],
      );
    await insert('static', 'a'.repeat(64));
    expect((await refusal(insert('avatar', 'a'.repeat(64)))).constraint).toBe('uploads_kind');
    expect((await refusal(insert('static', 'A'.repeat(64)))).constraint).toBe('uploads_sha256');
  });

  it('keeps one setting per type and key', async () => {
    const insert = () =>
      sql(`insert into settings (type, key, value) values ('notification', 'no_show', 'Hoi')`);
    await insert();
    expect(await refusal(insert())).toMatchObject({ code: UNIQUE, constraint: 'settings_pkey' });
    const type = await refusal(
      sql(`insert into settings (type, key, value) values ('mail', 'x', 'y')`),
    );
    expect(type.constraint).toBe('settings_type');
  });

  it("keeps preferences per user email and resource, only for an employee's email", async () => {
    const insert = (email: string, resource: string) =>
      sql(`insert into user_preferences (user_email, resource, value) values ($1, $2, $3)`, [
        email,
        resource,
        { columns: [] },
      ]);
    await insert('manager@veldwerk.test', 'clients');
    expect(await refusal(insert('manager@veldwerk.test', 'clients'))).toMatchObject({
      code: UNIQUE,
      constraint: 'user_preferences_pkey',
    });
    expect((await refusal(insert('nobody@example.nl', 'clients'))).code).toBe(FOREIGN_KEY);
    expect((await refusal(insert('manager@veldwerk.test', 'Bad Resource'))).constraint).toBe(
      'user_preferences_resource',
    );
  });
});

describe('audit_log', () => {
  it('takes new entries but refuses to update, delete or truncate them, even when no row matches', async () => {
    const [entry] = await sql<{ id: string }>(
      `insert into audit_log (action, table_name, record_id, changes)
       values ('update', 'clients', '1', '{"name": {"from": "A", "to": "B"}}') returning id`,
    );
    expect(entry).toBeDefined();
    for (const statement of [
      `update audit_log set record_id = '2'`,
      `update audit_log set record_id = '2' where false`,
      'delete from audit_log',
      'delete from audit_log where false',
      'truncate audit_log',
    ]) {
      const error = await refusal(sql(statement));
      expect(error, statement).toMatchObject({ code: '42501', kind: 'append_only' });
      expect(error.message).toMatch(/append-only/);
    }
    expect(await count('select count(*) as n from audit_log where id = $1', [entry?.id])).toBe(1);
  });

  it('refuses an unknown action', async () => {
    const error = await refusal(
      sql(
        `insert into audit_log (action, table_name, record_id, changes) values ('read', 'clients', '1', '{}')`,
      ),
    );
    expect(error.constraint).toBe('audit_log_action');
  });
});

describe('deletes and updates that travel', () => {
  it('refuses to delete a client that has campaigns', async () => {
    const client = await newClient();
    await newCampaign(client);
    const error = await refusal(sql('delete from clients where id = $1', [client]));
    expect(error).toMatchObject({
      kind: 'foreign_key',
      constraint: 'campaigns_client_id_clients_id_fk',
    });
  });

  it('refuses to delete a campaign with donations or shifts', async () => {
    const client = await newClient();
    const withDonation = await newCampaign(client);
    await newDonation(client, withDonation);
    const donationError = await refusal(sql('delete from campaigns where id = $1', [withDonation]));
    // SQLSTATE 23001 on PostgreSQL 18 (PGlite), 23503 on 15: both read as foreign_key.
    expect(donationError).toMatchObject({
      kind: 'foreign_key',
      constraint: 'donations_campaign_fk',
    });

    const withShift = await newCampaign(client);
    const employee = await newEmployee();
    await newShift(withShift, employee, employee);
    const shiftError = await refusal(sql('delete from campaigns where id = $1', [withShift]));
    expect(shiftError.constraint).toBe('shifts_campaign_id_campaigns_id_fk');
  });

  it("deletes a campaign's input fields, theme and layouts with it, and unlinks its employees", async () => {
    const campaign = await newCampaign(clientA);
    await sql(
      `insert into campaign_input_fields (campaign_id, position, name, label) values ($1, 0, 'maat', 'Maat')`,
      [campaign],
    );
    await sql(
      `insert into campaign_theme_settings (campaign_id, key, type, value) values ($1, 'splash-title', 'text', 'Hoi')`,
      [campaign],
    );
    const layout = await one<{ id: number }>(
      `insert into export_layouts (campaign_id, name) values ($1, 'Standaard') returning id`,
      [campaign],
    );
    await sql(
      `insert into export_layout_fields (layout_id, position, col_name, source_field) values ($1, 0, 'Naam', 'surname')`,
      [layout.id],
    );
    const employee = await newEmployee({ campaign_id: campaign });

    await sql('delete from campaigns where id = $1', [campaign]);

    for (const table of ['campaign_input_fields', 'campaign_theme_settings', 'export_layouts']) {
      expect(
        await count(`select count(*) as n from ${table} where campaign_id = $1`, [campaign]),
      ).toBe(0);
    }
    expect(
      await count('select count(*) as n from export_layout_fields where layout_id = $1', [
        layout.id,
      ]),
    ).toBe(0);
    expect(await one('select campaign_id from employees where id = $1', [employee])).toEqual({
      campaign_id: null,
    });
  });

  it("moves a campaign's donations along when the campaign moves to another client", async () => {
    const from = await newClient();
    const to = await newClient();
    const campaign = await newCampaign(from);
    const donation = await newDonation(from, campaign);
    await sql('update campaigns set client_id = $1 where id = $2', [to, campaign]);
    expect(await one('select client_id from donations where id = $1', [donation])).toEqual({
      client_id: to,
    });
  });

  it('deletes a shift with its checks', async () => {
    const employee = await newEmployee();
    const shift = await newShift(campaignA, employee, employee);
    await sql(`insert into donation_checks (shift_id, reference_number) values ($1, '123')`, [
      shift,
    ]);
    await sql('delete from shifts where id = $1', [shift]);
    expect(
      await count('select count(*) as n from donation_checks where shift_id = $1', [shift]),
    ).toBe(0);
  });

  it('refuses to delete an employee who worked a shift or coached one', async () => {
    const worker = await newEmployee();
    const coach = await newEmployee();
    await newShift(campaignA, worker, coach);
    expect((await refusal(sql('delete from employees where id = $1', [worker]))).constraint).toBe(
      'shifts_employee_id_employees_id_fk',
    );
    expect((await refusal(sql('delete from employees where id = $1', [coach]))).constraint).toBe(
      'shifts_sales_coach_id_employees_id_fk',
    );
  });

  it("deletes a person's transitions, calls, notifications, sessions and preferences, and unlinks the rest", async () => {
    const manager = await newEmployee();
    const person = await newEmployee({ manager_id: manager });
    const recruit = await newEmployee({ recruited_by_id: person, manager_id: person });
    const email = (
      await one<{ email: string }>('select email from employees where id = $1', [person])
    ).email;
    await sql(
      `insert into employee_state_transitions (employee_id, new_state, manager_id) values ($1, 'M&G planned', $2), ($2, 'Active', $1)`,
      [person, manager],
    );
    await sql('insert into call_logs (employee_id, manager_id) values ($1, $2), ($2, $1)', [
      person,
      manager,
    ]);
    await sql(
      `insert into notifications (event, type, receiver_employee_id) values ('no_answer', 'sms', $1)`,
      [person],
    );
    await sql(
      `insert into sessions (employee_id, token_hash, created_at, last_seen_at, expires_at)
       values ($1, $2, now(), now(), now() + interval '1 hour')`,
      [person, unique('hash')],
    );
    await sql(
      `insert into user_preferences (user_email, resource, value) values ($1, 'employees', '{}')`,
      [email],
    );
    const donation = await newDonation(clientA, campaignA);
    await sql(
      'update donations set recruiter_id = $1, recruiter_employee_code = $2 where id = $3',
      [person, '111111', donation],
    );
    const upload = await one<{ id: string }>(
      `insert into uploads (kind, original_name, stored_name, mime_type, size_bytes, sha256, created_by_id)
       values ('signature', 's.png', $1, 'image/png', 1, $2, $3) returning id`,
      [unique('sig'), 'b'.repeat(64), person],
    );

    await sql('delete from employees where id = $1', [person]);

    const left = async (table: string, column: string) =>
      count(`select count(*) as n from ${table} where ${column} = $1`, [person]);
    expect(await left('employee_state_transitions', 'employee_id')).toBe(0);
    expect(await left('call_logs', 'employee_id')).toBe(0);
    expect(await left('notifications', 'receiver_employee_id')).toBe(0);
    expect(await left('sessions', 'employee_id')).toBe(0);
    expect(
      await count('select count(*) as n from user_preferences where user_email = $1', [email]),
    ).toBe(0);
    // What others did with them stays, without the link.
    expect(await left('employee_state_transitions', 'manager_id')).toBe(0);
    expect(
      await count('select count(*) as n from employee_state_transitions where employee_id = $1', [
        manager,
      ]),
    ).toBe(1);
    expect(
      await count('select count(*) as n from call_logs where employee_id = $1', [manager]),
    ).toBe(1);
    expect(
      await one('select recruited_by_id, manager_id from employees where id = $1', [recruit]),
    ).toEqual({
      recruited_by_id: null,
      manager_id: null,
    });
    expect(
      await one('select recruiter_id, recruiter_employee_code from donations where id = $1', [
        donation,
      ]),
    ).toEqual({ recruiter_id: null, recruiter_employee_code: '111111' });
    expect(await one('select created_by_id from uploads where id = $1', [upload.id])).toEqual({
      created_by_id: null,
    });
  });

  it("follows a change of an employee's email in their preferences", async () => {
    const person = await newEmployee({ email: 'old.address@example.nl' });
    await sql(
      `insert into user_preferences (user_email, resource, value) values ('old.address@example.nl', 'donations', '{}')`,
    );
    await sql(`update employees set email = 'new.address@example.nl' where id = $1`, [person]);
    expect(
      await sql(
        'select user_email from user_preferences where resource = $1 and user_email like $2',
        ['donations', '%.address@example.nl'],
      ),
    ).toEqual([{ user_email: 'new.address@example.nl' }]);
  });

  it('deletes a donation with its call logs', async () => {
    const donation = await newDonation(clientA, campaignA);
    await sql('insert into call_logs (donation_id) values ($1)', [donation]);
    await sql('delete from donations where id = $1', [donation]);
    expect(
      await count('select count(*) as n from call_logs where donation_id = $1', [donation]),
    ).toBe(0);
  });
});
