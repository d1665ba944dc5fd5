/**
 * The list contract, designed once for every resource (spec §7 "Lists and selects"):
 *
 *   GET {path}?limit=50&offset=0&sort=name&order=asc&{filter}=v&{filter}[]=a&{filter}[]=b
 *   GET {path}?limit=100&cursor=<next_cursor of the previous page>&…same sort and filters…
 *   → { results: [...], count: <rows matching the filters>, next_cursor: <string> | null }
 *
 * - `limit` 1–1000 (default: the resource's page size); `offset` ≥ 0 (the plain form of the
 *   spec); `cursor` is the keyset form: an opaque token the api hands out as `next_cursor`, so a
 *   page deep in a large list costs what the first page costs. `cursor` and a non-zero `offset`
 *   exclude each other. An empty results page (or `next_cursor: null`) marks the end. A cursor
  page answers the `count` of its walk's first page (the cursor carries it; not counted again).
 * - `sort` is one of the resource's sortable fields, `order` `asc` | `desc`; without them the
 *   resource's default sort applies. The api always breaks ties by the primary key.
 * - Filters are declared per resource with a kind:
 *     text        contains, case and accents ignored   name=foo
 *     eq          exact match (string)                 state=PENDING
 *     in          any of the values                    state[]=PENDING&state[]=APPROVED
 *     number      exact integer                        client=5
 *     bool        true / false (also 1 / 0)            enabled=true
 *     date_range  ISO dates, both ends optional        recruited_date[from]=…&recruited_date[to]=…
 *   Empty values are ignored. An unknown parameter, filter or sort field, or a value of the wrong
 *   kind, answers 400 in the validation shape of spec §8 — never a database error.
 *
 * This module is plain TypeScript: the api parses with it, the browser builds URLs with it.
 */
import { MESSAGES } from '../../validation/messages';
import { z } from '../common/zod-nl';
import type { IssueLike } from '../http/http';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const FILTER_KINDS = ['text', 'eq', 'in', 'number', 'bool', 'date_range'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

export const LIST_MAX_LIMIT = 1000;

/** The refusals of a list query (the api's 400 message and its cursor errors). */
export const LIST_MESSAGES = {
  invalid: 'Ongeldige lijstparameters.',
  malformedCursor: 'Ongeldige cursor.',
  otherListCursor:
    'Deze cursor hoort bij een andere sortering of andere filters. Begin opnieuw bij de eerste pagina.',
} as const;

export interface FilterSpec {
  readonly kind: FilterKind;
  /** For `eq` and `in`: the allowed values (an enum); any string when omitted. */
  readonly values?: readonly string[];
}

export interface ListContract<F extends string = string, S extends string = string> {
  /** Resource name: preferences key and query key (`clients`, `campaigns`, `layouts`, …). */
  readonly resource: string;
  /** Api path without `/api/` (`clients`, `exports/layouts`, `clients/{clientId}/campaigns`). */
  readonly path: string;
  readonly filters: { readonly [K in F]: FilterSpec };
  readonly sorts: readonly S[];
  readonly defaultSort: { readonly field: S; readonly order: SortOrder };
  /** Rows of the first page (spec §9: 50, clients and layouts 500). */
  readonly pageSize: number;
}

export type DateRange = { from?: string; to?: string };
export type FilterValue = string | number | boolean | string[] | DateRange;

export interface ListParams<F extends string = string, S extends string = string> {
  limit: number;
  offset: number;
  cursor?: string;
  sort: S;
  order: SortOrder;
  filters: Partial<Record<F, FilterValue>>;
}

/** The answer of every list call. */
export interface ListPage<T> {
  results: T[];
  /** Rows matching the filters (on a cursor page: as counted for the walk's first page). */
  count: number;
  /**
   * True when more rows match than `count`: a list of a million rows counts only up to its cap
   * (an exact count would cost more than the page itself); absent or false: `count` is exact.
   */
  count_capped?: boolean;
  next_cursor: string | null;
}

/** `ListPage` as a schema (the api's response schemas and OpenAPI). */
export function listPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    count: z.number().int().nonnegative(),
    count_capped: z.boolean().optional(),
    next_cursor: z.string().nullable(),
  });
}

