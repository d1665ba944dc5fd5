/**
 * The list contract of `@veldwerk/shared/domain` (`list/list-contract.ts`) in SQL, once for
 * every resource. A resource declares a `ListSource` (its contract plus which column each
 * filter and sort reads) next to its other SQL in its `repo.ts`; the route validates the query
 * (`prepareList` of `src/http/list/prepare.ts`, which calls `planList` here), and the repository
 * then runs
 *
 *   return listPage(list, { rows: (q) => db.select()…, count: (where) => … });
 *
 * `planList` checks everything before the database is asked (values a column cannot hold, a
 * cursor of another list) and answers the issues instead of throwing: the http layer turns them
 * into a 400. `listPage` fetches one row more than asked to know whether a next page exists,
 * and counts the matching rows.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import {
  LIST_MESSAGES,
  type IssueLike,
  type ListContract,
  type ListFilterOf,
  type ListPage,
  type ListParams,
  type ListSortOf,
} from '@veldwerk/shared/domain';
import { decodeCursor, encodeCursor, listFingerprint, type CursorValue } from './cursor';
import {
  columnKind,
  filterConditions,
  fitsColumn,
  keysetCondition,
  orderBy,
  type FilterMapping,
} from './sql';

export interface SortMapping<Row> {
  readonly column: AnyPgColumn;
  /** The row's value of that column (goes into the cursor). */
  readonly value: (row: Row) => unknown;
}

export interface ListSource<Row, F extends string, S extends string> {
  readonly contract: ListContract<F, S>;
  /** The primary key: tie-breaker of every sort and the second half of a cursor. */
  readonly id: { readonly column: AnyPgColumn; readonly value: (row: Row) => string | number };
  readonly sorts: { readonly [K in S]: SortMapping<Row> };
  readonly filters: { readonly [K in F]: FilterMapping };
  /**
   * Count at most this many rows (a list of a million rows): beyond it the answer says
   * `count: countCap, count_capped: true`. Without one the count is exact.
   */
  readonly countCap?: number;
  /**
   * A lower cap while a text ("contains") filter is set. Such a filter is answered from a
   * trigram index, but every match it counts is one more table page read to check it: on a
   * million rows a common name ("de vries") costs far more to count to `countCap` than its page
   * costs. A search is for finding someone; past this many the answer says it is capped.
   */
  readonly searchCountCap?: number;
}

/** The source of a list over a contract: `ListSourceOf<Client, typeof clientListContract>`. */
export type ListSourceOf<Row, C> = ListSource<Row, ListFilterOf<C>, ListSortOf<C>>;

/** A validated list request, ready for the repository. */
export interface PreparedList<Row, F extends string = string, S extends string = string> {
  readonly source: ListSource<Row, F, S>;
  readonly params: ListParams<F, S>;
  /** The filters' condition (what `count` counts). */
  readonly filterWhere: SQL | undefined;
  /** The filters plus the keyset condition of a cursor (what the page reads). */
  readonly where: SQL | undefined;
  readonly orderBy: SQL[];
  readonly fingerprint: string;
  /** On a cursor page: the count the walk began with (not counted again). */
  readonly walkCount: number | undefined;
  /** Count at most this many (`countCap`, or `searchCountCap` under a text filter). */
  readonly countCap: number | undefined;
}

export interface PlanOptions {
  /** Path parameters that narrow the list (`{clientId: 4}`): a cursor is bound to them too. */
  scope?: Readonly<Record<string, string | number>>;
}

export type PlanResult<Row, F extends string, S extends string> =
  { ok: true; list: PreparedList<Row, F, S> } | { ok: false; issues: IssueLike[] };

