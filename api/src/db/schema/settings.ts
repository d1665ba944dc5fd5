import { check, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { SETTING_TYPES } from '@veldwerk/shared/domain';
import { oneOf } from './checks';
import { instant } from './columns';

/** Settings (spec §3): text values by type and key, e.g. notification templates. */
export const settings = pgTable(
  'settings',
  {
    type: text('type', { enum: SETTING_TYPES }).notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'settings_pkey', columns: [table.type, table.key] }),
    check('settings_type', oneOf(table.type, SETTING_TYPES)),
  ],
);

export type SettingRow = typeof settings.$inferSelect;
export type NewSettingRow = typeof settings.$inferInsert;
