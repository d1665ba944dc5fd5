import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '@veldwerk/shared/domain';
import { between } from './checks';
import { searchKeyTrigrams } from './search-key';
import { textSortKey } from './sort-key';

/** Clients (spec §3): the charities whose campaigns the field workers recruit donors for. */
export const clients = pgTable(
  'clients',
  {
    /** By default, not always: an import or the data generator may bring its own ids. */
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [
    check(
      'clients_name_length',
      between(sql`char_length(${table.name})`, NAME_MIN_LENGTH, NAME_MAX_LENGTH),
    ),
    // The list's name sort (both directions, keyset pages), and trigrams of the name's search
    // key for the name filter and the autocomplete (`LIKE '%…%'`, case and accents ignored;
    // pg_trgm, migration 0004). The trigram indexes skip GIN's pending list (fastupdate): PGlite
    // has no autovacuum to merge it, and searches would scan it in full (figures in README.md);
    // names are written rarely.
    index('clients_name_idx').on(textSortKey(table.name), table.id),
    index('clients_name_trgm_idx')
      .using('gin', searchKeyTrigrams(table.name))
      .with({ fastupdate: false }),
  ],
);

export type ClientRow = typeof clients.$inferSelect;
export type NewClientRow = typeof clients.$inferInsert;
