/**
 * The keyset cursor of the list contract: an opaque token (base64url JSON) holding the last
 * row's sort value and id, and a fingerprint of what the list was asked for (resource, scope,
 * sort, order, filters). A cursor only continues the list it came from: reused with another
 * sort or other filters it is refused, so a page never silently mixes two orderings.
 *
 * It also carries the count of the walk's first page: a cursor page answers that count instead
 * of counting again, so scrolling deep into a large list does not pay a full `count(*)` per
 * step (the kit reads the count of the first page only).
 *
 * The token is not signed: it holds nothing secret, and the values are checked against the
 * sort column's type before they reach SQL (see `sql.ts`), so a forged token can only move
 * the starting point of a list the caller may read anyway.
 */
import { createHash } from 'node:crypto';
import type { FilterValue, ListParams } from '@veldwerk/shared/domain';

export type CursorValue = string | number | boolean | null;

export interface CursorPosition {
  /** The sort column's value of the last row (null for a null). */
  value: CursorValue;
  /** The last row's primary key. */
  id: string | number;
}

interface Token {
  v: CursorValue;
  i: string | number;
  f: string;
  /** The count of the rows matching the filters when the walk began. */
  c: number;
}

/** The longest token accepted: a sort value of a few hundred characters, base64url. */
const MAX_TOKEN_LENGTH = 2048;

function normalizeFilter(value: FilterValue): unknown {
  if (Array.isArray(value)) return [...new Set(value)].sort();
  if (typeof value === 'object') return { from: value.from ?? null, to: value.to ?? null };
  return value;
}

/**
 * What a cursor is bound to. Filters are normalized (keys and `in` values sorted) so the same
 * list asked in another parameter order keeps its cursor.
 */
export function listFingerprint(
  resource: string,
  scope: Readonly<Record<string, string | number>>,
  params: Pick<ListParams, 'sort' | 'order' | 'filters'>,
): string {
  const filters = Object.entries(params.filters)
    .filter((entry): entry is [string, FilterValue] => entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => [key, normalizeFilter(value)]);
  const scoped = Object.entries(scope).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const text = JSON.stringify([resource, scoped, params.sort, params.order, filters]);
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}

export function encodeCursor(position: CursorPosition, fingerprint: string, count: number): string {
  const token: Token = { v: position.value, i: position.id, f: fingerprint, c: count };
  return Buffer.from(JSON.stringify(token), 'utf8').toString('base64url');
}

export type DecodedCursor =
  | { ok: true; position: CursorPosition; count: number }
  | { ok: false; reason: 'malformed' | 'other_list' };

const isScalar = (value: unknown): value is CursorValue =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** Reads a token; `fingerprint` is what the current request's list would produce. */
export function decodeCursor(token: string, fingerprint: string): DecodedCursor {
  if (token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) {
    return { ok: false, reason: 'malformed' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, reason: 'malformed' };
  }
  const { v, i, f, c } = parsed as Partial<Record<keyof Token, unknown>>;
  if (
    !isScalar(v) ||
    (typeof i !== 'string' && typeof i !== 'number') ||
    typeof f !== 'string' ||
    typeof c !== 'number' ||
    !Number.isSafeInteger(c) ||
    c < 0
  ) {
    return { ok: false, reason: 'malformed' };
  }
  if (f !== fingerprint) return { ok: false, reason: 'other_list' };
  return { ok: true, position: { value: v, id: i }, count: c };
}
