/**
 * Exports of donors per campaign layout (issue 17).
 *
 * - A preview streams the file straight from keyset pages to the answer and changes nothing
 *   (a csv file from COPY's own output, `copy-csv.ts`; xlsx and ods from COPY's cells too).
 * - A real export runs in ONE transaction: it reads the donors not exported yet page by page
 *   (each page locked `FOR UPDATE`, so two exports at once never take the same donor; a csv
 *   file's pages by `COPY (… for update)` on the transaction's own connection), writes each page
 *   into the file, marks it (`last_export_date`) and records it in the batch; the file itself
 *   goes into the batch in ~1 MB chunks as it is written, with its sha256. Only when all of it is
 *   written is the batch sealed and the transaction committed; any failure rolls back every
 *   mark. The answer is then streamed from the stored batch, byte for byte what was kept.
 */
import { createHash } from 'node:crypto';
import { finished } from 'node:stream/promises';
import { PassThrough, Writable, type Readable } from 'node:stream';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import {
  EXPORT_MESSAGES,
  type ExportField,
  type ExportFileType,
  type ExportLayoutDetail,
  TIME_ZONE,
} from '@veldwerk/shared/domain';
import { amsterdamDate, isIsoDate } from '@veldwerk/shared/validation';
import { recordAudit, type AuditActor } from '../../db/audit/repo';
import type { Db, Tx } from '../../db/client';
import { donations, exportBatches } from '../../db/schema';
import { HttpError, InvalidInputError } from '../../http/errors';
import type { SheetsProvider } from '../../providers/sheets';
import { openDonationIban } from '../donations/personal';
import { cellReader, titleCells, type ExportSourceRow } from './cells';
import {
  writeCsvFromCopy,
  writeLockedCsvFromCopy,
  writeLockedRowsFromCopy,
  writeRowsFromCopy,
} from './copy-csv';
import { transactionWithCopy, type CopyOut } from '../../db/copy';
import {
  batchChunks,
  EXPORT_PAGE_SIZE,
  exportRowPages,
  insertBatch,
  insertBatchChunk,
  insertBatchDonations,
  markExported,
  notExportedYet,
  sealBatch,
} from './repo';
import { CONTENT_TYPES, createRowWriter, OutputClosedError, type FileFormat } from './writers';

/** Size of one stored chunk of a batch's file. */
const CHUNK_BYTES = 1024 * 1024;

/**
 * Donors per page of a real csv export: one COPY `FOR UPDATE`, one marking UPDATE and one
 * batch-donors INSERT. The row path's page size (10,000 made no difference to the time: the
 * UPDATE is the cost). The RSS peak of a million-donor export, once +237 MB, came from the
 * marking's per-id parameters and the stored chunks' buffers (see README.md), not the page size.
 */
const EXPORT_COPY_PAGE_SIZE = EXPORT_PAGE_SIZE;

export interface ExportPlan {
  layout: ExportLayoutDetail;
  /** The donors: the list filters, the layout's campaign, last_create. */
  where: SQL | undefined;
  criteria: Record<string, unknown>;
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
  batchId: number | null;
  count: number | null;
}

/** The format a layout's file is written in (a google_sheet batch keeps a csv copy). */
export function formatOf(layout: ExportLayoutDetail): FileFormat {
  if (layout.file_type === 'xlsx' || layout.file_type === 'ods') return { type: layout.file_type };
  return {
    type: 'csv',
    delimiter: layout.field_delimiter ?? ',',
    enclosure: layout.field_enclosure ?? '"',
    lineEnding: layout.line_ending ?? 'LF',
  };
}

const DEFAULT_EXTENSIONS: Record<ExportFileType, string> = {
  csv: 'csv',
  xlsx: 'xlsx',
  ods: 'ods',
  google_sheet: 'csv',
};

/** `{layout name}-{yyyy-mm-dd}.{extension}`, without characters a file system refuses. */
export function exportFileName(layout: ExportLayoutDetail, at: Date): string {
  const base = `${layout.name}-${amsterdamDate(at)}`
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\\/:*?"<>|]+/g, '_')
    .trim();
  const extension = layout.extension ?? DEFAULT_EXTENSIONS[layout.file_type];
  return `${base}.${extension}`;
}

export function contentTypeOf(layout: ExportLayoutDetail): string {
  const format = formatOf(layout);
  return CONTENT_TYPES[format.type];
}

/** Writes the layout's file of `pages` into `out` (ends it); calls `onPage` after each page. */
async function writeFile(
  layout: ExportLayoutDetail,
  fields: readonly ExportField[],
  pages: AsyncIterable<ExportSourceRow[]>,
  out: Writable,
  now: Date,
  app: FastifyInstance | null,
  onPage: (rows: ExportSourceRow[], cells: string[][]) => Promise<void> = () => Promise.resolve(),
): Promise<number> {
  const writer = createRowWriter(formatOf(layout), out, now);
  const read = cellReader(fields, (sealed) => openDonationIban(app, sealed));
  if (layout.add_title_row) await writer.row(titleCells(fields));
  let count = 0;
  for await (const page of pages) {
    const cells: string[][] = [];
    for (const row of page) {
      const line = read(row);
      cells.push(line);
      await writer.row(line);
    }
    await onPage(page, cells);
    count += page.length;
  }
  await writer.end();
  return count;
}

