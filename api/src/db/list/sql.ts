/**
 * The SQL of the list contract, built once for every resource from Drizzle columns: the WHERE
 * of the filters, the ORDER BY of a sort (primary key as tie-breaker, same direction) and the
 * keyset condition that continues after a cursor. Values are bound parameters, never spliced;
 * each is checked against its column's type first, so a bad value answers 400, not a database
 * error.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MESSAGES } from '@veldwerk/shared/validation';
import {
  TIME_ZONE,
  type FilterKind,
  type FilterValue,
  type IssueLike,
  type SortOrder,
} from '@veldwerk/shared/domain';
import { searchKeyLike } from '../schema/search-key';
import { textSortKey } from '../schema/sort-key';
import type { CursorValue } from './cursor';

export type ColumnKind =
  'smallint' | 'integer' | 'bigint' | 'text' | 'boolean' | 'date' | 'timestamp' | 'uuid';

/** The kind of a column, from its SQL type; a list over another type is a programming error. */
export function columnKind(column: AnyPgColumn): ColumnKind {
  const type = column.getSQLType();
  if (type === 'integer' || type === 'serial') return 'integer';
  if (type === 'smallint' || type === 'smallserial') return 'smallint';
  if (type === 'bigint' || type === 'bigserial') return 'bigint';
  if (type === 'text' || type.startsWith('varchar') || type.startsWith('char')) return 'text';
  if (type === 'boolean') return 'boolean';
  if (type === 'date') return 'date';
  if (type.startsWith('timestamp')) return 'timestamp';
  if (type === 'uuid') return 'uuid';
  throw new Error(`List: column ${column.name} of type ${type} is not supported`);
}

