/**
 * CHECK-constraint builders for the schema. Enum columns are `text` plus a CHECK built from the
 * shared value lists of `@veldwerk/shared/domain`, so each list is written once; changing a list
 * changes the CHECK, and `db:generate` writes the migration (the schema drift test fails until it
 * does). Text + CHECK rather than `pgEnum`: a list can grow or shrink inside one transactional
 * migration (no `ALTER TYPE … ADD VALUE`, no type rebuild to drop a value), and values sort as text.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A SQL string literal of a value. Values here come from our own constant lists, never from
 * users; they still hold quotes (`'`), control characters (the tab delimiter) and semicolons
 * (drizzle-kit's snapshot cuts a CHECK at a `;`), so those are escaped: `'it''s'`, `E'\t'`,
 * `E'\x3b'`.
 */
export function sqlLiteral(value: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/[\u0000-\u001f\\;]/.test(value)) return `'${value.replaceAll("'", "''")}'`;
  const escaped = [...value]
    .map((char) => {
      if (char === "'") return "''";
      if (char === '\\') return '\\\\';
      const code = char.charCodeAt(0);
      if (code === 9) return '\\t';
      if (code === 10) return '\\n';
      if (code === 13) return '\\r';
      return code < 32 || char === ';' ? `\\x${code.toString(16).padStart(2, '0')}` : char;
    })
    .join('');
  return `E'${escaped}'`;
}

/** A column, or an expression over columns (`char_length(name)`). */
export type Operand = AnyPgColumn | SQL;

function literalList(values: readonly (string | number)[]): string {
  if (values.length === 0) throw new Error('A CHECK list needs at least one value');
  return values
    .map((value) => {
      if (typeof value === 'string') return sqlLiteral(value);
      if (!Number.isInteger(value)) throw new Error(`Not an integer: ${value}`);
      return String(value);
    })
    .join(', ');
}

/** `column in (…)`: NULL passes (a CHECK is satisfied by NULL); NOT NULL is the column's job. */
export function oneOf(column: Operand, values: readonly (string | number)[]): SQL {
  return sql`${column} in (${sql.raw(literalList(values))})`;
}

/** Every element of a `text[]` column is one of `values`. */
export function allOf(column: Operand, values: readonly string[]): SQL {
  return sql`${column} <@ array[${sql.raw(literalList(values))}]::text[]`;
}

/** `min <= column <= max` (NULL passes). */
export function between(column: Operand, min: number, max: number): SQL {
  return sql`${column} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`;
}

/** `column >= min` (NULL passes). */
export function atLeast(column: Operand, min: number): SQL {
  return sql`${column} >= ${sql.raw(String(min))}`;
}

/**
 * The column matches a POSIX regular expression (NULL passes). Patterns are written for both
 * JavaScript and PostgreSQL: character classes and bounds only, no `\d` or look-arounds.
 */
export function matches(column: Operand, pattern: string): SQL {
  return sql`${column} ~ ${sql.raw(sqlLiteral(pattern))}`;
}

/** The column equals its lower-cased self (NULL passes). */
export function lowerCase(column: Operand): SQL {
  return sql`${column} = lower(${column})`;
}
