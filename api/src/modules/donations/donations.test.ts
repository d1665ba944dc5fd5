import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DONATION_MESSAGES,
  LIST_MESSAGES,
  type Campaign,
  type Client,
  type Donation,
  type DonationDuplicate,
  type DonationHistoryEntry,
  type DonationListItem,
  type DonationPayload,
  type ListPage,
  type ValidationErrorBody,
} from '@veldwerk/shared/domain';
import { MESSAGES } from '@veldwerk/shared/validation';
import { donations } from '../../db/schema';
import { callers, multipartFile, PNG_BYTES, uniqueTag, type Call } from '../../../test/calls';
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
let administration: Call;
let client: Client;
let otherClient: Client;
let campaign: Campaign;
let otherCampaign: Campaign;

type Saved = Donation & { duplicates: DonationDuplicate[] };
type Body = DonationPayload['donation'];

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A PENDING donor that passes every rule of spec §5. */
const valid = (overrides: Partial<Body> = {}): Body => ({
  reference_number: 'T12345',
  state: 'PENDING',
  client: client.id,
  campaign: campaign.id,
  start_date: isoDay(-3),
  iban: 'NL91ABNA0417164300',
  postal_code: '1234AB',
  amount: 1250,
  country: 'NL',
  birth_date: '1980-05-01',
  firstname: 'Jan',
  surname: 'Jansen',
  place: 'Utrecht',
  extra_fields: { shirt_maat: 'M' },
  ...overrides,
});

const childErrors = (body: string) => (JSON.parse(body) as ValidationErrorBody).errors.children;

