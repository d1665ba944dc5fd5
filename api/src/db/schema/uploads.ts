import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf, matches } from './checks';
import { instant } from './columns';
import { employees } from './employees';

/** Theme images (`POST upload/static`) and donor signatures (`GET upload/signature/{name}`). */
export const UPLOAD_KINDS = ['static', 'signature'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Uploaded files: the metadata; the bytes live in the data folder under `stored_name`. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: UPLOAD_KINDS }).notNull(),
    originalName: text('original_name').notNull(),
    /** The name in URLs and on disk; never the uploader's name. */
    storedName: text('stored_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Hex SHA-256 of the content. */
    sha256: text('sha256').notNull(),
    createdById: uuid('created_by_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('uploads_stored_name_key').on(table.storedName),
    check('uploads_kind', oneOf(table.kind, UPLOAD_KINDS)),
    check('uploads_size_bytes', sql`${table.sizeBytes} >= 0`),
    check('uploads_sha256', matches(table.sha256, '^[0-9a-f]{64}$')),
    check('uploads_stored_name', matches(table.storedName, '^[A-Za-z0-9][A-Za-z0-9._-]*$')),
    index('uploads_sha256_idx').on(table.sha256),
    index('uploads_created_by_idx').on(table.createdById),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;
export type NewUploadRow = typeof uploads.$inferInsert;
