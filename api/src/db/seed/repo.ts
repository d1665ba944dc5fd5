/**
 * The generator's repository: every SQL statement it runs. It writes through one node-postgres
 * client (one transaction for the whole run) in batches:
 *
 * - `copy`: `COPY … FROM STDIN` (text format) through pg-copy-streams — PostgreSQL only. Through
 *   pglite-socket the server answers the first CopyData message with "protocol synchronization
 *   was lost" (the socket hands PGlite one protocol message at a time).
 * - `insert`: one multi-row `INSERT … SELECT … FROM json_populate_recordset(null::t, $1)` per
 *   batch: one parameter holding the batch as JSON, so a batch is not limited by the 65 535
 *   bind parameters of a VALUES list, and PGlite parses one message per batch.
 */
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import * as schema from '../schema';
import { DEMO_ACCOUNTS } from './accounts';
import { GENERATED_UUID_RANGE, generationOf } from './ids';

export type WriteMethod = 'copy' | 'insert';

/** What the generator writes, parents before children (the order batches are flushed in). */
export const SEED_TABLES = {
  clients: schema.clients,
  campaigns: schema.campaigns,
  campaignInputFields: schema.campaignInputFields,
  campaignThemeSettings: schema.campaignThemeSettings,
  exportLayouts: schema.exportLayouts,
  exportLayoutFields: schema.exportLayoutFields,
  settings: schema.settings,
  employees: schema.employees,
  transitions: schema.employeeStateTransitions,
  notifications: schema.notifications,
  shifts: schema.shifts,
  donations: schema.donations,
  checks: schema.donationChecks,
  callLogs: schema.callLogs,
} as const satisfies Record<string, PgTable>;
export type SeedTableKey = keyof typeof SEED_TABLES;
export const SEED_TABLE_KEYS = Object.keys(SEED_TABLES) as SeedTableKey[];

/** A row with every column given (null where empty): the column list of a batch is fixed. */
export type Full<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };
/** Written by the writer (sealing, issue 11) or by the api later (anonymisation), never generated. */
type NotGenerated = 'ibanIndex' | 'bsnIndex' | 'anonymizedAt' | 'anonymizedById';
export type SeedRow<K extends SeedTableKey> = Omit<
  Full<(typeof SEED_TABLES)[K]['$inferInsert']>,
  NotGenerated
>;

interface ColumnMap {
  /** The database table name. */
  readonly table: string;
  /** Row property → database column name, in table order. */
  readonly columns: readonly (readonly [string, string])[];
}

const columnMaps = new Map<SeedTableKey, ColumnMap>(
  SEED_TABLE_KEYS.map((key) => {
    const table: PgTable = SEED_TABLES[key];
    const columns = Object.entries(getTableColumns(table)).map(
      ([property, column]) => [property, column.name] as const,
    );
    return [key, { table: getTableName(table), columns }];
  }),
);

function columnMap(key: SeedTableKey): ColumnMap {
  const map = columnMaps.get(key);
  if (map === undefined) throw new Error(`unknown seed table ${key}`);
  return map;
}

const ident = (name: string): string => `"${name.replaceAll('"', '""')}"`;

export function tableName(key: SeedTableKey): string {
  return columnMap(key).table;
}

// ---------------------------------------------------------------------------------------------
// Writing

/** COPY text format: backslash, tab, newline and carriage return escaped; null is \N. */
function copyText(value: string): string {
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/[\\\t\n\r]/g, (char) => {
        if (char === '\\') return '\\\\';
        if (char === '\t') return '\\t';
        if (char === '\n') return '\\n';
        return '\\r';
      })
    : value;
}

/** A PostgreSQL array literal of text elements: `{"B","BE"}`. */
function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((item) => {
    if (item === null) return 'NULL';
    const text = typeof item === 'string' ? item : JSON.stringify(item);
    return `"${text.replace(/["\\]/g, (char) => `\\${char}`)}"`;
  });
  return `{${items.join(',')}}`;
}

function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'string') return copyText(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return copyText(arrayLiteral(value));
  return copyText(JSON.stringify(value));
}

