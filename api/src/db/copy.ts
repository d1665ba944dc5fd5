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
 * Streams `COPY (query) TO STDOUT` (text format: tab-separated, backslash escapes, `\N` for
 * null, one row per LF) on `client`, handing each chunk to `onChunk` as it arrives; the stream
 * is read only as fast as `onChunk` returns. When `onChunk` throws, the rest of the output is
 * read and dropped before the error is thrown again, so the connection (and a transaction on
 * it) stays usable.
 */
export async function copyOut(
  client: pg.PoolClient,
  query: QueryText,
  onChunk: (chunk: Buffer) => void,
): Promise<void> {
  const stream = client.query(copyTo(`COPY (${inlineParams(query)}) TO STDOUT`));
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
