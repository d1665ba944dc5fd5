import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTOCOMPLETE_LIMIT, type Client, type ValidationErrorBody } from '@veldwerk/shared/domain';
import { anyNumber, callers, uniqueTag } from '../../../test/calls';
import { createTestApp, openTestDatabase, type TestDatabase } from '../../../test/harness';

let database: TestDatabase;
let app: FastifyInstance;
let as: Awaited<ReturnType<typeof callers>>;
let tag: string;
const clientsByName = new Map<string, Client>();

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  as = await callers(app);
  tag = uniqueTag('q');
  for (const [name, enabled] of [
    [`Fonds ${tag} Noord`, true],
    [`${tag} Zuid`, true],
    [`${tag}`, false],
    [`Oost ${tag}`, true],
  ] as const) {
    const response = await as.superAdministration('POST', '/api/clients', {
      client: { name, enabled },
    });
    clientsByName.set(name, response.json<Client>());
  }
  const zuid = clientsByName.get(`${tag} Zuid`);
  const noord = clientsByName.get(`Fonds ${tag} Noord`);
  for (const [clientId, name, enabled] of [
    [zuid?.id, 'Winteractie', true],
    [zuid?.id, 'Zomeractie', false],
    [noord?.id, `Actie ${tag}`, true],
  ] as const) {
    await as.superAdministration('POST', `/api/clients/${clientId}/campaigns`, {
      campaign: { name, enabled },
    });
  }
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const get = (url: string) => as.employee('GET', url);

describe('GET /api/autocomplete/clients.json', () => {
  it('finds clients by name, exact match first, then starting with, then containing', async () => {
    const response = await get(`/api/autocomplete/clients.json?q=${tag.toUpperCase()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ label: string }[]>().map((item) => item.label)).toEqual([
      tag,
      `${tag} Zuid`,
      `Fonds ${tag} Noord`,
      `Oost ${tag}`,
    ]);
    expect(response.json<unknown[]>()[0]).toEqual({ id: clientsByName.get(tag)?.id, label: tag });
    const enabled = await get(`/api/autocomplete/clients.json?q=${tag}&enabled=true`);
    expect(enabled.json<{ label: string }[]>().map((item) => item.label)).not.toContain(tag);
  });

  it('answers 400 with a Dutch message below 2 characters, 401 without a session', async () => {
    for (const q of ['', 'a', '%20a%20']) {
      const response = await get(`/api/autocomplete/clients.json?q=${q}`);
      expect(response.statusCode, q).toBe(400);
      expect(response.json<ValidationErrorBody>().errors.children.q?.errors[0]).toBe(
        'Minimaal 2 karakters',
      );
    }
    expect((await get('/api/autocomplete/clients.json')).statusCode).toBe(400);
    expect((await as.anonymous('GET', `/api/autocomplete/clients.json?q=${tag}`)).statusCode).toBe(
      401,
    );
  });

  it('gives at most the limit, and treats % and _ literally', async () => {
    const many = uniqueTag('veel');
    for (let i = 0; i < AUTOCOMPLETE_LIMIT + 3; i++) {
      await as.superAdministration('POST', '/api/clients', {
        client: { name: `${many} ${String(i).padStart(2, '0')}` },
      });
    }
    const response = await get(`/api/autocomplete/clients.json?q=${many}`);
    expect(response.json<unknown[]>()).toHaveLength(AUTOCOMPLETE_LIMIT);
    expect((await get('/api/autocomplete/clients.json?q=%25%25')).json()).toEqual([]);
    expect((await get('/api/autocomplete/clients.json?q=__')).json()).toEqual([]);
  });
});

describe('GET /api/autocomplete/campaigns.json', () => {
  it('finds campaigns by campaign or client name, with the client, narrowed by client and enabled', async () => {
    const zuid = clientsByName.get(`${tag} Zuid`);
    const byClientName = await get(`/api/autocomplete/campaigns.json?q=${tag} zuid`);
    expect(byClientName.json()).toEqual([
      {
        id: anyNumber,
        label: 'Winteractie',
        client_id: zuid?.id,
        client_name: `${tag} Zuid`,
      },
      {
        id: anyNumber,
        label: 'Zomeractie',
        client_id: zuid?.id,
        client_name: `${tag} Zuid`,
      },
    ]);
    const enabled = await get(`/api/autocomplete/campaigns.json?q=${tag}&enabled=1`);
    expect(enabled.json<{ label: string }[]>().map((item) => item.label)).toEqual([
      `Actie ${tag}`,
      'Winteractie',
    ]);
    const narrowed = await get(`/api/autocomplete/campaigns.json?q=${tag}&client=${zuid?.id}`);
    expect(narrowed.json<{ label: string }[]>().map((item) => item.label)).toEqual([
      'Winteractie',
      'Zomeractie',
    ]);
    expect(
      (await get(`/api/autocomplete/campaigns.json?q=${tag}&client=99999999999`)).json(),
    ).toEqual([]);
    expect((await get(`/api/autocomplete/campaigns.json?q=${tag}&client=abc`)).statusCode).toBe(
      400,
    );
    expect((await get('/api/autocomplete/campaigns.json?q=x')).statusCode).toBe(400);
  });

  it('is not there for other resources', async () => {
    expect((await get('/api/autocomplete/donations.json?q=ab')).statusCode).toBe(404);
  });
});