/** Writes one batch of rows of one table. */
export async function writeRows(
  client: pg.PoolClient,
  key: SeedTableKey,
  rows: readonly object[],
  method: WriteMethod,
): Promise<void> {
  if (rows.length === 0) return;
  const { table, columns } = columnMap(key);
  const names = columns.map(([, name]) => ident(name)).join(', ');
  const values = (row: object) => {
    const record = row as Readonly<Record<string, unknown>>;
    return columns.map(([property]) => record[property] ?? null);
  };
  if (method === 'copy') {
    const lines: string[] = [];
    for (const row of rows) lines.push(values(row).map(copyValue).join('\t'));
    const stream = client.query(copyFrom(`copy ${ident(table)} (${names}) from stdin`));
    await new Promise<void>((resolve, reject) => {
      stream.on('finish', resolve);
      stream.on('error', reject);
      stream.end(`${lines.join('\n')}\n`);
    });
    return;
  }
  const json = rows.map((row) => {
    const record = row as Readonly<Record<string, unknown>>;
    const out: Record<string, unknown> = {};
    for (const [property, name] of columns) out[name] = record[property] ?? null;
    return out;
  });
  await client.query(
    `insert into ${ident(table)} (${names}) select ${names} ` +
      `from json_populate_recordset(null::${ident(table)}, $1::json)`,
    [JSON.stringify(json)],
  );
}

/** Notification templates: added where the key is missing, existing texts are kept. */
export async function insertSettingsIfMissing(
  client: pg.PoolClient,
  rows: readonly SeedRow<'settings'>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await client.query(
    `insert into settings (type, key, value, updated_at)
     select type, key, value, updated_at from json_populate_recordset(null::settings, $1::json)
     on conflict (type, key) do nothing`,
    [
      JSON.stringify(
        rows.map((row) => ({
          type: row.type,
          key: row.key,
          value: row.value,
          updated_at: row.updatedAt,
        })),
      ),
    ],
  );
  return result.rowCount ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Transaction

export async function beginSeed(client: pg.PoolClient): Promise<void> {
  await client.query('begin');
}

export async function commitSeed(client: pg.PoolClient): Promise<void> {
  await client.query('commit');
  // Fresh statistics: without them PostgreSQL's planner guesses on a table that just grew by a
  // million rows and skips selective indexes (the IBAN blind index went unused until ANALYZE).
  await client.query('analyze');
}

export async function rollbackSeed(client: pg.PoolClient): Promise<void> {
  await client.query('rollback');
}

// ---------------------------------------------------------------------------------------------
// Secondary indexes of a bulk load

/** An index dropped for a bulk load, with the statement that builds it again. */
export interface DeferredIndex {
  readonly name: string;
  readonly definition: string;
}

/**
 * Drops the indexes of the given tables that back no constraint (primary keys, unique keys and
 * exclusion constraints stay, so foreign keys are still checked), and answers how to build them
 * again. Filling an empty table and then building its indexes once is several times faster
 * than keeping ~18 indexes (two of them trigram GIN) up to date row by row.
 */
export async function dropSecondaryIndexes(
  client: pg.PoolClient,
  keys: readonly SeedTableKey[],
): Promise<DeferredIndex[]> {
  if (keys.length === 0) return [];
  const { rows } = await client.query<DeferredIndex>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class t on t.oid = i.indrelid
      where t.relname = any($1::text[]) and t.relnamespace = current_schema()::regnamespace
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
      order by 1`,
    [keys.map(tableName)],
  );
  for (const row of rows) await client.query(`drop index ${row.name}`);
  return rows;
}

/** Builds the indexes `dropSecondaryIndexes` dropped, with room to sort in memory. */
export async function recreateIndexes(
  client: pg.PoolClient,
  indexes: readonly DeferredIndex[],
): Promise<void> {
  if (indexes.length === 0) return;
  await client.query(`set local maintenance_work_mem = '128MB'`);
  for (const index of indexes) await client.query(index.definition);
}

// ---------------------------------------------------------------------------------------------
// What is there already

export interface DemoAccountRow {
  id: string;
  email: string;
  hq: string | null;
  employeeCode: string | null;
}

export interface DatabaseState {
  /** Tables the generator writes that hold rows (demo accounts and templates do not count). */
  readonly occupied: readonly { table: string; rows: number }[];
  /** The demo accounts that exist, by email. */
  readonly demoAccounts: ReadonlyMap<string, DemoAccountRow>;
  /** The largest integer ids (0 when none). */
  readonly maxId: {
    readonly clients: number;
    readonly campaigns: number;
    readonly exportLayouts: number;
    readonly donations: number;
  };
  /** The largest employee code in use, as a number (0 when none). */
  readonly maxEmployeeCode: number;
  /** The last generator generation found in generated uuids (0 when none). */
  readonly lastGeneration: number;
}

const UUID_TABLES = [
  'employees',
  'transitions',
  'notifications',
  'shifts',
  'checks',
  'callLogs',
] as const satisfies readonly SeedTableKey[];

async function maxIntId(client: pg.PoolClient, key: SeedTableKey): Promise<number> {
  const { rows } = await client.query<{ max: number | null }>(
    `select max(id) as max from ${ident(tableName(key))}`,
  );
  return rows[0]?.max ?? 0;
}

export async function readDatabaseState(client: pg.PoolClient): Promise<DatabaseState> {
  const demoEmails = DEMO_ACCOUNTS.map((account) => account.email);
  const demo = await client.query<{
    id: string;
    email: string;
    hq: string | null;
    employee_code: string | null;
  }>('select id, email, hq, employee_code from employees where email = any($1::text[])', [
    demoEmails,
  ]);
  const demoAccounts = new Map(
    demo.rows.map((row) => [
      row.email,
      { id: row.id, email: row.email, hq: row.hq, employeeCode: row.employee_code },
    ]),
  );

  const occupied: { table: string; rows: number }[] = [];
  // Notification templates are added where missing and never duplicated, like the demo accounts.
  for (const key of SEED_TABLE_KEYS.filter((table) => table !== 'settings')) {
    const table = tableName(key);
    const where = key === 'employees' ? ' where not (email = any($1::text[]))' : '';
    const params = key === 'employees' ? [demoEmails] : [];
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from (select 1 from ${ident(table)}${where} limit 1000001) as t`,
      params,
    );
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) occupied.push({ table, rows: n });
  }

  let lastGeneration = 0;
  for (const key of UUID_TABLES) {
    const { rows } = await client.query<{ id: string }>(
      `select id from ${ident(tableName(key))} where id between $1::uuid and $2::uuid ` +
        'order by id desc limit 1',
      [GENERATED_UUID_RANGE.from, GENERATED_UUID_RANGE.to],
    );
    const generation = rows[0] === undefined ? undefined : generationOf(rows[0].id);
    if (generation !== undefined) lastGeneration = Math.max(lastGeneration, generation);
  }

  const code = await client.query<{ max: number | null }>(
    `select max(employee_code::integer) as max from employees where employee_code ~ '^[0-9]{6}$'`,
  );

  return {
    occupied,
    demoAccounts,
    maxId: {
      clients: await maxIntId(client, 'clients'),
      campaigns: await maxIntId(client, 'campaigns'),
      exportLayouts: await maxIntId(client, 'exportLayouts'),
      donations: await maxIntId(client, 'donations'),
    },
    maxEmployeeCode: code.rows[0]?.max ?? 0,
    lastGeneration,
  };
}

