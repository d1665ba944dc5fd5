/**
 * The csv file of an export (and the cells of an xlsx or ods preview) from PostgreSQL's own
 * `COPY (…) TO STDOUT` output instead of rows read into JavaScript (issue 17: a row object per
 * donor cost ~5× COPY's time). The query is the
 * one the row path reads (`exportCellsQuery`: the id, then every cell already formatted by the
 * database), in keyset pages by id; its text output is turned into the layout's csv chunk by
 * chunk:
 *
 * - rows end at LF and fields at tab (COPY escapes both inside values), `\N` is null, and a value
 *   holding a backslash is unescaped (COPY writes only `\\`, `\b`, `\f`, `\n`, `\r`, `\t`, `\v`);
 * - the IBAN column is opened from its seal, every cell is neutralised (`neutralise`) and quoted
 *   by the csv writer's rule (`csvCellQuoter`), so the bytes are those of the row path;
 * - each chunk is decoded once (it is cut after its last LF, so no character is split) and its
 *   rows written as one string: no per-row buffers.
 *
 * A preview's COPY holds a connection only while the database sends it: the page's csv goes to
 * the output as it is made, and the next page waits until the output has drained (a slow
 * download never keeps a connection, nor — on PGlite, one connection — the rest of the api).
 * A real export's COPY runs on its transaction's connection and locks its page (`for update`);
 * the page's csv is stored only after its COPY has ended (`writeLockedCsvFromCopy`).
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type pg from 'pg';
import { LINE_ENDING_CHARACTERS, type ExportField } from '@veldwerk/shared/domain';
import type { DbOrTx } from '../../db/client';
import { copyOutOnPool, type CopyOut } from '../../db/copy';
import { neutralise, sourceOf, titleCells } from './cells';
import { exportCellsQuery } from './repo';
import {
  csvCellQuoter,
  csvLine,
  CSV_FLUSH_CHARS,
  drainedOf,
  type FileFormat,
  type RowWriter,
} from './writers';

export type CsvFormat = Extract<FileFormat, { type: 'csv' }>;

/** Rows per COPY: the database output of a page passes through memory once, ~150 bytes a row. */
export const COPY_PAGE_SIZE = 20_000;
/**
 * Rows per COPY of an xlsx or ods preview: its sheet XML is given to the writer while the COPY
 * runs and held until the compression has taken it (~1 KB a row).
 */
const EXPORT_CELLS_PAGE_SIZE = 2000;

const LF = 10;
const BACKSLASH = 92;

/** A COPY text value holding a backslash, unescaped. */
function unescapeCopyText(value: string): string {
  let text = '';
  let at = 0;
  for (let i = value.indexOf('\\'); i >= 0; i = value.indexOf('\\', at)) {
    text += value.slice(at, i);
    const next = value[i + 1] ?? '';
    switch (next) {
      case 'b':
        text += '\b';
        break;
      case 'f':
        text += '\f';
        break;
      case 'n':
        text += '\n';
        break;
      case 'r':
        text += '\r';
        break;
      case 't':
        text += '\t';
        break;
      case 'v':
        text += '\v';
        break;
      default:
        text += next;
    }
    at = i + 2;
  }
  return text + value.slice(at);
}

/**
 * COPY's text output of `exportCellsQuery` (id first, then one text per layout column) in, each
 * row's cells out: `\N` as '', the IBAN opened, every cell neutralised — what the row path's
 * `cellReader` makes of a row. Feed it the chunks in order with `push`; `end` checks no row was
 * cut. Subclasses decide what a row becomes (`cell` per cell, `endRow` after the last).
 */
abstract class CopyTextRows<T> {
  /** Rows read so far, and the id of the last one. */
  rows = 0;
  lastId = 0;
  /** The ids of the rows since the last `takeIds` (when asked to keep them). */
  private ids: number[] | null;
  private rest: Buffer | null = null;
  protected readonly columns: number;
  private readonly iban: boolean[];

  constructor(
    fields: readonly ExportField[],
    private readonly openIban: (sealed: string) => string | null,
    options: { keepIds?: boolean } = {},
  ) {
    this.ids = options.keepIds === true ? [] : null;
    this.columns = fields.length;
    this.iban = fields.map((field) => sourceOf(field)?.kind === 'iban');
  }

  /** One cell of the current row, ready (opened and neutralised). */
  protected abstract cell(column: number, value: string): void;
  /** The current row is complete. */
  protected abstract endRow(): void;
  /** What the rows of one chunk became. */
  protected abstract take(): T;

  /** What the rows this chunk completes became. */
  push(chunk: Buffer): T {
    let data = chunk;
    if (this.rest !== null) {
      data = Buffer.concat([this.rest, chunk]);
      this.rest = null;
    }
    const end = data.lastIndexOf(LF);
    if (end < data.length - 1) this.rest = Buffer.from(data.subarray(end + 1));
    // Cut after an LF (one byte in UTF-8, never inside a character): whole rows, whole characters.
    if (end >= 0) this.convert(data.toString('utf8', 0, end + 1));
    return this.take();
  }

