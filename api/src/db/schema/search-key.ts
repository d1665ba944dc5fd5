/**
 * The one form of text that "contains" filters and the autocomplete compare: lower case as ICU
 * maps it, accents dropped ("Müller", "MULLER" and "muller" all read "muller"; "Zoë" reads
 * "zoe"). `ILIKE` folds case only (by the database's ctype: C.UTF-8 here, but a server created
 * with ctype "C" folds only ASCII), so "Muller" would not find "Müller".
 *
 * `lower(… COLLATE "und-x-icu")` as in the sort key, then Unicode decomposition (NFD) and the
 * combining marks removed: no extension needed (`unaccent` would be one more on every server),
 * immutable, so the trigram indexes are declared on this same expression
 * (`index(…).using('gin', searchKeyTrigrams(t.name))`) and the planner matches filter and index
 * exactly. Letters that do not decompose stay as they are (ł, ø, đ, æ, ß).
 *
 * The key is computed per row where no index serves (a filter or autocomplete text of one or
 * two characters); what that costs against a plain `ILIKE` is measured in README.md.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { TEXT_SORT_COLLATION } from './sort-key';

/** The combining diacritical marks block, as a PostgreSQL regular expression. */
export const COMBINING_MARKS = '[\\u0300-\\u036f]';

/** The search key of a text column, a bound text value (`sql\`${value}::text\``) or a field. */
export function searchKey(operand: AnyPgColumn | SQL | SQL.Aliased): SQL {
  return sql`regexp_replace(normalize(lower((${operand}) collate ${sql.identifier(TEXT_SORT_COLLATION)}), NFD), ${sql.raw(`'${COMBINING_MARKS}'`)}, '', 'g')`;
}

/** The GIN index operand of a column's trigrams over its search key. */
export function searchKeyTrigrams(column: AnyPgColumn): SQL {
  return sql`${searchKey(column)} gin_trgm_ops`;
}

/** `operand` contains `pattern` (a LIKE pattern, `containsPattern`), accents and case ignored. */
export function searchKeyLike(operand: AnyPgColumn | SQL | SQL.Aliased, pattern: string): SQL {
  return sql`${searchKey(operand)} like ${searchKey(sql`${pattern}::text`)}`;
}
