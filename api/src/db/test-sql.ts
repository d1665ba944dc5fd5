/**
 * Helpers for the database tests: plain SQL against a test database (the tests check what the
 * database itself refuses, so they bypass Drizzle's types on purpose) and the error it raised.
 */
import type pg from 'pg';
import { databaseRefusal, postgresError, type RefusalKind } from './errors';

/** What PostgreSQL said when it refused a statement. */
export interface Refusal {
  /** SQLSTATE: 23502 not null, 23503 foreign key, 23505 unique, 23514 check, 42501 privilege. */
  code: string;
  /** How `databaseRefusal` reads it (what the modules see). */
  kind: RefusalKind | undefined;
  constraint: string | undefined;
  column: string | undefined;
  message: string;
}

export type Sql = <Row extends Record<string, unknown> = Record<string, unknown>>(
  text: string,
  params?: readonly unknown[],
) => Promise<Row[]>;

export function sqlOn(pool: pg.Pool): Sql {
  return async <Row extends Record<string, unknown>>(
    text: string,
    params: readonly unknown[] = [],
  ) => {
    const result = await pool.query<Row>(text, [...params]);
    return result.rows;
  };
}

/** Awaits work that must fail with a database error, and returns what the database said. */
export async function refusal(work: Promise<unknown>): Promise<Refusal> {
  try {
    await work;
  } catch (error) {
    const found = postgresError(error);
    if (found === undefined) throw error;
    return { ...found, kind: databaseRefusal(error)?.kind };
  }
  throw new Error('expected the database to refuse, but it accepted');
}