/**
 * A preview: the file streamed from the database, nothing marked. A csv file is made from
 * COPY's output (`copy-csv.ts`), an xlsx or ods file from its cells (`writeRowsFromCopy`).
 */
export function previewExport(
  db: Db,
  pool: pg.Pool,
  app: FastifyInstance | null,
  plan: ExportPlan,
  now: Date,
): ExportFile {
  const body = new PassThrough();
  const format = formatOf(plan.layout);
  const fields = plan.layout.layout_body;
  const written =
    format.type === 'csv'
      ? writeCsvFromCopy(
          {
            db,
            pool,
            where: plan.where,
            fields,
            format,
            titleRow: plan.layout.add_title_row,
            openIban: (sealed) => openDonationIban(app, sealed),
          },
          body,
        )
      : writeRowsFromCopy(
          {
            db,
            pool,
            where: plan.where,
            fields,
            titleRow: plan.layout.add_title_row,
            openIban: (sealed) => openDonationIban(app, sealed),
          },
          createRowWriter(format, body, now),
        );
  written
    .then(() => undefined)
    .catch((error: unknown) => {
      if (error instanceof OutputClosedError) return; // the download was cancelled: it stops
      app?.log.error({ err: error }, 'export preview failed mid-stream');
      body.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  return {
    fileName: exportFileName(plan.layout, now),
    contentType: contentTypeOf(plan.layout),
    body,
    batchId: null,
    count: null,
  };
}

/**
 * A Writable that stores what it is given as a batch's chunks and hashes it. Strings are encoded
 * straight into one reused chunk buffer (`encodeInto`), which goes to the database once full: no
 * buffer per write and none per chunk, whose garbage (outside V8's heap, collected only when it
 * adds up) raised a million-donor export's peak RSS.
 */
export class BatchSink extends Writable {
  private readonly chunk: Buffer;
  private filled = 0;
  private seq = 0;
  private readonly encoder = new TextEncoder();
  readonly hash = createHash('sha256');
  size = 0;

  constructor(
    private readonly tx: Tx,
    private readonly batchId: number,
    chunkBytes = CHUNK_BYTES,
  ) {
    super({ highWaterMark: 256 * 1024, decodeStrings: false });
    this.chunk = Buffer.allocUnsafe(chunkBytes);
  }

  /** Stores the filled part of the chunk; the buffer is reused once the insert has been sent. */
  private async flush(): Promise<void> {
    if (this.filled === 0) return;
    const data = this.chunk.subarray(0, this.filled);
    this.hash.update(data);
    this.size += this.filled;
    this.filled = 0;
    await insertBatchChunk(this.tx, this.batchId, this.seq++, data);
  }

  private async take(chunk: Buffer | string): Promise<void> {
    if (typeof chunk === 'string') {
      for (let text = chunk; text.length > 0;) {
        const { read, written } = this.encoder.encodeInto(text, this.chunk.subarray(this.filled));
        this.filled += written;
        text = text.slice(read);
        if (text.length > 0 || this.filled === this.chunk.length) await this.flush();
      }
      return;
    }
    for (let at = 0; at < chunk.length;) {
      const copied = chunk.copy(this.chunk, this.filled, at);
      this.filled += copied;
      at += copied;
      if (this.filled === this.chunk.length) await this.flush();
    }
  }

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: (e?: Error) => void) {
    this.take(chunk).then(() => done(), done);
  }

  override _final(done: (e?: Error) => void) {
    this.flush().then(() => done(), done);
  }
}

export class NothingToExportError extends InvalidInputError {
  constructor() {
    super([], { message: EXPORT_MESSAGES.nothingToExport });
  }
}

export interface RealExportResult {
  batchId: number;
  count: number;
  fileName: string;
  contentType: string;
  externalUrl: string | null;
}

/**
 * A real export: file, marks and batch in one transaction (see the top of this file). For a
 * google_sheet layout the rows also go to the sheet, page by page; the batch keeps a csv copy.
 */
export async function realExport(
  db: Db,
  pool: pg.Pool,
  app: FastifyInstance | null,
  plan: ExportPlan,
  actor: AuditActor,
  now: Date,
  sheets: SheetsProvider | null = null,
): Promise<RealExportResult> {
  const { layout } = plan;
  const fileName = exportFileName(layout, now);
  const contentType = contentTypeOf(layout);
  const format = formatOf(layout);
  const fields = layout.layout_body;
  const openIban = (sealed: string) => openDonationIban(app, sealed);
  const exporting = and(plan.where, notExportedYet);
  /** Marks a page's donors and records them in the batch. */
  const record = async (tx: Tx, batchId: number, ids: number[]) => {
    await markExported(tx, ids, now);
    await insertBatchDonations(tx, batchId, ids);
  };
  const run = async (tx: Tx, copy: CopyOut | null) => {
    const batchId = await insertBatch(tx, {
      createdAt: now,
      createdById: actor.id,
      createdByEmail: actor.email,
      layoutId: layout.id,
      layoutName: layout.name,
      campaignId: layout.campaign,
      clientId: layout.client_id,
      fileType: layout.file_type,
      fileName,
      contentType,
      criteria: plan.criteria,
    });
    let sheet: { id: string; url: string } | null = null;
    if (layout.file_type === 'google_sheet' && sheets !== null) {
      sheet = await sheetCall(() => sheets.create(fileName.replace(/\.[^.]+$/, '')));
      const created = sheet;
      if (layout.add_title_row)
        await sheetCall(() => sheets.append(created.id, [titleCells(layout.layout_body)]));
    }
    const sink = new BatchSink(tx, batchId);
    const locked = { db: tx, where: exporting, fields, titleRow: layout.add_title_row, openIban };
    const onPage = (ids: number[]) => record(tx, batchId, ids);
    const count =
      copy === null
        ? await writeFile(
            layout,
            fields,
            exportRowPages(tx, exporting, fields, { forUpdate: true }),
            sink,
            now,
            app,
            async (rows, cells) => {
              await record(
                tx,
                batchId,
                rows.map((row) => row.id),
              );
              const target = sheet;
              if (target !== null && sheets !== null)
                await sheetCall(() => sheets.append(target.id, cells));
            },
          )
        : format.type === 'csv'
          ? await writeLockedCsvFromCopy(
              { ...locked, format, copy, pageSize: EXPORT_COPY_PAGE_SIZE },
              sink,
              onPage,
            )
          : await writeLockedRowsFromCopy(
              { ...locked, copy },
              createRowWriter(format, sink, now),
              onPage,
            );
    await finished(sink);
    if (count === 0) throw new NothingToExportError();
    const checksum = sink.hash.digest('hex');
    await sealBatch(tx, batchId, {
      checksum,
      byteSize: sink.size,
      donationCount: count,
      ...(sheet === null ? {} : { externalUrl: sheet.url }),
    });
    await recordAudit(tx, {
      actor,
      action: 'create',
      table: exportBatches,
      recordId: batchId,
      after: {
        layoutId: layout.id,
        campaignId: layout.campaign,
        fileName,
        donationCount: count,
        checksum,
      },
    });
    return { batchId, count, fileName, contentType, externalUrl: sheet?.url ?? null };
  };
  // A csv, xlsx or ods file is made from COPY on the transaction's own connection; a
  // google_sheet (whose rows go to the sheet as cells) from keyset pages of rows.
  return layout.file_type === 'google_sheet'
    ? db.transaction((tx) => run(tx, null))
    : transactionWithCopy(pool, run);
}

/** A call to the spreadsheet service; its failure answers 502 (and rolls the export back). */
async function sheetCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    throw new HttpError(502, 'sheet_failed', EXPORT_MESSAGES.sheetFailed);
  }
}

