/**
 * Bringing every stored IBAN and BSN under the current key, in batches, each its own transaction
 * (an interrupted run loses nothing and the next run continues where it stopped):
 *
 * - `plain` — after migration 0010 on a database created before it: the values that are not
 *   sealed yet are sealed and indexed; then the `*_sealed` checks are validated, which is how the
 *   next start knows there is nothing left to do (one catalogue query).
 * - `rotate` — `pnpm --filter @veldwerk/api rotate-keys`: every value sealed under an older key
 *   is opened and sealed again under the first of `DATA_KEYS` (and its index recomputed, so a new
 *   `DATA_INDEX_KEY` is applied the same way), the seals an import batch keeps for its rollback
 *   too. Afterwards the older keys can be dropped.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PersonalDataCodec, PersonalKind } from './codec';

interface SealedColumn {
  table: string;
  /** The primary key (integer or uuid). */
  id: string;
  idType: 'int' | 'uuid';
  column: string;
  index: string;
  kind: PersonalKind;
  check: string;
}

/** Every sealed column of the schema (migration 0010). */
export const SEALED_COLUMNS: readonly SealedColumn[] = [
  {
    table: 'donations',
    id: 'id',
    idType: 'int',
    column: 'iban',
    index: 'iban_index',
    kind: 'iban',
    check: 'donations_iban_sealed',
  },
  {
    table: 'employees',
    id: 'id',
    idType: 'uuid',
    column: 'iban',
    index: 'iban_index',
    kind: 'iban',
    check: 'employees_iban_sealed',
  },
  {
    table: 'employees',
    id: 'id',
    idType: 'uuid',
    column: 'bsn',
    index: 'bsn_index',
    kind: 'bsn',
    check: 'employees_bsn_sealed',
  },
  {
    table: 'donation_checks',
    id: 'id',
    idType: 'uuid',
    column: 'iban',
    index: 'iban_index',
    kind: 'iban',
    check: 'donation_checks_iban_sealed',
  },
];

export const RESEAL_BATCH = 2000;

export interface ResealReport {
  /** Rows changed per `table.column`. */
  changed: Record<string, number>;
  elapsedMs: number;
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

function pending(column: SealedColumn, mode: 'plain' | 'rotate', codec: PersonalDataCodec): SQL {
  const value = ident(column.column);
  return mode === 'plain'
    ? sql`${value} is not null and ${value} !~ '^v1\\.'`
    : sql`${value} is not null and ${value} not like ${`v1.${codec.currentKeyId}.%`}`;
}

async function resealColumn(
  db: Db,
  codec: PersonalDataCodec,
  column: SealedColumn,
  mode: 'plain' | 'rotate',
  batchSize: number,
  onBatch?: (label: string, done: number) => void,
): Promise<number> {
  const table = ident(column.table);
  const id = ident(column.id);
  const value = ident(column.column);
  const index = ident(column.index);
  const label = `${column.table}.${column.column}`;
  let after: string | number | null = null;
  let done = 0;
  for (;;) {
    const rows: { id: string | number; value: string }[] = await db.transaction(async (tx) => {
      const from = after === null ? sql`` : sql`and ${id} > ${after}`;
      const result = await tx.execute<{ id: string | number; value: string }>(
        sql`select ${id} as id, ${value} as value from ${table}
            where ${pending(column, mode, codec)} ${from}
            order by ${id} limit ${batchSize} for update`,
      );
      if (result.rows.length === 0) return [];
      const ids: (string | number)[] = [];
      const values: string[] = [];
      const indexes: string[] = [];
      for (const row of result.rows) {
        const plain = mode === 'plain' ? row.value : codec.open(row.value);
        const sealed = codec.seal(column.kind, plain);
        ids.push(row.id);
        values.push(sealed.value as string);
        indexes.push(sealed.index as string);
      }
      const idArray =
        column.idType === 'int' ? sql`${sql.param(ids)}::int[]` : sql`${sql.param(ids)}::uuid[]`;
      await tx.execute(
        sql`update ${table} as t set ${value} = v.value, ${index} = v.index
            from (select unnest(${idArray}) as id, unnest(${sql.param(values)}::text[]) as value,
                         unnest(${sql.param(indexes)}::text[]) as index) as v
            where t.${id} = v.id`,
      );
      return result.rows;
    });
    if (rows.length === 0) return done;
    done += rows.length;
    after = rows[rows.length - 1]?.id ?? null;
    onBatch?.(label, done);
  }
}

/**
 * An import batch keeps, for its rollback, each changed IBAN's seals before and after (jsonb
 * strings in `previous` and `value` of its change with field `iban`) and their blind indexes (the
 * change with field `iban_index` of the same batch and donor). A rotation seals and indexes them
 * again like the donors' own: otherwise a rollback after it would restore a seal of a key since
 * dropped, and compare the donor's new index with an old one ("changed since").
 */
const IMPORT_CHANGES_LABEL = 'donation_import_changes.iban';

/** The import changes' IBAN seals, as one text column `sealed` (for counting by key). */
const importChangeSeals = sql`(
  select previous #>> '{}' as sealed from donation_import_changes where field = 'iban'
  union all
  select value #>> '{}' from donation_import_changes where field = 'iban') as seals`;

async function resealImportChanges(
  db: Db,
  codec: PersonalDataCodec,
  batchSize: number,
  onBatch?: (label: string, done: number) => void,
): Promise<number> {
  const current = `v1.${codec.currentKeyId}.%`;
  let after = 0;
  let done = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const result = await tx.execute<{
        id: number;
        batch_id: number;
        donation_id: number;
        previous: string | null;
        value: string | null;
      }>(
        sql`select id, batch_id, donation_id, previous #>> '{}' as previous,
                   value #>> '{}' as value
            from donation_import_changes
            where field = 'iban' and id > ${after}
              and (previous #>> '{}' not like ${current} or value #>> '{}' not like ${current})
            order by id limit ${batchSize} for update`,
      );
      const rows = result.rows;
      if (rows.length === 0) return 0;
      const again = (sealed: string | null) => codec.seal('iban', codec.open(sealed));
      const previous = rows.map((row) => again(row.previous));
      const value = rows.map((row) => again(row.value));
      const changes = sql`(select unnest(${sql.param(rows.map((row) => row.id))}::int[]) as id,
          unnest(${sql.param(rows.map((row) => row.batch_id))}::int[]) as batch_id,
          unnest(${sql.param(rows.map((row) => row.donation_id))}::int[]) as donation_id,
          unnest(${sql.param(previous.map((sealed) => sealed.value))}::text[]) as previous,
          unnest(${sql.param(value.map((sealed) => sealed.value))}::text[]) as value,
          unnest(${sql.param(previous.map((sealed) => sealed.index))}::text[]) as previous_index,
          unnest(${sql.param(value.map((sealed) => sealed.index))}::text[]) as value_index) as v`;
      await tx.execute(
        sql`update donation_import_changes as t
            set previous = coalesce(to_jsonb(v.previous), t.previous),
                value = coalesce(to_jsonb(v.value), t.value)
            from ${changes} where t.id = v.id`,
      );
      await tx.execute(
        sql`update donation_import_changes as t
            set previous = coalesce(to_jsonb(v.previous_index), t.previous),
                value = coalesce(to_jsonb(v.value_index), t.value)
            from ${changes}
            where t.field = 'iban_index' and t.batch_id = v.batch_id
              and t.donation_id = v.donation_id`,
      );
      after = rows[rows.length - 1]?.id ?? after;
      return rows.length;
    });
    if (count === 0) return done;
    done += count;
    onBatch?.(IMPORT_CHANGES_LABEL, done);
  }
}

