/**
 * The one form of text that "contains" filters and the autocomplete compare: lower case as ICU
 * maps it, accents dropped ("Müller", "MULLER" and "muller" all read "muller"; "Zoë" reads
 * "zoe"). The database's own ctype here is "C", whose `lower()` and `ILIKE` fold only ASCII, so
 * "ÉÉN" would not find "één".
 *
 * `lower(… COLLATE "und-x-icu")` as in the sort key, then `translate()` of the accented Latin
 * letters to their base letter: no extension needed (`unaccent` would be one more on every
 * server), immutable, so the trigram indexes are declared on this same expression
 * (`index(…).using('gin', searchKeyTrigrams(t.name))`) and the planner matches filter and index
 * exactly. Letters that unfold into two (æ, œ, ß, ĳ) stay as they are.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { sqlLiteral } from './checks';
import { TEXT_SORT_COLLATION } from './sort-key';

/** Accented lower-case letter → base letter, pairwise. */
const ACCENTED =
  'àáâãäåāăąçćĉċčďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįıĵķĺļľŀłñńņňòóôõöøōŏőŕŗřśŝşšșţťŧțùúûüũūŭůűųŵýÿŷźżž';
const BASE =
  'aaaaaaaaacccccddeeeeeeeeegggghhiiiiiiiiijklllllnnnnooooooooorrrsssssttttuuuuuuuuuuwyyyzzz';

/** The `translate()` arguments, for tests that state the rule in plain SQL. */
export const SEARCH_FOLD = { from: ACCENTED, to: BASE } as const;

if ([...ACCENTED].length !== [...BASE].length) {
  throw new Error('search key: every accented letter needs one base letter');
}

/** The search key of a text column, a bound text value (`sql\`${value}::text\``) or a field. */
export function searchKey(operand: AnyPgColumn | SQL | SQL.Aliased): SQL {
  return sql`translate(lower((${operand}) collate ${sql.identifier(TEXT_SORT_COLLATION)}), ${sql.raw(sqlLiteral(ACCENTED))}, ${sql.raw(sqlLiteral(BASE))})`;
}

/** The GIN index operand of a column's trigrams over its search key. */
export function searchKeyTrigrams(column: AnyPgColumn): SQL {
  return sql`${searchKey(column)} gin_trgm_ops`;
}

/** `operand` contains `pattern` (a LIKE pattern, `containsPattern`), accents and case ignored. */
export function searchKeyLike(operand: AnyPgColumn | SQL | SQL.Aliased, pattern: string): SQL {
  return sql`${searchKey(operand)} like ${searchKey(sql`${pattern}::text`)}`;
}