const RANGES: Partial<Record<ColumnKind, readonly [number, number]>> = {
  smallint: [-32_768, 32_767],
  integer: [-2_147_483_648, 2_147_483_647],
  bigint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Longest text a cursor or an exact filter may carry (longer never matches a name here). */
const MAX_TEXT = 1000;

/** Whether `value` can be bound against a column of this kind without a database error. */
export function fitsColumn(kind: ColumnKind, value: unknown): boolean {
  const range = RANGES[kind];
  if (range !== undefined) {
    return Number.isSafeInteger(value) && Number(value) >= range[0] && Number(value) <= range[1];
  }
  switch (kind) {
    case 'text':
      return typeof value === 'string' && value.length <= MAX_TEXT && !value.includes('\0');
    case 'boolean':
      return typeof value === 'boolean';
    case 'uuid':
      return typeof value === 'string' && UUID.test(value);
    case 'date':
      return typeof value === 'string' && ISO_DATE.test(value) && isRealDate(value);
    case 'timestamp':
      return typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value));
    default:
      return false;
  }
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** `%` and `_` match themselves in a "contains" filter; `\` is LIKE's escape character. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A filter maps to a column, or to a function that builds its condition (a subquery, …). */
export type FilterMapping = AnyPgColumn | ((value: FilterValue) => SQL | undefined);

const isColumn = (mapping: FilterMapping): mapping is AnyPgColumn => typeof mapping !== 'function';

/** The condition of one filter on a column, or the issue that refuses its value. */
function columnCondition(
  column: AnyPgColumn,
  kind: FilterKind,
  value: FilterValue,
): SQL | undefined | IssueLike['message'] {
  const type = columnKind(column);
  switch (kind) {
    case 'text':
      return typeof value === 'string' ? searchKeyLike(column, containsPattern(value)) : undefined;
    case 'eq':
    case 'number':
    case 'bool':
      return fitsColumn(type, value) ? eq(column, value) : MESSAGES.format;
    case 'in': {
      const list = Array.isArray(value) ? value : [];
      if (!list.every((item) => fitsColumn(type, item))) return MESSAGES.format;
      return list.length === 0 ? undefined : inArray(column, list);
    }
    case 'date_range': {
      if (typeof value !== 'object' || Array.isArray(value)) return undefined;
      const parts: SQL[] = [];
      // Both ends are whole days, inclusive; an instant counts in the organisation's time zone.
      if (type === 'date') {
        if (value.from !== undefined) parts.push(sql`${column} >= ${value.from}::date`);
        if (value.to !== undefined) parts.push(sql`${column} <= ${value.to}::date`);
      } else if (type === 'timestamp') {
        if (value.from !== undefined) {
          parts.push(sql`${column} >= (${value.from}::date)::timestamp at time zone ${TIME_ZONE}`);
        }
        if (value.to !== undefined) {
          parts.push(sql`${column} < (${value.to}::date + 1)::timestamp at time zone ${TIME_ZONE}`);
        }
      } else throw new Error(`List: date_range on ${column.name} (${type})`);
      return parts.length === 0 ? undefined : and(...parts);
    }
  }
}

/** The WHERE of the given filters; issues for values their columns cannot hold. */
export function filterConditions(
  filters: Readonly<Record<string, FilterValue | undefined>>,
  kinds: Readonly<Record<string, { kind: FilterKind }>>,
  mappings: Readonly<Record<string, FilterMapping>>,
): { conditions: SQL[]; issues: IssueLike[] } {
  const conditions: SQL[] = [];
  const issues: IssueLike[] = [];
  for (const [name, value] of Object.entries(filters)) {
    const spec = kinds[name];
    const mapping = mappings[name];
    if (value === undefined || spec === undefined || mapping === undefined) continue;
    const condition = isColumn(mapping)
      ? columnCondition(mapping, spec.kind, value)
      : mapping(value);
    if (typeof condition === 'string') issues.push({ path: [name], message: condition });
    else if (condition !== undefined) conditions.push(condition);
  }
  return { conditions, issues };
}

/**
 * What a list sorts by for a column: a text column by its case-insensitive key (`textSortKey`:
 * alphabetical whatever the database collation, accents next to their base letter), any other
 * column by itself. Every text sort gets it without the resource asking, so no list can sort
 * "Zorg" before "appel"; its index is declared on the same key, `(textSortKey(column), id)`.
 */
export function sortExpression(column: AnyPgColumn): SQL {
  return columnKind(column) === 'text' ? textSortKey(column) : sql`${column}`;
}

/** Where a sort puts nulls: last ascending, first descending (PostgreSQL's default). */
export function orderBy(sortColumn: AnyPgColumn, idColumn: AnyPgColumn, order: SortOrder): SQL[] {
  const direction = order === 'asc' ? sql`asc nulls last` : sql`desc nulls first`;
  if (sortColumn === idColumn) return [sql`${idColumn} ${direction}`];
  return [sql`${sortExpression(sortColumn)} ${direction}`, sql`${idColumn} ${direction}`];
}

/**
 * The rows after `(value, id)` in the order of `orderBy`. Written as a row comparison, which
 * an index `(column, id)` serves in both directions; nulls (last ascending, first descending)
 * are handled around it.
 *
 * A text sort compares keys: the cursor carries the last row's own text, and the same
 * `textSortKey` is applied to it in SQL (`lower(($1::text) collate …)`), so the position is the
 * database's key of that text — not a JavaScript imitation of ICU's case mapping — and the
 * comparison is the one the `(key, id)` index is ordered by.
 *
 * An instant is stored with microseconds but a cursor holds it as a JS `Date` (milliseconds):
 * compared with the rounded value, rows in the same millisecond would repeat. So for an instant
 * the last row's exact value is read back by its primary key (an index lookup the planner runs
 * once), with the cursor's value as the fallback when that row has gone meanwhile.
 */
export function keysetCondition(
  sortColumn: AnyPgColumn,
  idColumn: AnyPgColumn,
  order: SortOrder,
  value: CursorValue,
  id: string | number,
): SQL {
  const after = order === 'asc' ? sql.raw('>') : sql.raw('<');
  if (sortColumn === idColumn) return sql`${idColumn} ${after} ${id}`;
  const key = sortExpression(sortColumn);
  if (value === null) {
    return order === 'asc'
      ? sql`(${key} is null and ${idColumn} > ${id})`
      : sql`(${key} is not null or (${key} is null and ${idColumn} < ${id}))`;
  }
  const kind = columnKind(sortColumn);
  let position: SQL = sql`${value}`;
  if (kind === 'text') position = textSortKey(sql`${value}::text`);
  if (kind === 'timestamp') {
    if (sortColumn.table !== idColumn.table) {
      throw new Error(`List: instant sort ${sortColumn.name} must be a column of the id's table`);
    }
    position = sql`coalesce((select ${sortColumn} from ${sortColumn.table} where ${idColumn} = ${id}), ${value}::timestamptz)`;
  }
  const row = sql`(${key}, ${idColumn}) ${after} (${position}, ${id})`;
  return order === 'asc' && !sortColumn.notNull ? sql`(${row} or ${key} is null)` : row;
}