export async function resealPersonalData(
  db: Db,
  codec: PersonalDataCodec,
  mode: 'plain' | 'rotate',
  options: { batchSize?: number; onBatch?: (label: string, done: number) => void } = {},
): Promise<ResealReport> {
  const started = Date.now();
  const changed: Record<string, number> = {};
  for (const column of SEALED_COLUMNS) {
    changed[`${column.table}.${column.column}`] = await resealColumn(
      db,
      codec,
      column,
      mode,
      options.batchSize ?? RESEAL_BATCH,
      options.onBatch,
    );
  }
  // Import batches were written after migration 0010: their seals only ever need a rotation.
  if (mode === 'rotate')
    changed[IMPORT_CHANGES_LABEL] = await resealImportChanges(
      db,
      codec,
      options.batchSize ?? RESEAL_BATCH,
      options.onBatch,
    );
  return { changed, elapsedMs: Date.now() - started };
}

/** Whether every `*_sealed` check is validated (no plain value can be left). */
export async function allSealed(db: Db): Promise<boolean> {
  const names = SEALED_COLUMNS.map((column) => column.check);
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_constraint
        where conname in (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )}) and convalidated`,
  );
  return result.rows[0]?.n === names.length;
}

/**
 * Run at every start right after the migrations (main.ts, `pnpm seed`): seals what a database
 * created before migration 0010 holds in plain text, then validates the checks. A database whose
 * checks are validated costs one catalogue query. Returns the report when there was work.
 */
export async function sealPlainPersonalData(
  db: Db,
  codec: PersonalDataCodec,
): Promise<ResealReport | undefined> {
  if (await allSealed(db)) return undefined;
  const report = await resealPersonalData(db, codec, 'plain');
  for (const column of SEALED_COLUMNS) {
    await db.execute(
      sql`alter table ${ident(column.table)} validate constraint ${ident(column.check)}`,
    );
  }
  return report;
}

/** How many stored values each key id holds (`rotate-keys` prints it; tests check it). */
export async function countByKey(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const column of SEALED_COLUMNS) {
    const result = await db.execute<{ key: string; n: number }>(
      sql`select split_part(${ident(column.column)}, '.', 2) as key, count(*)::int as n
          from ${ident(column.table)} where ${ident(column.column)} is not null group by 1`,
    );
    for (const row of result.rows) counts[row.key] = (counts[row.key] ?? 0) + row.n;
  }
  const kept = await db.execute<{ key: string; n: number }>(
    sql`select split_part(sealed, '.', 2) as key, count(*)::int as n
        from ${importChangeSeals} where sealed is not null group by 1`,
  );
  for (const row of kept.rows) counts[row.key] = (counts[row.key] ?? 0) + row.n;
  return counts;
}
