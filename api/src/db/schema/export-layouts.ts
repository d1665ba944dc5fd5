import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_EXPORT_FILE_TYPE,
  DEFAULT_FIELD_DELIMITER,
  DEFAULT_FIELD_ENCLOSURE,
  DEFAULT_LINE_ENDING,
  EXPORT_FILE_TYPES,
  FIELD_DELIMITERS,
  FIELD_ENCLOSURES,
  LINE_ENDINGS,
  NAME_MAX_LENGTH,
} from '@veldwerk/shared/domain';
import { campaigns } from './campaigns';
import { between, oneOf } from './checks';
import { searchKeyTrigrams } from './search-key';
import { textSortKey } from './sort-key';

/**
 * Export layouts (spec §3): which donation fields go into a campaign's export file, and the
 * csv-only options. A csv layout has all three options; other types ignore them (the domain
 * stores null there, `csvOptionsFor`). Layouts go with their campaign (cascade).
 */
export const exportLayouts = pgTable(
  'export_layouts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileType: text('file_type', { enum: EXPORT_FILE_TYPES })
      .notNull()
      .default(DEFAULT_EXPORT_FILE_TYPE),
    addTitleRow: boolean('add_title_row').notNull().default(true),
    fieldDelimiter: text('field_delimiter', { enum: FIELD_DELIMITERS }).default(
      DEFAULT_FIELD_DELIMITER,
    ),
    fieldEnclosure: text('field_enclosure', { enum: FIELD_ENCLOSURES }).default(
      DEFAULT_FIELD_ENCLOSURE,
    ),
    lineEnding: text('line_ending', { enum: LINE_ENDINGS }).default(DEFAULT_LINE_ENDING),
    /** Empty: the file type's own extension ('Automatisch'). */
    extension: text('extension'),
  },
  (table) => [
    check(
      'export_layouts_name_length',
      between(sql`char_length(${table.name})`, 1, NAME_MAX_LENGTH),
    ),
    check('export_layouts_file_type', oneOf(table.fileType, EXPORT_FILE_TYPES)),
    check('export_layouts_field_delimiter', oneOf(table.fieldDelimiter, FIELD_DELIMITERS)),
    check('export_layouts_field_enclosure', oneOf(table.fieldEnclosure, FIELD_ENCLOSURES)),
    check('export_layouts_line_ending', oneOf(table.lineEnding, LINE_ENDINGS)),
    check(
      'export_layouts_csv_options',
      sql`${table.fileType} <> 'csv' or (${table.fieldDelimiter} is not null and ${table.fieldEnclosure} is not null and ${table.lineEnding} is not null)`,
    ),
    // The list's name sort; a campaign's layouts by name; trigrams for the name filter (no
    // pending list, as on clients).
    index('export_layouts_name_idx').on(textSortKey(table.name), table.id),
    index('export_layouts_campaign_name_idx').on(
      table.campaignId,
      textSortKey(table.name),
      table.id,
    ),
    index('export_layouts_name_trgm_idx')
      .using('gin', searchKeyTrigrams(table.name))
      .with({ fastupdate: false }),
  ],
);

/**
 * The columns of a layout (`layout_body`): the column name in the file and the source field (a
 * donation field or `extra_fields.{input field name}`). Replaced as a whole on save; `position`
 * is the column order.
 */
export const exportLayoutFields = pgTable(
  'export_layout_fields',
  {
    layoutId: integer('layout_id')
      .notNull()
      .references(() => exportLayouts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    colName: text('col_name').notNull(),
    sourceField: text('source_field').notNull(),
  },
  (table) => [
    primaryKey({ name: 'export_layout_fields_pkey', columns: [table.layoutId, table.position] }),
    check('export_layout_fields_position', sql`${table.position} >= 0`),
    check('export_layout_fields_col_name', sql`${table.colName} <> ''`),
    check('export_layout_fields_source_field', sql`${table.sourceField} <> ''`),
  ],
);

export type ExportLayoutRow = typeof exportLayouts.$inferSelect;
export type NewExportLayoutRow = typeof exportLayouts.$inferInsert;
export type ExportLayoutFieldRow = typeof exportLayoutFields.$inferSelect;
export type NewExportLayoutFieldRow = typeof exportLayoutFields.$inferInsert;