/** The stored file of a batch as a stream (chunk by chunk from the database). */
export function batchFileStream(db: Db, pool: pg.Pool, batchId: number): Readable {
  const body = new PassThrough();
  (async () => {
    for await (const parts of batchChunks(db, pool, batchId)) {
      for (const part of parts)
        if (!body.write(part)) await new Promise((resolve) => body.once('drain', resolve));
    }
    body.end();
  })().catch((error: unknown) =>
    body.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return body;
}

/** `last_create`: a day (`YYYY-MM-DD`, from its start in Amsterdam, like the list's date filters) or an instant. */
export type LastCreate = { day: string } | { after: Date };

/** `last_create` → when donors count from; undefined when absent; 400 when unreadable. */
export function parseLastCreate(value: string | undefined): LastCreate | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text) && isIsoDate(text)) return { day: text };
  const date = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(date.getTime()))
    throw new InvalidInputError(
      [{ path: ['last_create'], message: EXPORT_MESSAGES.invalidLastCreate }],
      { message: EXPORT_MESSAGES.invalidLastCreate },
    );
  return { after: date };
}

export function lastCreateCondition(value: LastCreate | undefined): SQL | undefined {
  if (value === undefined) return undefined;
  if ('day' in value)
    return sql`${donations.creationDate} >= (${value.day}::date)::timestamp at time zone ${TIME_ZONE}`;
  return gt(donations.creationDate, value.after);
}

export function campaignCondition(campaignId: number): SQL {
  return eq(donations.campaignId, campaignId);
}