/**
 * The generator brings its own integer ids; the identity sequences move past them so rows the
 * app creates later get new ids.
 */
export async function advanceIdentitySequences(client: pg.PoolClient): Promise<void> {
  for (const key of ['clients', 'campaigns', 'exportLayouts', 'donations'] as const) {
    const table = ident(tableName(key));
    await client.query(
      `select setval(pg_get_serial_sequence($1, 'id'), max(id)) from ${table} having max(id) is not null`,
      [table],
    );
  }
}

/** Rows per table the generator writes (for the summary and tests). */
export async function countSeedTables(
  client: pg.PoolClient,
): Promise<Record<SeedTableKey, number>> {
  const counts = {} as Record<SeedTableKey, number>;
  for (const key of SEED_TABLE_KEYS) {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from ${ident(tableName(key))}`,
    );
    counts[key] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/**
 * A digest of everything the generator writes: per table the md5 of the sorted md5s of its rows
 * as text, rendered in UTC, then the md5 of those. The same data gives the same digest on
 * PGlite (PostgreSQL 18) and PostgreSQL 15.
 */
export async function contentHash(client: pg.PoolClient): Promise<string> {
  await client.query('begin');
  try {
    await client.query(`set local timezone to 'UTC'`);
    await client.query(`set local datestyle to 'ISO, YMD'`);
    const parts: string[] = [];
    for (const key of SEED_TABLE_KEYS) {
      const table = ident(tableName(key));
      const { rows } = await client.query<{ digest: string | null }>(
        `select md5(string_agg(h, '' order by h)) as digest ` +
          // Sealed values differ per run (random IVs): hashed through their blind indexes.
          `from (select md5((to_jsonb(t) - 'iban' - 'bsn')::text) as h from ${table} as t) as rows`,
      );
      parts.push(`${tableName(key)}:${rows[0]?.digest ?? 'empty'}`);
    }
    const { rows } = await client.query<{ digest: string }>('select md5($1) as digest', [
      parts.join('\n'),
    ]);
    return rows[0]?.digest ?? '';
  } finally {
    await client.query('commit');
  }
}