/** The filter names of a list contract: `ListFilterOf<typeof clientListContract>`. */
export type ListFilterOf<C> = C extends ListContract<infer F, string> ? F : never;
/** The sort fields of a list contract: `ListSortOf<typeof clientListContract>`. */
export type ListSortOf<C> = C extends ListContract<string, infer S> ? S : never;

export function defineListContract<const F extends string, const S extends string>(
  contract: ListContract<F, S>,
): ListContract<F, S> {
  return contract;
}

/** A raw query as a server framework or `URLSearchParams` gives it. */
export type RawQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const INTEGER = /^-?\d{1,15}$/;

function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function values(raw: string | readonly string[] | undefined): string[] {
  if (raw === undefined) return [];
  return (typeof raw === 'string' ? [raw] : [...raw]).map((v) => v.trim()).filter((v) => v !== '');
}

/** Splits `name[]` / `name[from]` into the filter name and its part. */
function splitKey(key: string): { name: string; part: string | undefined } {
  const match = /^([^[\]]+)\[([^[\]]*)\]$/.exec(key);
  return match ? { name: match[1] ?? key, part: match[2] } : { name: key, part: undefined };
}

const RESERVED = new Set(['limit', 'offset', 'cursor', 'sort', 'order', 'return_fields']);

export type ParseResult<F extends string, S extends string> =
  { ok: true; params: ListParams<F, S> } | { ok: false; issues: IssueLike[] };

/**
 * Validates a list query against a resource's contract. `extra` names additional parameters a
 * route reads itself (e.g. `return_fields`, `q`), which are then not "unknown".
 */
export function parseListQuery<F extends string, S extends string>(
  contract: ListContract<F, S>,
  query: RawQuery,
  extra: readonly string[] = [],
): ParseResult<F, S> {
  const issues: IssueLike[] = [];
  const issue = (field: string, message: string) => issues.push({ path: [field], message });
  const single = (key: string): string | undefined => values(query[key])[0];

  const limitRaw = single('limit');
  let limit = contract.pageSize;
  if (limitRaw !== undefined) {
    if (!INTEGER.test(limitRaw) || Number(limitRaw) < 1 || Number(limitRaw) > LIST_MAX_LIMIT) {
      issue('limit', `Kies een aantal van 1 tot en met ${LIST_MAX_LIMIT}.`);
    } else limit = Number(limitRaw);
  }
  const offsetRaw = single('offset');
  let offset = 0;
  if (offsetRaw !== undefined) {
    if (!INTEGER.test(offsetRaw) || Number(offsetRaw) < 0) issue('offset', MESSAGES.format);
    else offset = Number(offsetRaw);
  }
  const cursor = single('cursor');
  if (cursor !== undefined && offset > 0) {
    issue('cursor', 'Gebruik een cursor of een offset, niet allebei.');
  }

  const sortRaw = single('sort');
  let sort = contract.defaultSort.field;
  if (sortRaw !== undefined) {
    if ((contract.sorts as readonly string[]).includes(sortRaw)) sort = sortRaw as S;
    else issue('sort', `Op "${sortRaw}" kan niet gesorteerd worden.`);
  }
  const orderRaw = single('order');
  let order: SortOrder = sortRaw === undefined ? contract.defaultSort.order : 'asc';
  if (orderRaw !== undefined) {
    if ((SORT_ORDERS as readonly string[]).includes(orderRaw)) order = orderRaw as SortOrder;
    else issue('order', 'Kies asc of desc.');
  }

  const filters: Partial<Record<F, FilterValue>> = {};
  const specs = contract.filters as Readonly<Record<string, FilterSpec>>;
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined || RESERVED.has(key) || extra.includes(key)) continue;
    const { name, part } = splitKey(key);
    const spec = Object.hasOwn(specs, name) ? specs[name] : undefined;
    if (spec === undefined) {
      issue(name, `Onbekend filter "${name}".`);
      continue;
    }
    const given = values(raw);
    if (given.length === 0) continue;
    const allowed = (value: string) => spec.values === undefined || spec.values.includes(value);
    const target = name as F;
    switch (spec.kind) {
      case 'text':
      case 'eq': {
        const value = given[0] ?? '';
        if (part !== undefined || given.length > 1) issue(name, MESSAGES.format);
        else if (!allowed(value)) issue(name, 'Ongeldige keuze');
        else filters[target] = value;
        break;
      }
      case 'in': {
        if (part !== undefined && part !== '') issue(name, MESSAGES.format);
        else if (!given.every(allowed)) issue(name, 'Ongeldige keuze');
        else {
          const previous: FilterValue | undefined = filters[target];
          const earlier: string[] = Array.isArray(previous) ? previous : [];
          filters[target] = [...earlier, ...given];
        }
        break;
      }
      case 'number': {
        const value = given[0] ?? '';
        if (part !== undefined || given.length > 1 || !INTEGER.test(value)) {
          issue(name, MESSAGES.format);
        } else filters[target] = Number(value);
        break;
      }
      case 'bool': {
        const value = (given[0] ?? '').toLowerCase();
        if (part !== undefined || !['true', 'false', '1', '0'].includes(value)) {
          issue(name, MESSAGES.format);
        } else filters[target] = value === 'true' || value === '1';
        break;
      }
      case 'date_range': {
        const value = given[0] ?? '';
        if ((part !== 'from' && part !== 'to') || given.length > 1 || !isValidIsoDate(value)) {
          issue(name, MESSAGES.format);
        } else {
          const previous = filters[target];
          const range: DateRange =
            typeof previous === 'object' && !Array.isArray(previous) ? previous : {};
          filters[target] = { ...range, [part]: value };
        }
        break;
      }
    }
  }

  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    params: { limit, offset, ...(cursor !== undefined ? { cursor } : {}), sort, order, filters },
  };
}

