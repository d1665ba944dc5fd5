/**
 * `COPY (query) TO STDOUT` of a Drizzle query, for exports that stream the database's own output
 * instead of reading rows into JavaScript (api/src/modules/exports/README.md). COPY takes no bind
 * parameters, so the query's parameters are written into its text as literals: each converted by
 * node-postgres exactly as it would have bound it, then quoted with its `escapeLiteral` (an
 * `E'…'` literal when the value holds a backslash). A literal is of unknown type until its
 * context decides, like an untyped parameter, so the query means the same.
 */
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import pgUtils from 'pg/lib/utils.js';

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

/**
 * Streams `COPY (query) TO STDOUT` (text format: tab-separated, backslash escapes, `\N` for
 * null, one row per LF) on `client`, handing each chunk to `onChunk` as it arrives; the stream
 * is read only as fast as `onChunk` returns. When `onChunk` throws, the COPY is left unfinished
 * on the connection: release the client as broken (`client.release(error)`).
 */
export async function copyOut(
  client: pg.PoolClient,
  query: QueryText,
  onChunk: (chunk: Buffer) => void,
): Promise<void> {
  const stream = client.query(copyTo(`COPY (${inlineParams(query)}) TO STDOUT`));
  for await (const chunk of stream as AsyncIterable<Buffer>) onChunk(chunk);
}
