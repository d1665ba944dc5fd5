import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { EXPORT_FILE_TYPES } from '@veldwerk/shared/domain';
import { campaigns } from './campaigns';
import { oneOf } from './checks';
import { instant } from './columns';

/** `bytea` as a Node Buffer (node-postgres answers bytea as a Buffer). */
const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Real exports (issue 17): every export that marked donors is recorded as a batch — who, when,
 * which layout (and its name then: the layout may change or go), which donors, and the file
 * itself in chunks, so it re-downloads byte for byte. Sealed when `checksum` is set: a trigger
 * (migration 0018) refuses any later change or deletion of a batch, its chunks and its donors.
 * `created_by` has no foreign key for the same reason as the audit log's actor.
 */
export const exportBatches = pgTable(
  'export_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdById: uuid('created_by_id'),
    createdByEmail: text('created_by_email'),
    layoutId: integer('layout_id'),
    layoutName: text('layout_name').notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    clientId: integer('client_id').notNull(),
    fileType: text('file_type', { enum: EXPORT_FILE_TYPES }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    /** The query that chose the donors (filters and last_create), as sent. */
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull(),
    donationCount: integer('donation_count'),
    byteSize: bigint('byte_size', { mode: 'number' }),
    /** sha256 of the file, hex; null only inside the transaction that writes the batch. */
    checksum: text('checksum'),
    /** Where a google_sheet export went (the sheet's address). */
    externalUrl: text('external_url'),
  },
  (table) => [
    check('export_batches_file_type', oneOf(table.fileType, EXPORT_FILE_TYPES)),
    index('export_batches_campaign_idx').on(
      table.campaignId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/** The file of a batch in order (`seq`), about a megabyte a chunk. */
export const exportBatchChunks = pgTable(
  'export_batch_chunks',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => exportBatches.id, { onDelete: 'restrict' }),
    seq: integer('seq').notNull(),
    data: bytes('data').notNull(),
  },
  (table) => [
    primaryKey({ name: 'export_batch_chunks_pkey', columns: [table.batchId, table.seq] }),
  ],
);

/**
 * The donors a batch holds. No foreign key to donations: the record of what was sent outlives
 * the donor record.
 */
export const exportBatchDonations = pgTable(
  'export_batch_donations',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => exportBatches.id, { onDelete: 'restrict' }),
    donationId: integer('donation_id').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'export_batch_donations_pkey',
      columns: [table.batchId, table.donationId],
    }),
    index('export_batch_donations_donation_idx').on(table.donationId),
  ],
);

export type ExportBatchRow = typeof exportBatches.$inferSelect;
