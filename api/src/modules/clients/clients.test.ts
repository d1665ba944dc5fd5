import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIST_MESSAGES,
  HTTP_MESSAGES,
  type Client,
  type ListPage,
  type ValidationErrorBody,
} from '@veldwerk/shared/domain';
import { auditTrail } from '../../db/audit/repo';
import { clients } from '../../db/schema';
import { anyNumber, callers, uniqueTag } from '../../../test/calls';
import { createTestApp, openTestDatabase, type TestDatabase } from '../../../test/harness';
import { CLIENT_MESSAGES } from './messages';

let database: TestDatabase;
let app: FastifyInstance;
let as: Awaited<ReturnType<typeof callers>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  as = await callers(app);
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

async function createClient(name: string, enabled = true): Promise<Client> {
  const response = await as.superAdministration('POST', '/api/clients', {
    client: { name, enabled },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Client>();
}

const fieldErrors = (body: string) => JSON.parse(body) as ValidationErrorBody;

describe('GET /api/clients', () => {
  it('lists for any signed-in user, filtered by name (contains) and enabled, with count', async () => {
    const tag = uniqueTag('Lijst');
    const made = [
      await createClient(`${tag} Cfonds`),
      await createClient(`${tag} Afonds`, false),
      await createClient(`${tag} Bfonds`),
    ];
    const response = await as.employee('GET', `/api/clients?name=${tag.toUpperCase()}`);
    expect(response.statusCode).toBe(200);
    const page = response.json<ListPage<Client>>();
    expect(page.count).toBe(3);
    expect(page.next_cursor).toBeNull();
    // Default sort: name ascending.
    expect(page.results.map((row) => row.name)).toEqual(
      made.map((row) => row.name).sort((a, b) => (a < b ? -1 : 1)),
    );
    expect(page.results[0]).toEqual({ id: made[1]?.id, name: made[1]?.name, enabled: false });

    const enabled = await as.employee('GET', `/api/clients?name=${tag}&enabled=false`);
    expect(enabled.json<ListPage<Client>>().results.map((row) => row.id)).toEqual([made[1]?.id]);
  });

  it('filters by name ignoring accents and case, on both sides', async () => {
    const tag = uniqueTag('acc');
    const muller = await createClient(`Stichting Müller ${tag}`);
    const een = await createClient(`ÉÉN WERELD ${tag}`);
    const ids = async (name: string) =>
      (await as.employee('GET', `/api/clients?name=${encodeURIComponent(`${name} ${tag}`)}`))
        .json<ListPage<Client>>()
        .results.map((row) => row.id);
    for (const name of ['muller', 'MULLER', 'müller', 'Mûllèr']) {
      expect(await ids(name), name).toEqual([muller.id]);
    }
    for (const name of ['een wereld', 'één wereld', 'Eén Wéreld']) {
      expect(await ids(name), name).toEqual([een.id]);
    }
    expect(await ids('mueller')).toEqual([]);
  });

  it('sorts by name and id both ways and walks the list with the cursor', async () => {
    const tag = uniqueTag('Sort');
    const made: Client[] = [];
    for (const name of ['Delta', 'Alfa', 'Alfa', 'Charlie', 'Bravo', 'Alfa']) {
      made.push(await createClient(`${tag} ${name}`));
    }
    const byName = [...made].sort((a, b) =>
      a.name === b.name ? a.id - b.id : a.name < b.name ? -1 : 1,
    );
    const list = async (query: string) =>
      (await as.manager('GET', `/api/clients?name=${tag}&${query}`)).json<ListPage<Client>>();
    expect((await list('sort=name&order=desc')).results.map((r) => r.id)).toEqual(
      byName.map((r) => r.id).reverse(),
    );
    expect((await list('sort=id')).results.map((r) => r.id)).toEqual(made.map((r) => r.id));
    expect((await list('sort=id&order=desc')).results.map((r) => r.id)).toEqual(
      made.map((r) => r.id).reverse(),
    );

    const walked: number[] = [];
    let cursor: string | null = null;
    do {
      const suffix: string = cursor === null ? '' : `&cursor=${cursor}`;
      const page = await list(`limit=2${suffix}`);
      expect(page.count).toBe(6);
      walked.push(...page.results.map((r) => r.id));
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(walked).toEqual(byName.map((r) => r.id));
  });

  it('sorts names alphabetically regardless of case and accents, through the cursor too', async () => {
    const tag = uniqueTag('Abc');
    // Created in this order; the C collation would answer Appel, Een, appel, zorg, één.
    const made: Client[] = [];
    for (const name of ['zorg', 'Appel', 'één', 'Een', 'appel']) {
      made.push(await createClient(`${tag} ${name}`));
    }
    const byName = (names: string[]) =>
      names.map((name) => made.find((c) => c.name === `${tag} ${name}`)?.id);
    const ascending = byName(['Appel', 'appel', 'Een', 'één', 'zorg']);
    const list = async (query: string) =>
      (await as.employee('GET', `/api/clients?name=${tag}&${query}`)).json<ListPage<Client>>();
    expect((await list('sort=name')).results.map((r) => r.id)).toEqual(ascending);
    expect((await list('sort=name&order=desc')).results.map((r) => r.id)).toEqual(
      [...ascending].reverse(),
    );
    for (const order of ['asc', 'desc'] as const) {
      const walked: number[] = [];
      let cursor: string | null = null;
      // Bounded: a keyset that repeated rows would otherwise never reach the end.
      for (let step = 0; step < 2 * ascending.length; step++) {
        const suffix: string = cursor === null ? '' : `&cursor=${cursor}`;
        const page = await list(`sort=name&order=${order}&limit=1${suffix}`);
        walked.push(...page.results.map((r) => r.id));
        cursor = page.next_cursor;
        if (cursor === null) break;
      }
      expect(walked, order).toEqual(order === 'asc' ? ascending : [...ascending].reverse());
    }
  });

  it('answers 400 for an unknown filter or sort, 401 without a session', async () => {
    const unknown = await as.employee('GET', '/api/clients?campaign=4&sort=city');
    expect(unknown.statusCode).toBe(400);
    expect(fieldErrors(unknown.body)).toMatchObject({
      message: LIST_MESSAGES.invalid,
      errors: {
        children: {
          campaign: { errors: ['Onbekend filter "campaign".'] },
          sort: { errors: ['Op "city" kan niet gesorteerd worden.'] },
        },
      },
    });
    expect((await as.anonymous('GET', '/api/clients')).statusCode).toBe(401);
  });
});

describe('POST /api/clients', () => {
  it('creates a client for super administration, with an audit entry', async () => {
    const response = await as.superAdministration('POST', '/api/clients', {
      client: { name: '  Stichting Zeehond  ' },
    });
    expect(response.statusCode).toBe(201);
    const client = response.json<Client>();
    expect(client).toEqual({
      id: anyNumber,
      name: 'Stichting Zeehond',
      enabled: true,
      campaigns: [],
    });
    const [entry] = await auditTrail(database.db, clients, client.id);
    expect(entry).toMatchObject({
      action: 'create',
      actorEmail: 'super.administration@veldwerk.test',
      changes: { name: { from: null, to: 'Stichting Zeehond' }, enabled: { from: null, to: true } },
    });
  });

  it.each([
    [{ client: { name: '' } }, 'name', 'Vereist veld'],
    [{ client: { name: 'ab' } }, 'name', 'Minimaal 3 karakters'],
    [{ client: { name: 'x'.repeat(101) } }, 'name', 'Maximaal 100 karakters'],
    [{ client: {} }, 'name', 'Vereist veld'],
  ])('refuses %j with "%s: %s"', async (payload, field, message) => {
    const response = await as.superAdministration('POST', '/api/clients', payload);
    expect(response.statusCode).toBe(400);
    const body = fieldErrors(response.body);
    expect(body.message).toBe(HTTP_MESSAGES.invalidForm);
    expect(body.errors.children[field]?.errors[0]).toBe(message);
  });

  it('refuses a non-boolean enabled and a body without the client wrapper', async () => {
    const enabled = await as.superAdministration('POST', '/api/clients', {
      client: { name: 'Goed fonds', enabled: 'ja' },
    });
    expect(enabled.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(enabled.body).errors.children)).toEqual(['enabled']);
    const bare = await as.superAdministration('POST', '/api/clients', { name: 'Goed fonds' });
    expect(bare.statusCode).toBe(400);
  });

  it('is refused to roles below super administration (403) and without a session (401)', async () => {
    const payload = { client: { name: 'Niet toegestaan' } };
    expect((await as.manager('POST', '/api/clients', payload)).statusCode).toBe(403);
    expect((await as.employee('POST', '/api/clients', payload)).statusCode).toBe(403);
    expect((await as.anonymous('POST', '/api/clients', payload)).statusCode).toBe(401);
  });
});

describe('GET, PUT and DELETE /api/clients/{clientId}', () => {
  it('reads one client with its campaign ids; 404 for a missing or malformed id', async () => {
    const client = await createClient(uniqueTag('Een'));
    const campaign = await as.superAdministration('POST', `/api/clients/${client.id}/campaigns`, {
      campaign: { name: 'Voorjaar' },
    });
    const response = await as.employee('GET', `/api/clients/${client.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...client, campaigns: [campaign.json<{ id: number }>().id] });
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      const missing = await as.employee('GET', `/api/clients/${id}`);
      expect(missing.statusCode, id).toBe(404);
    }
    const missing = await as.employee('GET', '/api/clients/999999');
    expect(missing.json()).toMatchObject({ error: { message: CLIENT_MESSAGES.notFound } });
  });

  it('updates a client with an audit entry of the changed fields', async () => {
    const client = await createClient(uniqueTag('Oud'));
    const response = await as.superAdministration('PUT', `/api/clients/${client.id}`, {
      client: { name: 'Nieuwe naam', enabled: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: client.id,
      name: 'Nieuwe naam',
      enabled: false,
      campaigns: [],
    });
    const [entry] = await auditTrail(database.db, clients, client.id);
    expect(entry).toMatchObject({
      action: 'update',
      changes: {
        name: { from: client.name, to: 'Nieuwe naam' },
        enabled: { from: true, to: false },
      },
    });
  });

  it('answers PUT with 400 for an invalid body, 404 for a missing client, 403 below super administration', async () => {
    const client = await createClient(uniqueTag('Put'));
    const invalid = await as.superAdministration('PUT', `/api/clients/${client.id}`, {
      client: { name: 'ab' },
    });
    expect(fieldErrors(invalid.body).errors.children.name?.errors[0]).toBe('Minimaal 3 karakters');
    const missing = await as.superAdministration('PUT', '/api/clients/999999', {
      client: { name: 'Bestaat niet' },
    });
    expect(missing.statusCode).toBe(404);
    const manager = await as.manager('PUT', `/api/clients/${client.id}`, {
      client: { name: 'Manager' },
    });
    expect(manager.statusCode).toBe(403);
  });

  it('deletes a client without campaigns (audited) and refuses one with campaigns (409)', async () => {
    const empty = await createClient(uniqueTag('Weg'));
    expect((await as.manager('DELETE', `/api/clients/${empty.id}`)).statusCode).toBe(403);
    expect((await as.anonymous('DELETE', `/api/clients/${empty.id}`)).statusCode).toBe(401);
    const deleted = await as.superAdministration('DELETE', `/api/clients/${empty.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await as.employee('GET', `/api/clients/${empty.id}`)).statusCode).toBe(404);
    const [entry] = await auditTrail(database.db, clients, empty.id);
    expect(entry).toMatchObject({
      action: 'delete',
      changes: { name: { from: empty.name, to: null } },
    });
    expect((await as.superAdministration('DELETE', `/api/clients/${empty.id}`)).statusCode).toBe(
      404,
    );

    const busy = await createClient(uniqueTag('Bezet'));
    await as.superAdministration('POST', `/api/clients/${busy.id}/campaigns`, {
      campaign: { name: 'Najaar' },
    });
    const refused = await as.superAdministration('DELETE', `/api/clients/${busy.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status: 'error',
      error: { code: 'in_use', message: CLIENT_MESSAGES.hasCampaigns },
    });
    expect((await as.employee('GET', `/api/clients/${busy.id}`)).statusCode).toBe(200);
    expect((await auditTrail(database.db, clients, busy.id)).map((e) => e.action)).toEqual([
      'create',
    ]);
  });
});