async function create(body: Body, call: Call = as.employee): Promise<Saved> {
  const response = await call('POST', '/api/donations', { donation: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Saved>();
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  as = await callers(app);
  const token = await signInAs(app, 'administration@veldwerk.test');
  administration = (method, url, payload) =>
    app.inject({
      method,
      url,
      headers: authHeader(token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const clients: Client[] = [];
  for (const name of [uniqueTag('Goede doel'), uniqueTag('Ander doel')]) {
    const response = await as.superAdministration('POST', '/api/clients', { client: { name } });
    clients.push(response.json<Client>());
  }
  [client, otherClient] = clients as [Client, Client];
  const made: Campaign[] = [];
  for (const [owner, name] of [
    [client, 'Straat 2026'],
    [otherClient, 'Deur 2026'],
  ] as const) {
    const response = await as.superAdministration('POST', `/api/clients/${owner.id}/campaigns`, {
      campaign: {
        name,
        input_fields: [
          { name: 'shirt_maat', label: 'Shirtmaat', required: true, options: ['S', 'M', 'L'] },
          { name: 'opmerking', label: 'Opmerking', required: false, options: [] },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    made.push(response.json<Campaign>());
  }
  [campaign, otherCampaign] = made as [Campaign, Campaign];
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('POST /api/donations', () => {
  it('creates a PENDING donor in cents with its input fields, recruited now, audited', async () => {
    const saved = await create(valid({ email: 'jan@voorbeeld.nl' }));
    expect(saved).toMatchObject({
      state: 'PENDING',
      client: client.id,
      campaign: campaign.id,
      amount: 1250,
      // The field worker who entered it does not edit donations afterwards: masked (issue 11).
      iban: 'NL91 •••• •••• ••43 00',
      extra_fields: { shirt_maat: 'M' },
      reject_state: null,
    });
    expect(saved.recruited_date).not.toBeNull();
    const full = await administration('GET', `/api/donations/${saved.id}`);
    expect(full.json<{ iban: string }>().iban).toBe('NL91ABNA0417164300');
    const history = await administration('GET', `/api/donations/${saved.id}/history`);
    const entries = history.json<{ results: DonationHistoryEntry[] }>().results;
    expect(entries).toHaveLength(1);
    expect(entries[0]?.action).toBe('create');
    expect(entries[0]?.actor_email).toBe('employee@veldwerk.test');
    // IBAN values never reach the audit log.
    expect(entries[0]?.changes.iban).toEqual({ from: null, to: '[redacted]' });
  });

  it('answers every PENDING rule with its Dutch message', async () => {
    const response = await as.employee('POST', '/api/donations', {
      donation: valid({
        reference_number: 'X1',
        start_date: isoDay(-90),
        iban: 'NL00ABNA0000000000',
        postal_code: null,
        amount: 25_001,
        country: 'NLD',
        birth_date: isoDay(-365 * 10),
      }),
    });
    expect(response.statusCode).toBe(400);
    const errors = childErrors(response.body);
    expect(errors.reference_number?.errors[0]).toBe(MESSAGES.format);
    expect(errors.start_date?.errors[0]).toBe(MESSAGES.recentDate);
    expect(errors.iban?.errors[0]).toBe(MESSAGES.format);
    expect(errors.postal_code?.errors[0]).toBe(MESSAGES.required);
    expect(errors.amount?.errors[0]).toBe(MESSAGES.maxAmount);
    expect(errors.country?.errors[0]).toBe(MESSAGES.format);
    expect(errors.birth_date?.errors[0]).toBe(MESSAGES.adultAge);
  });

  it("requires the campaign's required input fields when PENDING, not in CONCEPT", async () => {
    const response = await as.employee('POST', '/api/donations', {
      donation: valid({ extra_fields: { opmerking: 'x' } }),
    });
    expect(response.statusCode).toBe(400);
    expect(childErrors(response.body)['extra_fields.shirt_maat']?.errors[0]).toBe(
      MESSAGES.required,
    );
    await create(valid({ state: 'CONCEPT', extra_fields: {} }));
  });

  it('saves a CONCEPT without any validation (only the campaign is needed)', async () => {
    const saved = await create({
      state: 'CONCEPT',
      campaign: campaign.id,
      reference_number: 'nog niet',
      amount: 99_999,
    });
    expect(saved).toMatchObject({ state: 'CONCEPT', amount: 99_999, client: client.id });
  });

  it('refuses a value for an input field the campaign does not have, and an invalid option', async () => {
    const response = await as.employee('POST', '/api/donations', {
      donation: valid({ extra_fields: { shirt_maat: 'XXL', schoenmaat: '44' } }),
    });
    expect(response.statusCode).toBe(400);
    const errors = childErrors(response.body);
    expect(errors['extra_fields.schoenmaat']?.errors[0]).toBe(DONATION_MESSAGES.unknownInputField);
    expect(errors['extra_fields.shirt_maat']?.errors[0]).toBe(MESSAGES.invalidChoice);
  });

  it("refuses a client other than the campaign's, and an unknown campaign", async () => {
    const mismatch = await as.employee('POST', '/api/donations', {
      donation: valid({ client: otherClient.id }),
    });
    expect(childErrors(mismatch.body).client?.errors[0]).toBe(DONATION_MESSAGES.clientMismatch);
    const missing = await as.employee('POST', '/api/donations', {
      donation: valid({ campaign: 2_000_000_000 }),
    });
    expect(childErrors(missing.body).campaign?.errors[0]).toBe(DONATION_MESSAGES.campaignNotFound);
  });

  it('offers only CONCEPT and PENDING to a new donor', async () => {
    const response = await as.employee('POST', '/api/donations', {
      donation: valid({ state: 'APPROVED' }),
    });
    expect(childErrors(response.body).state?.errors[0]).toBe(MESSAGES.invalidChoice);
  });
});

describe('duplicates', () => {
  it('reports donations with the same IBAN, mobile or email across every client, on save and by query', async () => {
    const iban = 'NL02ABNA0123456789';
    const first = await create(
      valid({
        iban,
        mobile: '0612345678',
        campaign: otherCampaign.id,
        client: otherClient.id,
        reference_number: '777',
      }),
    );
    expect(first.duplicates).toEqual([]);
    const second = await create(valid({ iban, email: 'dubbel@voorbeeld.nl' }));
    expect(second.duplicates).toEqual([
      expect.objectContaining({
        id: first.id,
        reference_number: '777',
        client: otherClient.id,
        campaign_name: 'Deur 2026',
        matches: ['iban'],
      }),
    ]);
    const byQuery = await administration(
      'GET',
      `/api/donations/duplicates?iban=${iban.toLowerCase()}&mobile=06%2012345678&exclude=${second.id}`,
    );
    expect(byQuery.statusCode, byQuery.body).toBe(200);
    expect(byQuery.json<{ results: DonationDuplicate[] }>().results).toEqual([
      expect.objectContaining({ id: first.id, matches: ['iban', 'mobile'] }),
    ]);
    const empty = await administration('GET', '/api/donations/duplicates');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(DONATION_MESSAGES.duplicateQueryEmpty);
  });
});

describe('updates, the reject flow and the secured rule', () => {
  const setExported = (id: number) =>
    database.db.update(donations).set({ lastExportDate: new Date() }).where(eq(donations.id, id));

  it('PUT rejects with the first reason of the not-exported list when none is chosen', async () => {
    const saved = await create(valid());
    const response = await as.employee('PUT', `/api/donations/${saved.id}`, {
      donation: valid({ state: 'REJECTED', reject_comment: 'Spijt' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Donation>()).toMatchObject({
      state: 'REJECTED',
      reject_state: 'ERRONEOUS',
      reject_comment: 'Spijt',
    });
    const wrong = await as.employee('PUT', `/api/donations/${saved.id}`, {
      donation: valid({ state: 'REJECTED', reject_state: 'STORNO' }),
    });
    expect(childErrors(wrong.body).reject_state?.errors[0]).toBe(
      DONATION_MESSAGES.rejectReasonNotApplicable,
    );
  });

  it('PATCH (administration) uses the exported reasons once exported', async () => {
    const saved = await create(valid());
    await setExported(saved.id);
    const refused = await administration('PATCH', `/api/donations/${saved.id}`, {
      donation: { state: 'REJECTED', reject_state: 'REGRET' },
    });
    expect(childErrors(refused.body).reject_state?.errors[0]).toBe(
      DONATION_MESSAGES.rejectReasonNotApplicable,
    );
    const rejected = await administration('PATCH', `/api/donations/${saved.id}`, {
      donation: { state: 'REJECTED' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<Donation>().reject_state).toBe('UNKNOWN');
    const storno = await administration('PATCH', `/api/donations/${saved.id}`, {
      donation: { reject_state: 'STORNO', call_attempts: 2, checked: 'NO_ANSWER' },
    });
    expect(storno.json<Donation>()).toMatchObject({
      state: 'REJECTED',
      reject_state: 'STORNO',
      call_attempts: 2,
      checked: 'NO_ANSWER',
    });
    const history = await administration('GET', `/api/donations/${saved.id}/history`);
    const [latest] = history.json<{ results: DonationHistoryEntry[] }>().results;
    expect(latest?.changes.reject_state).toEqual({ from: 'UNKNOWN', to: 'STORNO' });
    expect(latest?.actor_email).toBe('administration@veldwerk.test');
  });

  it('PATCH into PENDING re-runs the PENDING rules on the stored donor', async () => {
    // A CONCEPT is stored without checks: no IBAN, no required input field.
    const concept = await create(valid({ state: 'CONCEPT', iban: null, extra_fields: {} }));
    const refused = await administration('PATCH', `/api/donations/${concept.id}`, {
      donation: { state: 'PENDING' },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    const errors = childErrors(refused.body);
    expect(errors.iban?.errors[0]).toBe(MESSAGES.required);
    const stored = await administration('GET', `/api/donations/${concept.id}`);
    expect(stored.json<Donation>().state).toBe('CONCEPT');
    // Completed, the same state change is accepted, and the stored IBAN is checked in full.
    const completed = await administration('PUT', `/api/donations/${concept.id}`, {
      donation: valid({ state: 'CONCEPT' }),
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const pending = await administration('PATCH', `/api/donations/${concept.id}`, {
      donation: { state: 'PENDING' },
    });
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json<Donation>().state).toBe('PENDING');
  });

  it('a secured donation (approved and exported) refuses mandate changes and delete, allows follow-up', async () => {
    const saved = await create(valid());
    const approved = await administration('PATCH', `/api/donations/${saved.id}`, {
      donation: { state: 'APPROVED' },
    });
    expect(approved.statusCode).toBe(200);
    await setExported(saved.id);
    const current = (await administration('GET', `/api/donations/${saved.id}`)).json<Donation>();
    const base = valid({ state: 'APPROVED', recruited_date: current.recruited_date });

    const changeIban = await as.employee('PUT', `/api/donations/${saved.id}`, {
      donation: { ...base, iban: 'NL02ABNA0123456789' },
    });
    expect(changeIban.statusCode).toBe(409);
    expect(changeIban.json<{ message: string }>().message).toBe(DONATION_MESSAGES.securedRefusal);

    const followUp = await as.employee('PUT', `/api/donations/${saved.id}`, {
      donation: { ...base, call_attempts: 3, comment: 'Teruggebeld' },
    });
    expect(followUp.statusCode, followUp.body).toBe(200);

    const deleted = await as.admin('DELETE', `/api/donations/${saved.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json<{ message: string }>().message).toBe(DONATION_MESSAGES.securedDelete);

    const storno = await administration('PATCH', `/api/donations/${saved.id}`, {
      donation: { state: 'REJECTED', reject_state: 'STORNO' },
    });
    expect(storno.statusCode).toBe(200);
  });

  it('DELETE by ROLE_ADMIN removes an unsecured donor (audited); 404 afterwards', async () => {
    const saved = await create(valid());
    expect((await as.admin('DELETE', `/api/donations/${saved.id}`)).statusCode).toBe(204);
    expect((await as.admin('GET', `/api/donations/${saved.id}`)).statusCode).toBe(404);
    expect((await as.admin('DELETE', `/api/donations/${saved.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/donations', () => {
  it('filters by state, client and campaign, sorts by recruited date and walks by cursor', async () => {
    const tag = `Zoek${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 8)}`;
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const saved = await create(
        valid({ surname: `${tag}é`, recruited_date: `2026-01-0${i + 1}T10:00:00.000Z` }),
      );
      ids.push(saved.id);
    }
    const base = `/api/donations?state[]=PENDING&client=${client.id}&campaign=${campaign.id}&surname=${tag}e&sort=recruited_date&order=desc&limit=2`;
    const first = await as.manager('GET', base);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<ListPage<DonationListItem>>();
    expect(page.count).toBe(5);
    expect(page.results.map((row) => row.id)).toEqual([ids[4], ids[3]]);
    expect(page.results[0]).toMatchObject({
      client_name: client.name,
      campaign_name: 'Straat 2026',
      amount: 1250,
    });
    const next = await as.manager('GET', `${base}&cursor=${page.next_cursor ?? ''}`);
    expect(next.json<ListPage<DonationListItem>>().results.map((row) => row.id)).toEqual([
      ids[2],
      ids[1],
    ]);
    const ranged = await as.manager(
      'GET',
      `/api/donations?surname=${tag}&recruited_date[from]=2026-01-02&recruited_date[to]=2026-01-03`,
    );
    expect(ranged.json<ListPage<DonationListItem>>().count).toBe(2);
  });

  it('answers 400 for a client that is no number and a date range that is no date', async () => {
    const response = await as.manager('GET', '/api/donations?client=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(LIST_MESSAGES.invalid);
    const dates = await as.manager('GET', '/api/donations?recruited_date[from]=31/12/2026');
    expect(dates.statusCode).toBe(400);
  });
});

describe('access (spec §6)', () => {
  it('POST and PUT by employee; GET by manager or administration; PATCH by administration; DELETE by admin', async () => {
    const saved = await create(valid());
    expect((await as.employee('GET', '/api/donations')).statusCode).toBe(403);
    expect((await as.employee('GET', `/api/donations/${saved.id}`)).statusCode).toBe(403);
    expect((await as.manager('GET', `/api/donations/${saved.id}`)).statusCode).toBe(200);
    expect((await administration('GET', `/api/donations/${saved.id}`)).statusCode).toBe(200);
    expect(
      (
        await as.manager('PATCH', `/api/donations/${saved.id}`, {
          donation: { state: 'APPROVED' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await administration('DELETE', `/api/donations/${saved.id}`)).statusCode).toBe(403);
    expect((await as.anonymous('POST', '/api/donations', { donation: valid() })).statusCode).toBe(
      401,
    );
    expect((await as.employee('GET', '/api/donations/duplicates?iban=x')).statusCode).toBe(403);
  });
});

describe('signatures', () => {
  it('any user uploads a checked image; only ROLE_ADMIN reads it; a donor links it', async () => {
    const file = multipartFile('upload[upload]', 'handtekening.png', 'image/png', PNG_BYTES);
    const uploaded = await as.employee('POST', '/api/upload/signature', file.payload, file.headers);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const name = uploaded.json<{ value: string }>().value;
    expect(name).toMatch(/^[0-9a-f]{32}\.png$/);

    const fake = multipartFile('upload[upload]', 'x.png', 'image/png', Buffer.from('<svg/>'));
    expect(
      (await as.employee('POST', '/api/upload/signature', fake.payload, fake.headers)).statusCode,
    ).toBe(415);

    const saved = await create(valid({ signature: name }));
    expect(saved.signature).toBe(name);
    const read = await as.admin('GET', `/api/upload/signature/${name}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect((await administration('GET', `/api/upload/signature/${name}`)).statusCode).toBe(403);

    const unknown = await as.employee('POST', '/api/donations', {
      donation: valid({ signature: `${'0'.repeat(32)}.png` }),
    });
    expect(childErrors(unknown.body).signature?.errors[0]).toBe(
      DONATION_MESSAGES.signatureNotFound,
    );
  });
});
