/**
 * `COPY (query) TO STDOUT` of a Drizzle query, for exports that stream the database's own output
 * instead of reading rows into JavaScript (api/src/modules/exports/README.md). COPY takes no bind
 * parameters, so the query's parameters are written into its text as literals: each converted by
 * node-postgres exactly as it would have bound it, then quoted with its `escapeLiteral` (an
 * `E'…'` literal when the value holds a backslash). A literal is of unknown type until its
 * context decides, like an untyped parameter, so the query means the same.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import pgUtils from 'pg/lib/utils.js';
import type { Db, Tx } from './client';
import * as schema from './schema';

export interface QueryText {
  sql: string;
  params: readonly unknown[];
}

function literal(value: unknown): string {
  const prepared = pgUtils.prepareValue(value);
  if (prepared === null) return 'null';
  if (typeof prepared !== 'string') throw new Error('COPY: binary parameters cannot be inlined');
  return pg.escapeLiteral(prepared);
}

/**
 * The query's text with `$1`, `$2`, … replaced by their values as literals. Placeholders inside
 * quoted literals or identifiers of the text itself are left alone; every parameter must be used.
 */
export function inlineParams({ sql, params }: QueryText): string {
  const used = new Set<number>();
  let text = '';
  let at = 0;
  let quote: string | null = null;
  for (let i = 0; i < sql.length; i++) {
    const char = sql[i];
    if (quote !== null) {
      if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"') {
      quote = char;
      continue;
    }
    if (char !== '$') continue;
    let end = i + 1;
    while (end < sql.length && sql.charCodeAt(end) >= 48 && sql.charCodeAt(end) <= 57) end++;
    if (end === i + 1) continue;
    const index = Number(sql.slice(i + 1, end)) - 1;
    if (index < 0 || index >= params.length) throw new Error(`COPY: no parameter $${index + 1}`);
    used.add(index);
    text += sql.slice(at, i) + literal(params[index]);
    at = end;
    i = end - 1;
  }
  if (quote !== null) throw new Error('COPY: unterminated quote in the query');
  if (used.size !== params.length) throw new Error('COPY: a parameter is not used in the query');
  return text + sql.slice(at);
}

/** Runs `COPY (query) TO STDOUT` on one connection, handing each chunk to `onChunk`. */
export type CopyOut = (query: QueryText, onChunk: (chunk: Buffer) => void) => Promise<void>;

/**
 * Streams `COPY (query) TO STDOUT` on `client`, handing each chunk to `onChunk` as it arrives;
 * the stream is read only as fast as `onChunk` returns. In text format (tab-separated, backslash
 * escapes, `\N` for null, one row per LF) unless `binary` (read it with `BinaryCopyRows`). When
 * `onChunk` throws, the rest of the output is read and dropped before the error is thrown again,
 * so the connection (and a transaction on it) stays usable.
 */
export async function copyOut(
  client: pg.PoolClient,
  query: QueryText,
  onChunk: (chunk: Buffer) => void,
  options: { binary?: boolean } = {},
): Promise<void> {
  const format = options.binary === true ? ' (FORMAT binary)' : '';
  const stream = client.query(copyTo(`COPY (${inlineParams(query)}) TO STDOUT${format}`));
  let failure: { error: unknown } | null = null;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (failure !== null) continue;
    try {
      onChunk(chunk);
    } catch (error) {
      failure = { error };
    }
  }
  if (failure !== null) throw failure.error;
}

/** `copyOut` on a connection of `pool` taken for this COPY only and given back after it. */
export async function copyOutOnPool(
  pool: pg.Pool,
  query: QueryText,
  onChunk: (chunk: Buffer) => void,
  options: { binary?: boolean } = {},
): Promise<void> {
  const client = await pool.connect();
  try {
    await copyOut(client, query, onChunk, options);
  } finally {
    client.release();
  }
}

/** A value of a binary COPY: the parts of the chunks that hold it, in order; null for NULL. */
export type CopyValue = Buffer[] | null;

const BINARY_COPY_SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

/**
 * COPY's binary output (`FORMAT binary`) read back into rows of raw values, without copying
 * them: a value is the subarrays of the chunks it arrived in (bytea: its bytes; other types in
 * their binary form). Feed the chunks in order with `push`, cut anywhere; `end` checks that the
 * output was complete. Used where text would double the bytes (bytea as hex).
 */
export class BinaryCopyRows {
  readonly rows: CopyValue[][] = [];
  /** Bytes of a fixed-size part (header, field count, length) cut between chunks. */
  private partial: number[] = [];
  private state: 'header' | 'extension' | 'count' | 'length' | 'value' | 'done' = 'header';
  private remaining = 0;
  private fields = 0;
  private row: CopyValue[] = [];
  private value: Buffer[] = [];

  push(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.state === 'done') throw new Error('COPY binary: data after the trailer');
      if (this.state === 'value' || this.state === 'extension') {
        const take = Math.min(this.remaining, chunk.length - at);
        if (this.state === 'value') this.value.push(chunk.subarray(at, at + take));
        at += take;
        this.remaining -= take;
        if (this.remaining === 0) this.endValue();
        continue;
      }
      const size = this.state === 'header' ? 19 : this.state === 'count' ? 2 : 4;
      const take = Math.min(size - this.partial.length, chunk.length - at);
      for (let i = 0; i < take; i++) this.partial.push(chunk[at + i] ?? 0);
      at += take;
      if (this.partial.length === size) {
        const bytes = Buffer.from(this.partial);
        this.partial = [];
        this.fixed(bytes);
      }
    }
  }

  end(): void {
    if (this.state !== 'done') throw new Error('COPY binary: the output ended early');
  }

  private fixed(bytes: Buffer): void {
    switch (this.state) {
      case 'header':
        if (!bytes.subarray(0, 11).equals(BINARY_COPY_SIGNATURE))
          throw new Error('COPY binary: no signature');
        this.remaining = bytes.readInt32BE(15);
        this.state = this.remaining > 0 ? 'extension' : 'count';
        return;
      case 'count':
        this.fields = bytes.readInt16BE(0);
        this.state = this.fields === -1 ? 'done' : 'length';
        this.row = [];
        if (this.fields === 0) this.endRow();
        return;
      case 'length': {
        const length = bytes.readInt32BE(0);
        if (length === -1) {
          this.row.push(null);
          this.nextField();
        } else if (length === 0) {
          this.row.push([]);
          this.nextField();
        } else {
          this.remaining = length;
          this.state = 'value';
        }
        return;
      }
      default:
        throw new Error(`COPY binary: unexpected ${this.state}`);
    }
  }

  private endValue(): void {
    if (this.state === 'extension') {
      this.state = 'count';
      return;
    }
    this.row.push(this.value);
    this.value = [];
    this.nextField();
  }

  private nextField(): void {
    if (this.row.length === this.fields) this.endRow();
    else this.state = 'length';
  }

  private endRow(): void {
    this.rows.push(this.row);
    this.state = 'count';
  }
}

/**
 * A transaction on a connection of its own, with COPY on that same connection: a COPY inside
 * it sees (and locks, `FOR UPDATE`) what the transaction does. Drizzle's `db.transaction` hides
 * its connection, hence this.
 */
export async function transactionWithCopy<T>(
  pool: pg.Pool,
  work: (tx: Tx, copy: CopyOut) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    const db: Db = drizzle({ client, schema });
    return await db.transaction((tx) =>
      work(tx, (query, onChunk) => copyOut(client, query, onChunk)),
    );
  } finally {
    client.release();
  }
}