  /** The ids kept since the last call (`keepIds`). */
  takeIds(): number[] {
    const ids = this.ids ?? [];
    if (this.ids !== null) this.ids = [];
    return ids;
  }

  /** Throws when the output ended inside a row. */
  end(): void {
    if (this.rest !== null) throw new Error('COPY output ended inside a row');
  }

  private convert(text: string): void {
    const { columns, iban } = this;
    let at = 0;
    while (at < text.length) {
      const eol = text.indexOf('\n', at);
      let id = 0;
      let code = text.charCodeAt(at);
      while (code >= 48 && code <= 57) {
        id = id * 10 + code - 48;
        code = text.charCodeAt(++at);
      }
      if (at !== (columns === 0 ? eol : text.indexOf('\t', at)))
        throw new Error('COPY output without an id');
      at += 1;
      for (let column = 0; column < columns; column++) {
        const end = column === columns - 1 ? eol : text.indexOf('\t', at);
        if (end < 0 || end > eol) throw new Error('COPY row has too few columns');
        let cell = '';
        if (end > at) {
          cell = text.slice(at, end);
          if (cell.includes('\\')) {
            cell =
              end - at === 2 && text.charCodeAt(at + 1) === 78 && text.charCodeAt(at) === BACKSLASH
                ? ''
                : unescapeCopyText(cell);
          }
          if (iban[column] === true && cell !== '') cell = this.openIban(cell) ?? '';
          if (cell !== '') cell = neutralise(cell);
        }
        this.cell(column, cell);
        at = end + 1;
      }
      if (at !== eol + 1) throw new Error('COPY row has too many columns');
      this.endRow();
      this.ids?.push(id);
      this.lastId = id;
      this.rows += 1;
    }
  }
}

/** COPY's text output in, the layout's csv rows out (`push` answers the csv of a chunk). */
export class CopyTextToCsv extends CopyTextRows<string> {
  private readonly quote: (cell: string) => string;
  private readonly delimiter: string;
  private readonly lineEnding: string;
  private csv = '';

  constructor(
    fields: readonly ExportField[],
    format: CsvFormat,
    openIban: (sealed: string) => string | null,
    options: { keepIds?: boolean } = {},
  ) {
    super(fields, openIban, options);
    this.quote = csvCellQuoter(format.delimiter, format.enclosure);
    this.delimiter = format.delimiter;
    this.lineEnding = LINE_ENDING_CHARACTERS[format.lineEnding];
  }

  protected cell(column: number, value: string): void {
    if (column > 0) this.csv += this.delimiter;
    if (value !== '') this.csv += this.quote(value);
  }

  protected endRow(): void {
    this.csv += this.lineEnding;
  }

  protected take(): string {
    const csv = this.csv;
    this.csv = '';
    return csv;
  }
}

/** COPY's text output in, each row's cells out (for the xlsx and ods writers). */
export class CopyTextToCells extends CopyTextRows<string[][]> {
  private row: string[] = [];
  private done: string[][] = [];

  protected cell(_column: number, value: string): void {
    this.row.push(value);
  }

  protected endRow(): void {
    this.done.push(this.row);
    this.row = [];
  }

  protected take(): string[][] {
    const done = this.done;
    this.done = [];
    return done;
  }
}

export interface CopyCsvOptions {
  db: DbOrTx;
  where: SQL | undefined;
  fields: readonly ExportField[];
  format: CsvFormat;
  titleRow: boolean;
  openIban: (sealed: string) => string | null;
  pageSize?: number;
}

const titleLine = ({ fields, format }: CopyCsvOptions) =>
  csvLine(
    titleCells(fields),
    format.delimiter,
    format.enclosure,
    LINE_ENDING_CHARACTERS[format.lineEnding],
  );

/**
 * Reads `options.where`'s donors through COPY into `converter`, page by page after the last id
 * read: each page's query (`FOR UPDATE` when `lock`: the COPY itself locks the page) given to
 * `copy` with `onChunk`, then `afterPage` with the page's size. Stops after an empty or short
 * page.
 */
async function copyPages(
  options: Omit<CopyCsvOptions, 'format' | 'titleRow' | 'openIban'>,
  converter: CopyTextRows<unknown>,
  pageSize: number,
  lock: boolean,
  copy: CopyOut,
  onChunk: (chunk: Buffer) => void,
  afterPage: (rows: number) => Promise<void>,
): Promise<void> {
  for (;;) {
    const before = converter.rows;
    const page = exportCellsQuery(
      options.db,
      options.where,
      options.fields,
      converter.lastId,
      pageSize,
    );
    await copy((lock ? page.for('update') : page).toSQL(), onChunk);
    converter.end();
    const rows = converter.rows - before;
    if (rows === 0) return;
    await afterPage(rows);
    if (rows < pageSize) return;
  }
}

