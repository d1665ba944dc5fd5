/**
 * What the database refused, for the modules that turn a refusal into a 400 or 409 answer. The
 * same on PGlite and on PostgreSQL: a delete refused by an `on delete restrict` foreign key is
 * SQLSTATE 23001 on PostgreSQL 18 (PGlite) but 23503 on 15, so both read as `foreign_key`.
 * Drizzle wraps driver errors (`DrizzleQueryError`); the database's error is found in `cause`.
 */

export type RefusalKind = 'not_null' | 'foreign_key' | 'unique' | 'check' | 'append_only';

export interface DatabaseRefusal {
  kind: RefusalKind;
  /** The SQLSTATE. */
  code: string;
  constraint: string | undefined;
  column: string | undefined;
  message: string;
}

const KINDS: Readonly<Record<string, RefusalKind>> = {
  '23502': 'not_null',
  '23503': 'foreign_key',
  '23001': 'foreign_key',
  '23505': 'unique',
  '23514': 'check',
};

/** SQLSTATE and message of the audit log's trigger (migration 0002). */
const APPEND_ONLY_CODE = '42501';
const APPEND_ONLY_MESSAGE = /is append-only/;

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  column?: unknown;
  message?: unknown;
  cause?: unknown;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** The PostgreSQL error inside `error` (or its causes), with any SQLSTATE. */
export function postgresError(error: unknown): Omit<DatabaseRefusal, 'kind'> | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const fields = current as PgErrorFields;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) {
      return {
        code: fields.code,
        constraint: text(fields.constraint),
        column: text(fields.column),
        message: text(fields.message) ?? '',
      };
    }
    current = fields.cause;
  }
  return undefined;
}

/** The refusal inside `error`, or undefined when it is not one of the kinds above. */
export function databaseRefusal(error: unknown): DatabaseRefusal | undefined {
  const found = postgresError(error);
  if (found === undefined) return undefined;
  if (found.code === APPEND_ONLY_CODE && APPEND_ONLY_MESSAGE.test(found.message)) {
    return { ...found, kind: 'append_only' };
  }
  const kind = KINDS[found.code];
  return kind === undefined ? undefined : { ...found, kind };
}
