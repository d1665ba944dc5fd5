/**
 * The SQL of exports: donors read in keyset pages (by id, so a page costs the same at any depth
 * and the same code streams on PGlite and PostgreSQL), the marking of a real export, and the
 * immutable batches with their file chunks and donors.
 */
import { and, asc, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import {
  donorName,
  EXPORT_CHANGES_SHOWN,
  TIME_ZONE,
  type ExportBatch,
  type ExportField,
  type ExportChangeDonor,
} from '@veldwerk/shared/domain';
import type pg from 'pg';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { BinaryCopyRows, copyOutOnPool } from '../../db/copy';
import {
  donations,
  exportBatchChunks,
  exportBatchDonations,
  exportBatches,
  type ExportBatchRow,
} from '../../db/schema';
import type { DonationRow } from '../../db/schema/donations';
import { cellKey, sourceOf, type CellSource, type ExportSourceRow } from './cells';

/** Donors per page read; a page is also one marking UPDATE and one batch-donors INSERT. */
export const EXPORT_PAGE_SIZE = 2000;

/** The donors matching `where`, page by page in id order (`forUpdate` locks each page). */
export async function* donationPages(
  db: DbOrTx,
  where: SQL | undefined,
  options: { forUpdate?: boolean; pageSize?: number } = {},
): AsyncGenerator<DonationRow[]> {
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  let after = 0;
  for (;;) {
    const query = db
      .select()
      .from(donations)
      .where(and(where, gt(donations.id, after)))
      .orderBy(asc(donations.id))
      .limit(pageSize);
    const page = options.forUpdate === true ? await query.for('update') : await query;
    if (page.length === 0) return;
    yield page;
    const last = page.at(-1);
    if (last === undefined || page.length < pageSize) return;
    after = last.id;
  }
}

/** The text the database writes for a cell of `source` (dates and amounts as the file shows them). */
function cellExpression(source: CellSource | undefined): SQL {
  if (source === undefined) return sql`null::text`;
  const column = donations[source.column];
  switch (source.kind) {
    case 'text':
    case 'iban':
      return sql`${column}::text`;
    case 'day':
      return sql`to_char(${column}, 'DD/MM/YYYY')`;
    case 'instant':
      return sql`to_char(${column} at time zone ${TIME_ZONE}, 'DD/MM/YYYY')`;
    case 'amount':
      return sql`(${column} / 100)::text || ',' || lpad((${column} % 100)::text, 2, '0')`;
    case 'bool':
      return sql`case when ${column} then 'ja' when not ${column} then 'nee' end`;
    case 'extra':
      return sql`${column} ->> ${source.name ?? ''}`;
  }
}

/**
 * One keyset page of an export: the id and one text per layout column (`c0`, `c1`, …) formatted
 * by the database, so an export of a million donors spends no time parsing dates or mapping
 * columns it does not write. Read as rows (`exportRowPages`) or as COPY's text (`copy-csv.ts`).
 */
export function exportCellsQuery(
  db: DbOrTx,
  where: SQL | undefined,
  fields: readonly ExportField[],
  after: number,
  limit: number,
) {
  const selection: Record<string, unknown> = { id: donations.id };
  fields.forEach((field, index) => {
    selection[cellKey(index)] = cellExpression(sourceOf(field)).as(cellKey(index));
  });
  return db
    .select(selection as { id: typeof donations.id })
    .from(donations)
    .where(and(where, gt(donations.id, after)))
    .orderBy(asc(donations.id))
    .limit(limit);
}

/** Like `donationPages`, reading the cells of `exportCellsQuery`. */
export async function* exportRowPages(
  db: DbOrTx,
  where: SQL | undefined,
  fields: readonly ExportField[],
  options: { forUpdate?: boolean; pageSize?: number } = {},
): AsyncGenerator<ExportSourceRow[]> {
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  let after = 0;
  for (;;) {
    const query = exportCellsQuery(db, where, fields, after, pageSize);
    const page = (
      options.forUpdate === true ? await query.for('update') : await query
    ) as ExportSourceRow[];
    if (page.length === 0) return;
    yield page;
    const last = page.at(-1);
    if (last === undefined || page.length < pageSize) return;
    after = last.id;
  }
}

/** Not exported yet: what a real export may take (a donor is never billed twice). */
export const notExportedYet = isNull(donations.lastExportDate);

export async function markExported(tx: Tx, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(donations)
    .set({ lastExportDate: at })
    .where(and(idIn(ids), notExportedYet));
}

/**
 * `id = any($1::int[])`: a page of ids as one array parameter. `inArray` makes a parameter (and
 * Drizzle a query chunk) per id: at 2,000 ids a page that was megabytes of short-lived objects,
 * held through the round trip long enough for V8 to promote them.
 */
function idIn(ids: readonly number[]): SQL {
  return sql`${donations.id} = any(${sql.param(ids)}::int[])`;
}

export async function markBackstageExported(
  tx: Tx,
  ids: readonly number[],
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(donations).set({ backstageExportDate: at }).where(idIn(ids));
}

export type NewBatch = typeof exportBatches.$inferInsert;

export async function insertBatch(tx: Tx, values: NewBatch): Promise<number> {
  const [row] = await tx.insert(exportBatches).values(values).returning({ id: exportBatches.id });
  if (row === undefined) throw new Error('Batch insert returned no row');
  return row.id;
}

export async function insertBatchChunk(
  tx: Tx,
  batchId: number,
  seq: number,
  data: Buffer,
): Promise<void> {
  await tx.insert(exportBatchChunks).values({ batchId, seq, data });
}

export async function insertBatchDonations(
  tx: Tx,
  batchId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    insert into ${exportBatchDonations} (batch_id, donation_id)
    select ${batchId}, unnest(${sql.param(ids)}::int[])`);
}

/** Seals a batch: after this the database refuses any change to it (migration 0018). */
export async function sealBatch(
  tx: Tx,
  batchId: number,
  values: { checksum: string; byteSize: number; donationCount: number; externalUrl?: string },
): Promise<ExportBatchRow> {
  const [row] = await tx
    .update(exportBatches)
    .set(values)
    .where(eq(exportBatches.id, batchId))
    .returning();
  if (row === undefined) throw new Error(`Batch ${batchId} vanished inside its transaction`);
  return row;
}

export function toExportBatch(row: ExportBatchRow): ExportBatch {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdByEmail,
    layout: row.layoutId,
    layout_name: row.layoutName,
    campaign: row.campaignId,
    client: row.clientId,
    file_type: row.fileType,
    file_name: row.fileName,
    donation_count: row.donationCount ?? 0,
    byte_size: row.byteSize ?? 0,
    checksum: row.checksum ?? '',
    external_url: row.externalUrl,
  };
}

const sealed = sql`${exportBatches.checksum} is not null`;

export async function listBatches(
  db: Db,
  campaignId: number,
): Promise<{ results: ExportBatch[]; count: number }> {
  const rows = await db
    .select()
    .from(exportBatches)
    .where(and(eq(exportBatches.campaignId, campaignId), sealed))
    .orderBy(desc(exportBatches.createdAt), desc(exportBatches.id));
  return { results: rows.map(toExportBatch), count: rows.length };
}

export async function findBatch(db: DbOrTx, id: number): Promise<ExportBatchRow | undefined> {
  const [row] = await db
    .select()
    .from(exportBatches)
    .where(and(eq(exportBatches.id, id), sealed));
  return row;
}

/**
 * The stored file of a batch, chunk by chunk in order: one chunk a binary COPY on a connection
 * taken from `pool` and given back before the chunk is handed on (a slow download holds no
 * connection; PGlite has one). As rows, node-postgres reads bytea as hex text — twice the bytes,
 * then decoded: at a million donors that garbage raised the download's peak RSS by ~60 MB. The
 * chunk comes as the parts of COPY's own buffers that hold it.
 */
export async function* batchChunks(
  db: Db,
  pool: pg.Pool,
  batchId: number,
): AsyncGenerator<Buffer[]> {
  let seq = -1;
  for (;;) {
    const query = db
      .select({ seq: exportBatchChunks.seq, data: exportBatchChunks.data })
      .from(exportBatchChunks)
      .where(and(eq(exportBatchChunks.batchId, batchId), gt(exportBatchChunks.seq, seq)))
      .orderBy(asc(exportBatchChunks.seq))
      .limit(1)
      .toSQL();
    const read = new BinaryCopyRows();
    await copyOutOnPool(pool, query, (chunk) => read.push(chunk), { binary: true });
    read.end();
    const [row] = read.rows;
    if (row === undefined) return;
    const [seqValue, data] = row;
    if (seqValue == null || data == null) throw new Error(`Batch ${batchId}: a chunk without data`);
    yield data;
    seq = Buffer.concat(seqValue).readInt32BE(0);
  }
}

const changeColumns = {
  id: donations.id,
  referenceNumber: donations.referenceNumber,
  state: donations.state,
  initials: donations.initials,
  firstname: donations.firstname,
  surnamePrefix: donations.surnamePrefix,
  surname: donations.surname,
};

/** The latest sealed batch of each exported donor of the campaign. */
function lastBatchOf(campaignId: number) {
  return sql`(
    select bd.donation_id, max(b.id) as batch_id, max(b.created_at) as exported_at
    from ${exportBatchDonations} bd join ${exportBatches} b on b.id = bd.batch_id
    where b.campaign_id = ${campaignId} and b.checksum is not null
    group by bd.donation_id
  )`;
}

async function changeGroup(
  db: Db,
  campaignId: number,
  kind: 'new' | 'changed' | 'rejected',
): Promise<{ count: number; results: ExportChangeDonor[] }> {
  const lb = lastBatchOf(campaignId);
  const condition =
    kind === 'new'
      ? sql`${donations.campaignId} = ${campaignId} and ${donations.lastExportDate} is null`
      : kind === 'changed'
        ? sql`${donations.lastModifyDate} > lb.exported_at`
        : sql`${donations.state} = 'REJECTED' and ${donations.lastModifyDate} > lb.exported_at`;
  const from =
    kind === 'new'
      ? sql`${donations} left join ${lb} lb on lb.donation_id = ${donations.id}`
      : sql`${donations} join ${lb} lb on lb.donation_id = ${donations.id}`;
  const countRows = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${from} where ${condition}`,
  );
  const rows = await db.execute<{
    id: number;
    reference_number: string | null;
    state: string;
    initials: string | null;
    firstname: string | null;
    surname_prefix: string | null;
    surname: string | null;
    batch_id: number | null;
  }>(
    sql`select ${donations.id} as id, ${changeColumns.referenceNumber} as reference_number,
      ${changeColumns.state} as state, ${changeColumns.initials} as initials,
      ${changeColumns.firstname} as firstname, ${changeColumns.surnamePrefix} as surname_prefix,
      ${changeColumns.surname} as surname, lb.batch_id as batch_id
      from ${from} where ${condition} order by ${donations.id} limit ${EXPORT_CHANGES_SHOWN}`,
  );
  return {
    count: countRows.rows[0]?.n ?? 0,
    results: rows.rows.map((row) => ({
      id: row.id,
      reference_number: row.reference_number,
      name: donorName(row),
      state: row.state,
      batch: row.batch_id === null ? null : Number(row.batch_id),
    })),
  };
}

/** The "what changed since the last batch" dry run of a campaign: reads only. */
export async function exportChanges(db: Db, campaignId: number) {
  const [last] = await db
    .select()
    .from(exportBatches)
    .where(and(eq(exportBatches.campaignId, campaignId), sealed))
    .orderBy(desc(exportBatches.createdAt), desc(exportBatches.id))
    .limit(1);
  return {
    last_batch: last === undefined ? null : toExportBatch(last),
    new: await changeGroup(db, campaignId, 'new'),
    changed: await changeGroup(db, campaignId, 'changed'),
    rejected: await changeGroup(db, campaignId, 'rejected'),
  };
}