/** The SQL of validated list parameters, or the issues of values the columns cannot hold. */
export function planList<Row, F extends string, S extends string>(
  source: ListSource<Row, F, S>,
  params: ListParams<F, S>,
  options: PlanOptions = {},
): PlanResult<Row, F, S> {
  const { conditions, issues } = filterConditions(
    params.filters,
    source.contract.filters,
    source.filters,
  );
  if (issues.length > 0) return { ok: false, issues };
  const filterWhere = conditions.length === 0 ? undefined : and(...conditions);

  const sort = source.sorts[params.sort];
  const fingerprint = listFingerprint(source.contract.resource, options.scope ?? {}, params);
  let where = filterWhere;
  let walkCount: number | undefined;
  if (params.cursor !== undefined) {
    const decoded = decodeCursor(params.cursor, fingerprint);
    if (!decoded.ok) {
      const message =
        decoded.reason === 'other_list'
          ? LIST_MESSAGES.otherListCursor
          : LIST_MESSAGES.malformedCursor;
      return { ok: false, issues: [{ path: ['cursor'], message }] };
    }
    const { value, id } = decoded.position;
    const valueFits =
      value === null ? !sort.column.notNull : fitsColumn(columnKind(sort.column), value);
    if (!valueFits || !fitsColumn(columnKind(source.id.column), id)) {
      return { ok: false, issues: [{ path: ['cursor'], message: LIST_MESSAGES.malformedCursor }] };
    }
    const after = keysetCondition(sort.column, source.id.column, params.order, value, id);
    where = filterWhere === undefined ? after : and(filterWhere, after);
    walkCount = decoded.count;
  }
  return {
    ok: true,
    list: {
      source,
      params,
      filterWhere,
      where,
      orderBy: orderBy(sort.column, source.id.column, params.order),
      fingerprint,
      walkCount,
      countCap: countCapOf(source, params),
    },
  };
}

function countCapOf<F extends string, S extends string>(
  source: Pick<ListSource<unknown, F, S>, 'contract' | 'countCap' | 'searchCountCap'>,
  params: ListParams<F, S>,
): number | undefined {
  const searching = Object.entries<unknown>(params.filters).some(
    ([name, value]) => value !== undefined && source.contract.filters[name as F]?.kind === 'text',
  );
  if (!searching || source.searchCountCap === undefined) return source.countCap;
  return Math.min(source.searchCountCap, source.countCap ?? Number.POSITIVE_INFINITY);
}

/** What the repository runs: the page's rows (`limit` is already one more than asked). */
export interface PageQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

export interface PageReaders<Row> {
  rows: (query: PageQuery) => Promise<Row[]>;
  /** The rows matching `where`; with a `cap`, it may stop counting after `cap + 1` (`countUpTo`). */
  count: (where: SQL | undefined, cap: number | undefined) => Promise<number>;
}

/** Counts the rows of `table` matching `where`, stopping after `cap + 1` when a cap is given. */
export async function countUpTo(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  cap: number | undefined,
): Promise<number> {
  if (cap === undefined) return db.$count(table, where);
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
  return Number(row?.n ?? 0);
}

function cursorValue(value: unknown): CursorValue {
  if (value instanceof Date) return value.toISOString();
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  throw new Error(`List: a sort value of type ${typeof value} cannot go into a cursor`);
}

/**
 * One page in the contract's answer shape; `next_cursor` is null on the last page. The plain
 * form counts the matching rows; a cursor page answers the count its walk began with.
 */
export async function listPage<Row, F extends string, S extends string>(
  list: PreparedList<Row, F, S>,
  readers: PageReaders<Row>,
): Promise<ListPage<Row>> {
  const { params, source } = list;
  const cap = list.countCap;
  const [rows, counted] = await Promise.all([
    readers.rows({
      where: list.where,
      orderBy: list.orderBy,
      limit: params.limit + 1,
      offset: params.cursor === undefined ? params.offset : 0,
    }),
    list.walkCount ?? readers.count(list.filterWhere, cap),
  ]);
  // A cursor page carries its walk's count, already capped: at the cap it was capped.
  const capped =
    cap !== undefined && (list.walkCount === undefined ? counted > cap : counted >= cap);
  const count = capped ? cap : counted;
  const results = rows.slice(0, params.limit);
  const last = results.at(-1);
  const next_cursor =
    rows.length > params.limit && last !== undefined
      ? encodeCursor(
          {
            value: cursorValue(source.sorts[params.sort].value(last)),
            id: source.id.value(last),
          },
          list.fingerprint,
          count,
        )
      : null;
  return capped
    ? { results, count, count_capped: true, next_cursor }
    : { results, count, next_cursor };
}
