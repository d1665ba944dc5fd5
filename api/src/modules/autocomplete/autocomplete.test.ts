import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTOCOMPLETE_LIMIT, type Client, type ValidationErrorBody } from '@veldwerk/shared/domain';
import { anyNumber, callers, uniqueTag } from '../../../test/calls';
import { createTestApp, openTestDatabase, type TestDatabase } from '../../../test/harness';
import { COMBINING_MARKS } from '../../db/schema/search-key';
import { containsPattern } from '../../db/list/sql';

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

  it('ignores accents and case, in the text and in the names', async () => {
    const own = uniqueTag('acc');
    const names = [`Müller ${own}`, `ZOË ${own}`, `Crème Brûlée ${own}`];
    for (const name of names) {
      await as.superAdministration('POST', '/api/clients', { client: { name } });
    }
    const labels = async (q: string) =>
      (await get(`/api/autocomplete/clients.json?q=${encodeURIComponent(`${q} ${own}`)}`))
        .json<{ label: string }[]>()
        .map((item) => item.label);
    for (const q of ['muller', 'MÜLLER', 'Mùllér']) expect(await labels(q), q).toEqual([names[0]]);
    for (const q of ['zoe', 'zoë', 'Zóé']) expect(await labels(q), q).toEqual([names[1]]);
    expect(await labels('creme brulee')).toEqual([names[2]]);
    expect(await labels('muler')).toEqual([]);
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

describe('the index-backed lookups answer what one scan over the join answers', () => {
  // Mixed case, accents, names shared by clients and campaigns, and more than the limit of most.
  beforeAll(async () => {
    const { rows } = await database.pool.query<{ id: number }>(
      `insert into clients (name, enabled)
       select (array['Zee', 'zeehond', 'Actie', 'ÉÉN wereld', 'een', 'Stichting ZORG'])[1 + n % 6]
              || ' ' || n, n % 4 <> 0
         from generate_series(1, 60) n
       returning id`,
    );
    await database.pool.query(
      `insert into campaigns (client_id, name, enabled)
       select ($1::int[])[1 + n % 60],
              (array['Zomeractie', 'zee', 'Één dag', 'ACTIE', 'Huis aan huis', 'zorg'])[1 + n % 6]
              || ' ' || n, n % 3 <> 0
         from generate_series(1, 300) n`,
      [rows.map((row) => row.id)],
    );
    // A client whose name matches while none of its 45 campaigns' names do (half disabled):
    // more than the limit, so only its first campaigns by name may answer, after the filters.
    await database.pool.query(
      `with client as (insert into clients (name) values ('Groot Fonds') returning id)
       insert into campaigns (client_id, name, enabled)
       select client.id, (array['Deur aan deur', 'deur tot deur', 'Straat'])[1 + n % 3] || ' ' || n,
              n % 2 = 0
         from client, generate_series(1, 45) n`,
    );
  });

  /** Case and accents ignored, in plain SQL (`$6`: the combining marks). */
  const fold = (text: string) =>
    `regexp_replace(normalize(lower((${text}) collate "und-x-icu"), NFD), $6, '', 'g')`;

  /** The lookup as one plain condition over the join, in the promised order. */
  async function reference(q: string, enabled: boolean | undefined, client?: number) {
    const prefix = `${containsPattern(q).slice(1, -1)}%`;
    const { rows } = await database.pool.query<{ label: string }>(
      `select c.id, c.name as label, c.client_id, k.name as client_name
         from campaigns c join clients k on k.id = c.client_id
        where (${fold('c.name')} like ${fold('$1')} or ${fold('k.name')} like ${fold('$1')})
          and ($3::boolean is null or c.enabled = $3) and ($5::int is null or c.client_id = $5)
        order by case when ${fold('c.name')} = ${fold('$2')} then 0
                      when ${fold('c.name')} like ${fold('$4')} then 1 else 2 end,
                 lower(c.name collate "und-x-icu"), c.id
        limit ${AUTOCOMPLETE_LIMIT}`,
      [containsPattern(q), q, enabled ?? null, prefix, client ?? null, COMBINING_MARKS],
    );
    return rows;
  }

  async function clientReference(q: string, enabled: boolean | undefined) {
    const prefix = `${containsPattern(q).slice(1, -1)}%`;
    const { rows } = await database.pool.query<{ label: string }>(
      `select id, name as label from clients
        where ${fold('name')} like ${fold('$1')} and ($3::boolean is null or enabled = $3)
          and $5::int is null
        order by case when ${fold('name')} = ${fold('$2')} then 0
                      when ${fold('name')} like ${fold('$4')} then 1 else 2 end,
                 lower(name collate "und-x-icu"), id
        limit ${AUTOCOMPLETE_LIMIT}`,
      [containsPattern(q), q, enabled ?? null, prefix, null, COMBINING_MARKS],
    );
    return rows;
  }

  const QUERIES = [
    ...['ze', 'ZE', 'zee', 'actie', 'Actie 1', 'één', 'een', 'EEN', 'zorg', 'n 1', '%_', 'xq'],
    ...['groot', 'GROOT FONDS', 'oot f'],
  ];

  it.each(QUERIES)('campaigns for %j (all, enabled only, one client)', async (q) => {
    const url = `/api/autocomplete/campaigns.json?q=${encodeURIComponent(q)}`;
    const all = await reference(q, undefined);
    expect((await get(url)).json(), q).toEqual(all);
    expect((await get(`${url}&enabled=true`)).json(), q).toEqual(await reference(q, true));
    const client = (all as { client_id?: number }[])[0]?.client_id;
    if (client !== undefined) {
      expect((await get(`${url}&client=${client}`)).json(), q).toEqual(
        await reference(q, undefined, client),
      );
    }
  });

  it.each(QUERIES)('clients for %j (all and enabled only)', async (q) => {
    const url = `/api/autocomplete/clients.json?q=${encodeURIComponent(q)}`;
    expect((await get(url)).json(), q).toEqual(await clientReference(q, undefined));
    expect((await get(`${url}&enabled=true`)).json(), q).toEqual(await clientReference(q, true));
  });

  it('finds some of them, and more than the limit for the common ones', async () => {
    expect(await reference('ze', undefined)).toHaveLength(AUTOCOMPLETE_LIMIT);
    expect(await reference('één', undefined)).not.toHaveLength(0);
    // Accents and case ignored: "een" finds "Één dag" and "ÉÉN wereld" too.
    const een = (await clientReference('een', undefined)).map((row) => row.label);
    expect(een.some((label) => label.startsWith('ÉÉN wereld'))).toBe(true);
    expect(een.some((label) => label.startsWith('een '))).toBe(true);
    expect(await clientReference('zee', undefined)).toHaveLength(AUTOCOMPLETE_LIMIT);
    expect(await reference('groot', true)).toHaveLength(AUTOCOMPLETE_LIMIT);
  });
});
