import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { donations } from './donations';
import { employees } from './employees';

/**
 * Calls made through the softphone (spec §3): to an employee or to a donor, never both (the
 * click-to-call id is 'emp:' or 'don:'). A log goes with its callee (cascade); the manager who
 * called may leave (set null).
 */
export const callLogs = pgTable(
  'call_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creationDate: instant('creation_date').notNull().defaultNow(),
    /** Seconds. */
    duration: integer('duration').notNull().default(0),
    recordingUrl: text('recording_url'),
    /** Who called. */
    managerId: uuid('manager_id').references(() => employees.id, { onDelete: 'set null' }),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'cascade' }),
    donationId: integer('donation_id').references(() => donations.id, { onDelete: 'cascade' }),
    /**
     * The voice provider's id of the call (Twilio `CallSid`, `SIM…` from the simulator): a status
     * callback the provider repeats writes no second log. Null for logs from before issue 16.
     */
    callSid: text('call_sid'),
  },
  (table) => [
    check('call_logs_duration', sql`${table.duration} >= 0`),
    check('call_logs_one_callee', sql`num_nonnulls(${table.employeeId}, ${table.donationId}) = 1`),
    // `GET calllogs?{callee key}={id}`: a callee's calls, newest first.
    index('call_logs_employee_idx').on(
      table.employeeId,
      table.creationDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('call_logs_donation_idx').on(
      table.donationId,
      table.creationDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('call_logs_manager_idx').on(table.managerId),
    uniqueIndex('call_logs_call_sid_idx').on(table.callSid),
  ],
);

export type CallLogRow = typeof callLogs.$inferSelect;
export type NewCallLogRow = typeof callLogs.$inferInsert;