/** A preview's COPY: on a connection of `pool` for that page only (a slow download holds none). */
const previewCopy =
  (pool: pg.Pool): CopyOut =>
  (query, onChunk) =>
    copyOutOnPool(pool, query, onChunk);

/**
 * A preview's csv file into `out` (ended at the end) from COPY's output, page by page; answers
 * the number of donors written. The output drains between pages; a download cancelled stops it
 * (`OutputClosedError`).
 */
export async function writeCsvFromCopy(
  options: CopyCsvOptions & { pool: pg.Pool },
  out: Writable,
): Promise<number> {
  const { fields, format } = options;
  const converter = new CopyTextToCsv(fields, format, options.openIban);
  let pending = options.titleRow ? titleLine(options) : '';
  const onChunk = (chunk: Buffer) => {
    pending += converter.push(chunk);
    if (pending.length >= CSV_FLUSH_CHARS) {
      out.write(pending);
      pending = '';
    }
  };
  await copyPages(
    options,
    converter,
    options.pageSize ?? COPY_PAGE_SIZE,
    false,
    previewCopy(options.pool),
    onChunk,
    () => drainedOf(out, out),
  );
  if (pending !== '') out.write(pending);
  out.end();
  return converter.rows;
}

/**
 * A preview's xlsx or ods file from COPY's output: each row's cells (as `cellReader` makes them)
 * handed to `writer` as the COPY's chunks arrive (`rowNow`), and the output drained between
 * pages with the connection given back. Nothing outlives its chunk: cells held for a page while
 * written (pages of 1,000 to 5,000 donors) lived long enough for V8 to promote them to its old
 * space, which at a million donors raised the RSS by 56 to 236 MB, and a row object per donor
 * (the row path) by ~200 MB.
 */
export async function writeRowsFromCopy(
  options: Omit<CopyCsvOptions, 'format'> & { pool: pg.Pool },
  writer: RowWriter,
): Promise<number> {
  const converter = new CopyTextToCells(options.fields, options.openIban);
  if (options.titleRow) await writer.row(titleCells(options.fields));
  await copyPages(
    options,
    converter,
    options.pageSize ?? EXPORT_CELLS_PAGE_SIZE,
    false,
    previewCopy(options.pool),
    (chunk) => {
      for (const row of converter.push(chunk)) writer.rowNow(row);
    },
    () => writer.drained(),
  );
  await writer.end();
  return converter.rows;
}

/**
 * A real export's csv file from COPY's output on the export's own transaction (`copy`): each
 * page read `FOR UPDATE` by the COPY itself, then handed to `onPage` with its donors' ids (to
 * mark and record them) and its csv, which goes to `out` only after the COPY ended — `out`
 * (the batch's stored chunks) writes on the same connection. Ends `out`; answers the count.
 */
export async function writeLockedCsvFromCopy(
  options: CopyCsvOptions & { copy: CopyOut },
  out: Writable,
  onPage: (ids: number[]) => Promise<void>,
): Promise<number> {
  const { fields, format } = options;
  const converter = new CopyTextToCsv(fields, format, options.openIban, { keepIds: true });
  if (options.titleRow) out.write(titleLine(options));
  let csv = '';
  await copyPages(
    options,
    converter,
    options.pageSize ?? COPY_PAGE_SIZE,
    true,
    options.copy,
    (chunk) => {
      csv += converter.push(chunk);
    },
    async () => {
      await onPage(converter.takeIds());
      const page = csv;
      csv = '';
      if (!out.write(page)) await once(out, 'drain');
    },
  );
  out.end();
  return converter.rows;
}

/**
 * A real export's xlsx or ods file from COPY's output on the export's own transaction (`copy`),
 * page by page `FOR UPDATE`: each chunk's rows go to `writer` at once (`rowNow`), then the page
 * is handed to `onPage` with its donors' ids (to mark and record them) and the output drained.
 * The writer's output (the batch's stored chunks) writes on the same connection: its inserts
 * wait in node-postgres's queue until the COPY has ended, the compressed sheet meanwhile held
 * (a page at most). Ends the writer; answers the count.
 */
export async function writeLockedRowsFromCopy(
  options: Omit<CopyCsvOptions, 'format'> & { copy: CopyOut },
  writer: RowWriter,
  onPage: (ids: number[]) => Promise<void>,
): Promise<number> {
  const converter = new CopyTextToCells(options.fields, options.openIban, { keepIds: true });
  if (options.titleRow) await writer.row(titleCells(options.fields));
  await copyPages(
    options,
    converter,
    options.pageSize ?? EXPORT_CELLS_PAGE_SIZE,
    true,
    options.copy,
    (chunk) => {
      for (const row of converter.push(chunk)) writer.rowNow(row);
    },
    async () => {
      await onPage(converter.takeIds());
      await writer.drained();
    },
  );
  await writer.end();
  return converter.rows;
}
