import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '@veldwerk/shared/domain';
import { between } from './checks';
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
    // The list's name sort (both directions, keyset pages).
    index('clients_name_idx').on(textSortKey(table.name), table.id),
  ],
);

export type ClientRow = typeof clients.$inferSelect;
export type NewClientRow = typeof clients.$inferInsert;
