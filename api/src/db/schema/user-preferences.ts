import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { PREFERENCE_RESOURCE_PATTERN, type ListPreferences } from '@veldwerk/shared/domain';
import { matches } from './checks';
import { instant } from './columns';
import { employees } from './employees';

/**
 * Per-user preferences by resource (spec §2: the column chooser is saved per user email and per
 * resource). Keyed by the employee's email, which follows a change of address (on update
 * cascade) and goes with the employee (on delete cascade).
 */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userEmail: text('user_email')
      .notNull()
      .references(() => employees.email, { onDelete: 'cascade', onUpdate: 'cascade' }),
    resource: text('resource').notNull(),
    value: jsonb('value').$type<ListPreferences>().notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'user_preferences_pkey', columns: [table.userEmail, table.resource] }),
    check('user_preferences_resource', matches(table.resource, PREFERENCE_RESOURCE_PATTERN.source)),
    check('user_preferences_value_object', sql`jsonb_typeof(${table.value}) = 'object'`),
  ],
);

export type UserPreferenceRow = typeof userPreferences.$inferSelect;
export type NewUserPreferenceRow = typeof userPreferences.$inferInsert;
