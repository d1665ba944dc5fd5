import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { donations } from './donations';
import { employees } from './employees';

/**
 * Imports of donation changes (issue 17): one batch per real import — who, when, which file —
 * with, per changed field of each donor, the value before and the value the import wrote, so
 * an administrator can roll the batch back (refused for a field changed again since).
 */
export const donationImportBatches = pgTable(
  'donation_import_batches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    createdAt: instant('created_at').notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => employees.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    fileName: text('file_name').notNull(),
    /** Data rows in the file. */
    rowCount: integer('row_count').notNull(),
    /** Donors whose fields changed. */
    donationCount: integer('donation_count').notNull(),
    rolledBackAt: instant('rolled_back_at'),
    rolledBackById: uuid('rolled_back_by_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    rolledBackByEmail: text('rolled_back_by_email'),
  },
  (table) => [
    check(
      'donation_import_batches_counts',
      sql`${table.rowCount} >= 0 and ${table.donationCount} >= 0`,
    ),
    index('donation_import_batches_created_at_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('donation_import_batches_actor_idx').on(table.actorId),
    index('donation_import_batches_rolled_back_by_idx').on(table.rolledBackById),
  ],
);

/** One field of one donor an import changed: its column, the value before and after (JSON). */
export const donationImportChanges = pgTable(
  'donation_import_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => donationImportBatches.id, { onDelete: 'cascade' }),
    donationId: integer('donation_id')
      .notNull()
      .references(() => donations.id, { onDelete: 'cascade' }),
    /** The donation's column name (`reject_state`). */
    field: text('field').notNull(),
    previous: jsonb('previous'),
    value: jsonb('value'),
  },
  (table) => [
    index('donation_import_changes_batch_idx').on(table.batchId, table.donationId),
    index('donation_import_changes_donation_idx').on(table.donationId),
  ],
);

export type DonationImportBatchRow = typeof donationImportBatches.$inferSelect;
export type DonationImportChangeRow = typeof donationImportChanges.$inferSelect;
