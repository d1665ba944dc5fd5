import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Employees and applicants (one table, told apart by `employee_status`). This issue needs only
 * what sign-in reads; the domain issue adds the remaining columns of spec §3 in later migrations.
 */
export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstname: text('firstname').notNull(),
    surnamePrefix: text('surname_prefix'),
    surname: text('surname').notNull(),
    /** Always stored lower-cased, so sign-in can match case-insensitively on the unique index. */
    email: text('email').notNull(),
    employeeStatus: text('employee_status').notNull().default('New'),
    recordStatus: text('record_status').notNull().default('Open'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('employees_email_key').on(table.email),
    check('employees_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

export type EmployeeRow = typeof employees.$inferSelect;
export type NewEmployeeRow = typeof employees.$inferInsert;
