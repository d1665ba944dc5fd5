/**
 * The indexes the list screens need exist as declared, and the list queries use them: with
 * enough rows for the planner to care, each representative list query reads its index in order
 * (no Sort step) — which is what breaks when a descending index loses `nullsFirst()`, or when a
 * text sort is not on the key its index holds (`sort-key.ts`). Name filters and the autocomplete
 * read the trigram indexes.
 */
import { is, SQL } from 'drizzle-orm';
import { PgDialect, PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { openTestDatabase, type TestDatabase } from '../../../test/harness';
import { encodeCursor } from '../list/cursor';
import { prepareList } from '../../http/list/prepare';
import type { ListSource } from '../list/page';
import { autocompleteCampaigns, autocompleteClients } from '../../modules/autocomplete/repo';
import { campaignListSource, listCampaigns } from '../../modules/campaigns/repo';
import { clientListSource, listClients } from '../../modules/clients/repo';
import { layoutListSource, listLayouts } from '../../modules/export-layouts/repo';
import type { Db } from '../client';
import { sqlOn, type Sql } from '../test-sql';
import * as schema from './index';

let database: TestDatabase;
let sql: Sql;

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

interface DeclaredIndex {
  table: string;
  name: string;
  /** `btree`, or `gin` for the trigram indexes. */
  method: string;
  /** Storage parameters as `indexdef` spells them: `WITH (fastupdate='false')`, or ''. */
  storage: string;
  /** As `pg_indexes.indexdef` spells the column list: `creation_date DESC NULLS FIRST, id`. */
  columns: string;
  descWithoutNullsFirst: string[];
}

const dialect = new PgDialect();
/**
 * How drizzle writes `textSortKey(column)`, `searchKeyTrigrams(column)` and a plain
 * `lower(column)` (a case-insensitive unique key), the only expressions the schema indexes on.
 */
const PLAIN_LOWER = /^lower\("[a-z_]+"\."([a-z_]+)"\)$/;
const TEXT_SORT_KEY = /^lower\(\("[a-z_]+"\."([a-z_]+)"\) collate "und-x-icu"\)$/;
const SEARCH_KEY_TRIGRAMS =
  /^regexp_replace\(normalize\(lower\(\("[a-z_]+"\."([a-z_]+)"\) collate "und-x-icu"\), NFD\), '([^']+)', '', 'g'\) gin_trgm_ops$/;

/** An expression column as `pg_indexes.indexdef` spells it. */
function expressionColumn(index: string, expression: SQL): string {
  const text = dialect.sqlToQuery(expression).sql;
  const lowered = PLAIN_LOWER.exec(text)?.[1];
  if (lowered !== undefined) return `lower(${lowered})`;
  const sortColumn = TEXT_SORT_KEY.exec(text)?.[1];
  if (sortColumn !== undefined) return `lower((${sortColumn} COLLATE "und-x-icu"))`;
  const search = SEARCH_KEY_TRIGRAMS.exec(text);
  if (search !== null) {
    const [, column, marks] = search;
    return `regexp_replace(NORMALIZE(lower((${column} COLLATE "und-x-icu")), NFD), '${marks}'::text, ''::text, 'g'::text) gin_trgm_ops`;
  }
  throw new Error(`${index}: unexpected index expression ${text}`);
}

function storageOf(options: Record<string, unknown> | undefined): string {
  const entries = Object.entries(options ?? {});
  if (entries.length === 0) return '';
  return ` WITH (${entries.map(([key, value]) => `${key}='${String(value)}'`).join(', ')})`;
}

