/**
 * What an audit entry stores: the changed fields `{field: {from, to}}`, computed from the record
 * before and after a change. Pure; `repo.ts` writes the result.
 */
import type { AuditAction, AuditChanges } from '../schema/audit-log';

export type RecordValues = Readonly<Record<string, unknown>>;

/** Values the log never holds; it keeps that they changed (and whether they were set). */
export const REDACTED_COLUMNS: ReadonlySet<string> = new Set(['bsn', 'iban', 'token_hash']);
export const REDACTED = '[redacted]';

/** Bookkeeping columns that change on every write and say nothing about the change. */
export const IGNORED_COLUMNS: ReadonlySet<string> = new Set(['updated_at', 'last_modify_date']);

export interface ChangeOptions {
  /** Property name → stored column name (Drizzle rows use camelCase keys). */
  columnName?: (key: string) => string;
  /** Column names to leave out, besides `IGNORED_COLUMNS`. */
  ignore?: Iterable<string>;
}

/** A JSON value, with `Date` as its ISO string and `undefined` as null. */
function toJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => [key, toJson(item)] as const);
    return Object.fromEntries(entries);
  }
  return value;
}

/** Equality of JSON values; object keys are sorted by `toJson`, so their order does not count. */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function redact(column: string, value: unknown): unknown {
  return value !== null && REDACTED_COLUMNS.has(column) ? REDACTED : value;
}

/**
 * The changed fields of one action:
 * - create: every field of `after` that holds a value, from null;
 * - delete: every field of `before` that held a value, to null;
 * - update: every field of `after` whose value differs from `before` (so `after` may be the
 *   whole row or only the patch); fields only in `before` are not changes.
 * Ignored columns are left out; redacted columns keep null/non-null but not the value.
 */
export function auditChanges(
  action: AuditAction,
  before: RecordValues | null | undefined,
  after: RecordValues | null | undefined,
  options: ChangeOptions = {},
): AuditChanges {
  const columnName = options.columnName ?? ((key: string) => key);
  const ignored = new Set([...IGNORED_COLUMNS, ...(options.ignore ?? [])]);
  if (action !== 'delete' && (after === null || after === undefined)) {
    throw new Error(`audit ${action}: the record after the change is missing`);
  }
  if (action !== 'create' && (before === null || before === undefined)) {
    throw new Error(`audit ${action}: the record before the change is missing`);
  }
  const keys = Object.keys((action === 'delete' ? before : after) ?? {});
  const changes: AuditChanges = {};
  for (const key of keys) {
    const column = columnName(key);
    if (ignored.has(column)) continue;
    const from = action === 'create' ? null : toJson(before?.[key]);
    const to = action === 'delete' ? null : toJson(after?.[key]);
    if (same(from, to)) continue;
    changes[column] = { from: redact(column, from), to: redact(column, to) };
  }
  return changes;
}
