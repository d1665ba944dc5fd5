/**
 * The one order of text in lists: alphabetical regardless of case, accents next to their base
 * letter ("appel", "Appel", "een", "Éen", "eend", "Zorg"), whatever the database's collation is
 * (C / C.UTF-8 here, which would put "Zorg" before "appel" and "Éen" after "z").
 *
 * The key is `lower(text COLLATE "und-x-icu")`: ICU's root collation, which PostgreSQL 15 (Debian)
 * and PGlite (18) both ship and order alike. The COLLATE sits inside `lower()`, so the case mapping
 * is ICU's too (a libc "C" ctype would lower only ASCII: "ÉÉN" → "ÉÉn"). Names that differ only in
 * case get the same key; the lists break that tie by the primary key, so the order is stable.
 *
 * Indexes of a text sort are declared on this key (`index(…).on(textSortKey(t.name), t.id)`) and
 * the list infrastructure sorts and pages by it (`src/db/list/sql.ts`): one function, so the
 * index expression and the query expression cannot drift apart (the planner matches them
 * exactly). An ICU library with another collation version may order some strings differently:
 * PostgreSQL warns about the version mismatch, and `REINDEX` of these indexes follows such an
 * upgrade.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const TEXT_SORT_COLLATION = 'und-x-icu';

/** The sort key of a text column, a bound text value (`sql\`${value}::text\``) or a subquery field. */
export function textSortKey(operand: AnyPgColumn | SQL | SQL.Aliased): SQL {
  return sql`lower((${operand}) collate ${sql.identifier(TEXT_SORT_COLLATION)})`;
}