function declaredIndexes(): DeclaredIndex[] {
  return tables.flatMap((table) => {
    const config = getTableConfig(table);
    return config.indexes.map((index) => {
      const parts: string[] = [];
      const descWithoutNullsFirst: string[] = [];
      const indexName = index.config.name ?? '';
      for (const column of index.config.columns) {
        if (is(column, SQL)) {
          parts.push(expressionColumn(indexName, column));
          continue;
        }
        const { name, indexConfig } = column as {
          name?: string;
          indexConfig?: { order?: string; nulls?: string; opClass?: string };
        };
        if (name === undefined) throw new Error(`${indexName}: unnamed column`);
        const desc = indexConfig?.order === 'desc';
        const nullsFirst = indexConfig?.nulls === 'first';
        if (desc && !nullsFirst) descWithoutNullsFirst.push(name);
        const opClass = indexConfig?.opClass === undefined ? '' : ` ${indexConfig.opClass}`;
        parts.push(
          desc
            ? `${name}${opClass} DESC${nullsFirst ? '' : ' NULLS LAST'}`
            : `${name}${opClass}${nullsFirst ? ' NULLS FIRST' : ''}`,
        );
      }
      return {
        table: config.name,
        name: indexName,
        method: index.config.method ?? 'btree',
        storage: storageOf(index.config.with),
        columns: parts.join(', '),
        descWithoutNullsFirst,
      };
    });
  });
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** The plan of a query (with its bound parameters) as index names, sorts and scanned tables. */
async function planOf(query: string, params: readonly unknown[] = []) {
  const [row] = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `explain (format json) ${query}`,
    params,
  );
  if (row === undefined) throw new Error('no plan');
  const all = nodes(row['QUERY PLAN'][0].Plan);
  return {
    indexes: all.flatMap((node) => (node['Index Name'] === undefined ? [] : [node['Index Name']])),
    sorts: all
      .filter((node) => node['Node Type'].includes('Sort'))
      .map((node) => node['Node Type']),
    seqScans: all
      .filter((node) => node['Node Type'] === 'Seq Scan')
      .map((node) => node['Relation Name'] ?? ''),
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  sql = sqlOn(database.pool);
});

afterAll(async () => {
  await database.dispose();
});

