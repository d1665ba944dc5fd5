import { LIST_MESSAGES } from '@veldwerk/shared/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Campaign,
  CampaignPayload,
  Client,
  ListPage,
  ValidationErrorBody,
} from '@veldwerk/shared/domain';
import { auditTrail } from '../../db/audit/repo';
import { campaigns } from '../../db/schema';
import { anyNumber, callers, uniqueTag } from '../../../test/calls';
import { createTestApp, openTestDatabase, type TestDatabase } from '../../../test/harness';
import { CAMPAIGN_MESSAGES } from './messages';
import { findCampaign, updateCampaign } from './repo';

let database: TestDatabase;
let app: FastifyInstance;
let as: Awaited<ReturnType<typeof callers>>;
let client: Client;
let other: Client;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  as = await callers(app);
  const made = [];
  for (const name of [uniqueTag('Klant'), uniqueTag('Ander')]) {
    const response = await as.superAdministration('POST', '/api/clients', { client: { name } });
    made.push(response.json<Client>());
  }
  [client, other] = made as [Client, Client];
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const fields = [
  { name: 'shirt_maat', label: 'Shirtmaat', required: true, options: ['S', 'M', 'L'] },
  { name: 'opmerking', label: 'Opmerking', required: false, options: [] },
];

async function createCampaign(
  campaign: CampaignPayload['campaign'],
  clientId = client.id,
): Promise<Campaign> {
  const response = await as.superAdministration('POST', `/api/clients/${clientId}/campaigns`, {
    campaign,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Campaign>();
}

const childErrors = (body: string) => (JSON.parse(body) as ValidationErrorBody).errors.children;

describe('POST /api/clients/{clientId}/campaigns', () => {
  it('creates a campaign with its input fields in order, audited as one entry', async () => {
    const campaign = await createCampaign({
      name: 'Zomer 2025',
      backstage_reference: 'Zomer-2025',
      available_for_tablet: true,
      email_text: 'Bedankt!',
      address_link: 'https://voorbeeld.nl/adres',
      input_fields: fields,
    });
    expect(campaign).toEqual({
      id: anyNumber,
      name: 'Zomer 2025',
      backstage_reference: 'zomer-2025',
      enabled: true,
      available_for_tablet: true,
      email_text: 'Bedankt!',
      address_link: 'https://voorbeeld.nl/adres',
      client: client.id,
      input_fields: fields,
    });
    const [entry] = await auditTrail(database.db, campaigns, campaign.id);
    expect(entry).toMatchObject({
      action: 'create',
      changes: {
        name: { from: null, to: 'Zomer 2025' },
        client_id: { from: null, to: client.id },
        input_fields: { from: null, to: fields },
      },
    });
  });

  it.each([
    [{ name: 'ab' }, 'name', 'Minimaal 3 karakters'],
    [{ name: '' }, 'name', 'Vereist veld'],
    [{ name: 'x'.repeat(101) }, 'name', 'Maximaal 100 karakters'],
    [
      { name: 'Goed', backstage_reference: 'geen slug!' },
      'backstage_reference',
      'Incorrect formaat',
    ],
    [{ name: 'Goed', address_link: 'ftp://x' }, 'address_link', 'Incorrect formaat'],
    [
      { name: 'Goed', input_fields: [{ name: 'Met Spatie', label: 'X' }] },
      'input_fields.0.name',
      'Incorrect formaat',
    ],
    [
      { name: 'Goed', input_fields: [{ name: 'veld', label: '' }] },
      'input_fields.0.label',
      'Vereist veld',
    ],
    [
      {
        name: 'Goed',
        input_fields: [
          { name: 'veld', label: 'A' },
          { name: 'veld', label: 'B' },
        ],
      },
      'input_fields.1.name',
      'Deze naam komt al voor',
    ],
  ])('refuses %j with "%s: %s"', async (campaign, field, message) => {
    const response = await as.superAdministration('POST', `/api/clients/${client.id}/campaigns`, {
      campaign,
    });
    expect(response.statusCode).toBe(400);
    expect(childErrors(response.body)[field]?.errors[0]).toBe(message);
  });

  it('answers 404 for a missing client, 403 below super administration, 401 anonymous', async () => {
    const payload = { campaign: { name: 'Geen klant' } };
    expect(
      (await as.superAdministration('POST', '/api/clients/999999/campaigns', payload)).statusCode,
    ).toBe(404);
    expect(
      (await as.manager('POST', `/api/clients/${client.id}/campaigns`, payload)).statusCode,
    ).toBe(403);
    expect(
      (await as.anonymous('POST', `/api/clients/${client.id}/campaigns`, payload)).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/clients/{clientId}/campaigns', () => {
  it("lists only that client's campaigns with their fields, filtered and sorted", async () => {
    const tag = uniqueTag('Lijst');
    const made = [
      await createCampaign({ name: `${tag} B`, available_for_tablet: true, input_fields: fields }),
      await createCampaign({ name: `${tag} A`, enabled: false }),
      await createCampaign({ name: `${tag} C`, available_for_tablet: true }),
    ];
    await createCampaign({ name: `${tag} Ander` }, other.id);

    const list = async (query: string) => {
      const response = await as.employee(
        'GET',
        `/api/clients/${client.id}/campaigns?name=${tag}&${query}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ListPage<Campaign>>();
    };
    const all = await list('');
    expect(all.count).toBe(3);
    expect(all.results.map((row) => row.name)).toEqual([`${tag} A`, `${tag} B`, `${tag} C`]);
    expect(all.results[1]?.input_fields).toEqual(fields);
    expect((await list('sort=name&order=desc')).results.map((r) => r.id)).toEqual([
      made[2]?.id,
      made[0]?.id,
      made[1]?.id,
    ]);
    expect((await list('sort=id&order=desc')).results.map((r) => r.id)).toEqual(
      made.map((r) => r.id).reverse(),
    );
    expect((await list('enabled=false')).results.map((r) => r.id)).toEqual([made[1]?.id]);
    expect((await list('available_for_tablet=1&enabled=1')).results.map((r) => r.id)).toEqual([
      made[0]?.id,
      made[2]?.id,
    ]);

    const first = await list('limit=2');
    expect(first.next_cursor).not.toBeNull();
    const second = await list(`limit=2&cursor=${first.next_cursor}`);
    expect(second.results.map((r) => r.name)).toEqual([`${tag} C`]);
    expect(second.next_cursor).toBeNull();

    // A cursor is bound to its client: the same cursor on another client's list is refused.
    const elsewhere = await as.employee(
      'GET',
      `/api/clients/${other.id}/campaigns?name=${tag}&limit=2&cursor=${first.next_cursor}`,
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(childErrors(elsewhere.body).cursor?.errors[0]).toBe(LIST_MESSAGES.otherListCursor);
  });

  it('answers 404 for a missing client, 400 for an unknown filter, 401 anonymous', async () => {
    expect((await as.employee('GET', '/api/clients/999999/campaigns')).statusCode).toBe(404);
    const unknown = await as.employee('GET', `/api/clients/${client.id}/campaigns?client=3`);
    expect(unknown.statusCode).toBe(400);
    expect(childErrors(unknown.body).client?.errors[0]).toBe('Onbekend filter "client".');
    expect((await as.anonymous('GET', `/api/clients/${client.id}/campaigns`)).statusCode).toBe(401);
  });
});

describe('GET, PUT and DELETE /api/clients/{clientId}/campaigns/{campaignId}', () => {
  it("reads one campaign; another client's campaign is not found", async () => {
    const campaign = await createCampaign({ name: 'Lezen', input_fields: fields });
    const response = await as.employee('GET', `/api/clients/${client.id}/campaigns/${campaign.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(campaign);
    const wrongClient = await as.employee(
      'GET',
      `/api/clients/${other.id}/campaigns/${campaign.id}`,
    );
    expect(wrongClient.statusCode).toBe(404);
    expect(wrongClient.json()).toMatchObject({ error: { message: CAMPAIGN_MESSAGES.notFound } });
    expect(
      (await as.employee('GET', `/api/clients/${client.id}/campaigns/999999`)).statusCode,
    ).toBe(404);
  });

  it('replaces the campaign and its input fields, audited with the field changes', async () => {
    const campaign = await createCampaign({ name: 'Bijwerken', input_fields: fields });
    const newFields = [{ name: 'kleur', label: 'Kleur', required: false, options: [] }];
    const response = await as.superAdministration(
      'PUT',
      `/api/clients/${client.id}/campaigns/${campaign.id}`,
      { campaign: { name: 'Bijgewerkt', enabled: false, input_fields: newFields } },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Bijgewerkt',
      enabled: false,
      input_fields: newFields,
    });
    const [entry] = await auditTrail(database.db, campaigns, campaign.id);
    expect(entry).toMatchObject({
      action: 'update',
      changes: {
        name: { from: 'Bijwerken', to: 'Bijgewerkt' },
        enabled: { from: true, to: false },
        input_fields: { from: fields, to: newFields },
      },
    });
  });

  it('answers PUT with 400, 404 (other client) and 403 as the rules say', async () => {
    const campaign = await createCampaign({ name: 'Regels' });
    const url = `/api/clients/${client.id}/campaigns/${campaign.id}`;
    const invalid = await as.superAdministration('PUT', url, { campaign: { name: 'x' } });
    expect(childErrors(invalid.body).name?.errors[0]).toBe('Minimaal 3 karakters');
    const wrong = await as.superAdministration(
      'PUT',
      `/api/clients/${other.id}/campaigns/${campaign.id}`,
      { campaign: { name: 'Verhuisd' } },
    );
    expect(wrong.statusCode).toBe(404);
    expect((await as.manager('PUT', url, { campaign: { name: 'Manager' } })).statusCode).toBe(403);
  });

  it('writes a campaign and its fields all or nothing', async () => {
    const campaign = await createCampaign({ name: 'Alles of niets', input_fields: fields });
    // A field name the database refuses (the payload schema would refuse it first).
    await expect(
      updateCampaign(database.db, { id: null, email: null }, client.id, campaign.id, {
        name: 'Half gelukt',
        backstage_reference: null,
        enabled: true,
        available_for_tablet: false,
        email_text: null,
        address_link: null,
        input_fields: [{ name: 'Ongeldig Veld', label: 'X', required: false, options: [] }],
      }),
    ).rejects.toThrow();
    expect(await findCampaign(database.db, client.id, campaign.id)).toEqual(campaign);
    expect((await auditTrail(database.db, campaigns, campaign.id)).map((e) => e.action)).toEqual([
      'create',
    ]);
  });

  it('deletes a campaign (audited), refuses one that donations use (409)', async () => {
    const campaign = await createCampaign({ name: 'Verwijderen', input_fields: fields });
    const url = `/api/clients/${client.id}/campaigns/${campaign.id}`;
    expect((await as.manager('DELETE', url)).statusCode).toBe(403);
    expect(
      (await as.superAdministration('DELETE', `/api/clients/${other.id}/campaigns/${campaign.id}`))
        .statusCode,
    ).toBe(404);
    expect((await as.superAdministration('DELETE', url)).statusCode).toBe(204);
    expect((await as.employee('GET', url)).statusCode).toBe(404);
    const [entry] = await auditTrail(database.db, campaigns, campaign.id);
    expect(entry).toMatchObject({
      action: 'delete',
      changes: { input_fields: { from: fields, to: null } },
    });

    const used = await createCampaign({ name: 'In gebruik' });
    await database.db.execute(
      sql`insert into donations (client_id, campaign_id) values (${client.id}, ${used.id})`,
    );
    const refused = await as.superAdministration(
      'DELETE',
      `/api/clients/${client.id}/campaigns/${used.id}`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { message: CAMPAIGN_MESSAGES.inUse } });
  });
});

describe('project reference is unique (issue 9)', () => {
  it('refuses a second campaign with the same project reference, on the field, in Dutch', async () => {
    const reference = uniqueTag('ref')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    const first = await createCampaign({ name: 'Eerste', backstage_reference: reference });
    const again = await as.superAdministration('POST', `/api/clients/${other.id}/campaigns`, {
      campaign: { name: 'Tweede', backstage_reference: reference.toUpperCase() },
    });
    expect(again.statusCode).toBe(400);
    expect(childErrors(again.body).backstage_reference?.errors).toEqual([
      CAMPAIGN_MESSAGES.duplicateReference,
    ]);
    // Saving the campaign that has it keeps it; another campaign may not take it over.
    const same = await as.superAdministration(
      'PUT',
      `/api/clients/${client.id}/campaigns/${first.id}`,
      { campaign: { name: 'Eerste bijgewerkt', backstage_reference: reference } },
    );
    expect(same.statusCode, same.body).toBe(200);
    const second = await createCampaign({ name: 'Tweede', backstage_reference: `${reference}-b` });
    const takeOver = await as.superAdministration(
      'PUT',
      `/api/clients/${client.id}/campaigns/${second.id}`,
      { campaign: { name: 'Tweede', backstage_reference: reference } },
    );
    expect(takeOver.statusCode).toBe(400);
    expect(childErrors(takeOver.body).backstage_reference?.errors).toEqual([
      CAMPAIGN_MESSAGES.duplicateReference,
    ]);
  });

  it('is held by the database too (a unique index): no writer gets around it', async () => {
    const reference = uniqueTag('idx')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    await createCampaign({ name: 'Met referentie', backstage_reference: reference });
    const raw = database.db.execute(
      sql`insert into campaigns (client_id, name, backstage_reference) values (${other.id}, 'Rauw', ${reference})`,
    );
    await expect(raw).rejects.toMatchObject({
      cause: expect.objectContaining({
        constraint: 'campaigns_backstage_reference_key',
      }) as unknown,
    });
  });
});