/** Whether a filter value counts as set (drives "Reset filters"). */
export function isFilterActive(value: FilterValue | undefined): boolean {
  if (value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Boolean(value.from) || Boolean(value.to);
  return true;
}

/** Query parameters for a list call or a shareable URL; empty filters are left out. */
export function listQueryEntries(
  params: Partial<Omit<ListParams, 'filters'>> & { filters?: ListParams['filters'] },
): [string, string][] {
  const entries: [string, string][] = [];
  if (params.limit !== undefined) entries.push(['limit', String(params.limit)]);
  if (params.cursor !== undefined) entries.push(['cursor', params.cursor]);
  else if (params.offset !== undefined && params.offset > 0) {
    entries.push(['offset', String(params.offset)]);
  }
  if (params.sort !== undefined) entries.push(['sort', params.sort]);
  if (params.order !== undefined) entries.push(['order', params.order]);
  for (const [name, value] of Object.entries(params.filters ?? {})) {
    if (value === undefined || !isFilterActive(value)) continue;
    if (Array.isArray(value)) for (const item of value) entries.push([`${name}[]`, item]);
    else if (typeof value === 'object') {
      if (value.from) entries.push([`${name}[from]`, value.from]);
      if (value.to) entries.push([`${name}[to]`, value.to]);
    } else entries.push([name, String(value)]);
  }
  return entries;
}

/** `URLSearchParams` → the raw query shape `parseListQuery` reads (repeated keys → arrays). */
export function rawQueryFromSearchParams(search: URLSearchParams): Record<string, string[]> {
  // Keys come from the address bar (`?constructor=1`): group them without Object.prototype.
  const raw = new Map<string, string[]>();
  for (const [key, value] of search) raw.set(key, [...(raw.get(key) ?? []), value]);
  return Object.fromEntries(raw);
}

/** Default list params of a contract (first page, default sort, no filters). */
export function defaultListParams<F extends string, S extends string>(
  contract: ListContract<F, S>,
): ListParams<F, S> {
  return {
    limit: contract.pageSize,
    offset: 0,
    sort: contract.defaultSort.field,
    order: contract.defaultSort.order,
    filters: {},
  };
}