describe('declared indexes', () => {
  it('every descending index column says NULLS FIRST, so it serves ORDER BY … DESC', () => {
    const offenders = declaredIndexes().filter((index) => index.descWithoutNullsFirst.length > 0);
    expect(
      offenders.map((index) => `${index.name}: ${index.descWithoutNullsFirst.join(', ')}`),
    ).toEqual([]);
  });

  it('exist in the migrated database exactly as the schema declares them', async () => {
    const rows = await sql<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where schemaname = 'public'`,
    );
    const actual = new Map(rows.map((row) => [row.indexname, row.indexdef]));
    const declared = declaredIndexes();
    expect(declared.length).toBeGreaterThan(40);
    for (const index of declared) {
      const definition = actual.get(index.name);
      expect(definition, index.name).toBeDefined();
      expect(definition, index.name).toContain(
        `ON public.${index.table} USING ${index.method} (${index.columns})${index.storage}`,
      );
    }
  });

  it('back every foreign key with an index that starts with its columns', async () => {
    const unindexed = await sql<{ constraint_name: string }>(`
      select c.conname as constraint_name
        from pg_constraint c
       where c.contype = 'f'
         and c.connamespace = 'public'::regnamespace
         and not exists (
           select 1
             from pg_index i
            where i.indrelid = c.conrelid
              and (string_to_array(i.indkey::text, ' ')::int2[])[1:array_length(c.conkey, 1)] @> c.conkey
              and (string_to_array(i.indkey::text, ' ')::int2[])[1:array_length(c.conkey, 1)] <@ c.conkey)`);
    expect(unindexed).toEqual([]);
  });
});

describe('list queries use their index', () => {
  // Filters select a few percent of the rows, as in a real list; for a filter that keeps a
  // quarter of the table, reading the plain date index and skipping rows is as good.
  beforeAll(async () => {
    const [client] = await sql<{ id: number }>(
      `insert into clients (name) values ('Planklant') returning id`,
    );
    const clientId = client?.id;
    const campaignRows = await sql<{ id: number }>(
      `insert into campaigns (client_id, name) select $1, 'Plancampagne ' || n from generate_series(1, 8) n returning id`,
      [clientId],
    );
    const campaignIds = campaignRows.map((row) => row.id);
    await sql(
      `insert into employees (email, surname, employee_status, employee_code, created_at, hq)
       select 'plan' || n || '@example.nl', 'Achternaam ' || (n % 997),
              case when n % 10 = 0 then 'Active' else (array['New', 'Pause', 'Exit'])[1 + n % 3] end,
              lpad(n::text, 6, '0'), now() - n * interval '1 hour',
              (array['Amsterdam', 'Assen', 'Breda', 'Eindhoven'])[1 + n % 4]
         from generate_series(1, 4000) n`,
    );
    await sql(
      `insert into donations (client_id, campaign_id, state, reject_state, reference_number,
                              recruiter_employee_code, creation_date, recruited_date, amount)
       select $1, ($2::int[])[1 + n % 8],
              case when n % 50 = 0 then 'PENDING' else (array['CONCEPT', 'APPROVED', 'REJECTED'])[1 + n % 3] end,
              case when n % 50 <> 0 and n % 3 = 2 then 'REGRET' end,
              'T' || n, lpad((n % 40)::text, 6, '0'),
              now() - n * interval '1 minute',
              case when n % 10 = 0 then null else now() - n * interval '2 minute' end,
              500 + n % 2000
         from generate_series(1, 30000) n`,
      [clientId, campaignIds],
    );
    const employees = await sql<{ id: string }>(`select id from employees limit 50`);
    await sql(
      `insert into shifts (date, start_time, end_time, duration, campaign_id, employee_id, sales_coach_id)
       select current_date - (n % 700), '10:00', '13:00', 3, ($1::int[])[1 + n % 8],
              ($2::uuid[])[1 + n % 50], ($2::uuid[])[1 + (n + 1) % 50]
         from generate_series(1, 8000) n`,
      [campaignIds, employees.map((row) => row.id)],
    );
    await sql('analyze');
  });

  it.each([
    [
      'donations, newest first (the default list)',
      'select * from donations order by creation_date desc, id desc limit 50',
      'donations_creation_date_idx',
    ],
    [
      'donations, the next keyset page',
      `select * from donations where (creation_date, id) < (now() - interval '5 days', 10000)
        order by creation_date desc, id desc limit 50`,
      'donations_creation_date_idx',
    ],
    [
      'donations, oldest first (the same index backwards)',
      'select * from donations order by creation_date asc, id asc limit 50',
      'donations_creation_date_idx',
    ],
    [
      'donations by recruitment date',
      'select * from donations order by recruited_date desc, id desc limit 50',
      'donations_recruited_date_idx',
    ],
    [
      'donations of one state',
      `select * from donations where state = 'PENDING' order by creation_date desc, id desc limit 50`,
      'donations_state_creation_date_idx',
    ],
    [
      'donations of a client and campaign',
      `select * from donations where client_id = (select min(id) from clients where name = 'Planklant')
          and campaign_id = (select min(id) from campaigns where name = 'Plancampagne 3')
        order by creation_date desc, id desc limit 50`,
      'donations_client_campaign_creation_date_idx',
    ],
    [
      'donations of a recruiter code (the employee quick link)',
      `select * from donations where recruiter_employee_code = '000042'
        order by creation_date desc, id desc limit 50`,
      'donations_recruiter_code_creation_date_idx',
    ],
    [
      'a donation by reference number',
      `select * from donations where reference_number = 'T4242'`,
      'donations_reference_number_idx',
    ],
    [
      'shifts, newest first',
      'select * from shifts order by date desc, id desc limit 50',
      'shifts_date_idx',
    ],
    [
      "an employee's last shift (prefill of a new shift)",
      `select * from shifts where employee_id = (select min(employee_id::text)::uuid from shifts)
        order by date desc, id desc limit 1`,
      'shifts_employee_date_idx',
    ],
    [
      'employees by surname (the text sort key, as the lists sort text)',
      `select * from employees order by lower((surname) collate "und-x-icu"), id limit 50`,
      'employees_surname_idx',
    ],
    [
      'employees of one status, newest first',
      `select * from employees where employee_status = 'Active' order by created_at desc, id desc limit 50`,
      'employees_status_created_idx',
    ],
  ])('%s', async (_name, query, index) => {
    const plan = await planOf(query);
    expect(plan.indexes).toContain(index);
    expect(plan.sorts).toEqual([]);
  });
});

describe('list sorts, name filters and autocomplete use their index', () => {
  // Enough rows for the planner to prefer an index: 10,000 clients, 30,000 campaigns of one client
  // and 5,000 layouts, names in mixed case and with accents.
  let bigClient = 0;

  /** A Drizzle instance on the same database that keeps the SQL the repositories send. */
  function recording() {
    const queries: { text: string; params: unknown[] }[] = [];
    const db: Db = drizzle({
      client: database.pool,
      schema,
      logger: { logQuery: (text, params) => queries.push({ text, params }) },
    });
    return { db, queries };
  }

  /** Runs a repository call and answers the plan of its one query with a LIMIT (the page). */
  async function pagePlan(run: (db: Db) => Promise<unknown>) {
    const { db, queries } = recording();
    await run(db);
    const pages = queries.filter((query) => / limit /i.test(query.text));
    expect(pages, queries.map((query) => query.text).join('\n')).toHaveLength(1);
    const [page] = pages;
    if (page === undefined) throw new Error('no page query');
    return planOf(page.text, page.params);
  }

  beforeAll(async () => {
    await sql(
      `insert into clients (name, enabled)
       select (array['appel', 'Zorg', 'één', 'Banaan', 'Stichting Zee'])[1 + n % 5] || ' ' ||
              lpad(n::text, 5, '0'), n % 7 <> 0
         from generate_series(1, 10000) n`,
    );
    const [client] = await sql<{ id: number }>(
      `insert into clients (name) values ('Grote planklant') returning id`,
    );
    bigClient = client?.id ?? 0;
    await sql(
      `insert into campaigns (client_id, name, enabled)
       select $1, (array['Winter', 'zomer', 'Één', 'actie'])[1 + n % 4] || ' ' ||
              lpad(n::text, 5, '0'), n % 3 <> 0
         from generate_series(1, 30000) n`,
      [bigClient],
    );
    await sql(
      `insert into export_layouts (campaign_id, name)
       select c.id, (array['Export', 'overzicht', 'Één'])[1 + c.n % 3] || ' ' || lpad(c.n::text, 5, '0')
         from (select id, row_number() over (order by id) as n from campaigns where client_id = $1) c
        where c.n <= 5000`,
      [bigClient],
    );
    await sql('analyze');
  });

  const ORDERS = ['asc', 'desc'] as const;
  const cursorQuery = <Row, F extends string, S extends string>(
    source: ListSource<Row, F, S>,
    order: 'asc' | 'desc',
    scope: Record<string, number> = {},
  ) => {
    const { fingerprint } = prepareList(source, { sort: 'name', order }, { scope });
    return encodeCursor({ value: 'Zorg 00042', id: 42 }, fingerprint, 10_000);
  };

  it.each(ORDERS)('clients by name %s: first page and cursor page', async (order) => {
    const query = { sort: 'name', order, limit: '50' };
    for (const list of [
      prepareList(clientListSource, query),
      prepareList(clientListSource, { ...query, cursor: cursorQuery(clientListSource, order) }),
    ]) {
      const plan = await pagePlan((db) => listClients(db, list));
      expect(plan.indexes).toContain('clients_name_idx');
      expect(plan.sorts).toEqual([]);
    }
  });

  it.each(ORDERS)("a client's campaigns by name %s: first page and cursor page", async (order) => {
    const scope = { clientId: bigClient };
    const query = { sort: 'name', order, limit: '50' };
    for (const list of [
      prepareList(campaignListSource, query, { scope }),
      prepareList(
        campaignListSource,
        { ...query, cursor: cursorQuery(campaignListSource, order, scope) },
        { scope },
      ),
    ]) {
      const plan = await pagePlan((db) => listCampaigns(db, bigClient, list));
      expect(plan.indexes).toContain('campaigns_client_name_idx');
      expect(plan.sorts).toEqual([]);
    }
  });

  it.each(ORDERS)('export layouts by name %s: first page and cursor page', async (order) => {
    const query = { sort: 'name', order, limit: '50' };
    for (const list of [
      prepareList(layoutListSource, query),
      prepareList(layoutListSource, { ...query, cursor: cursorQuery(layoutListSource, order) }),
    ]) {
      const plan = await pagePlan((db) => listLayouts(db, list, false));
      expect(plan.indexes).toContain('export_layouts_name_idx');
      expect(plan.sorts).toEqual([]);
    }
  });

  it('name filters (contains) read the trigram indexes', async () => {
    const filter = { name: '0123', limit: '50' };
    expect(
      (await pagePlan((db) => listClients(db, prepareList(clientListSource, filter)))).indexes,
    ).toContain('clients_name_trgm_idx');
    const scope = { clientId: bigClient };
    const campaignList = prepareList(campaignListSource, filter, { scope });
    expect((await pagePlan((db) => listCampaigns(db, bigClient, campaignList))).indexes).toContain(
      'campaigns_name_trgm_idx',
    );
    expect(
      (await pagePlan((db) => listLayouts(db, prepareList(layoutListSource, filter), false)))
        .indexes,
    ).toContain('export_layouts_name_trgm_idx');
  });

  it('autocomplete of three characters or more reads the trigram indexes', async () => {
    for (const q of ['0123', 'zee 0012', 'één 00']) {
      const clientsPlan = await pagePlan((db) => autocompleteClients(db, q, undefined));
      expect(clientsPlan.indexes, q).toContain('clients_name_trgm_idx');
      // Both halves of "campaign or client name": no scan of the campaigns.
      const campaignsPlan = await pagePlan((db) =>
        autocompleteCampaigns(db, q, { client: undefined, enabled: true }),
      );
      expect(campaignsPlan.indexes, q).toEqual(
        expect.arrayContaining(['campaigns_name_trgm_idx', 'clients_name_trgm_idx']),
      );
      expect(campaignsPlan.seqScans, q).not.toContain('campaigns');
    }
  });
});
