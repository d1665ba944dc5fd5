import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { EMPLOYEE_STATES, TRANSITION_REASONS } from '@veldwerk/shared/domain';
import { oneOf } from './checks';
import { instant } from './columns';
import { employees } from './employees';

/**
 * State transitions of an employee or applicant (spec §3, §4): the timeline of the detail
 * screen. They go with their person (cascade); the manager who made one may leave (set null).
 */
export const employeeStateTransitions = pgTable(
  'employee_state_transitions',
  {
    /** The spec's `uuid`. */
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    newState: text('new_state', { enum: EMPLOYEE_STATES }).notNull(),
    eventReason: text('event_reason', { enum: TRANSITION_REASONS }),
    eventComment: text('event_comment'),
    /** The planned event (date and time), for planned states. */
    eventDate: instant('event_date'),
    /** The action date this transition set on the person. */
    openDate: instant('open_date'),
    creationDate: instant('creation_date').notNull().defaultNow(),
    /** Who made the change; null for system changes (and after that employee was deleted). */
    managerId: uuid('manager_id').references(() => employees.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('employee_state_transitions_new_state', oneOf(table.newState, EMPLOYEE_STATES)),
    check('employee_state_transitions_event_reason', oneOf(table.eventReason, TRANSITION_REASONS)),
    // The timeline lists a person's transitions newest first.
    index('employee_state_transitions_employee_idx').on(
      table.employeeId,
      table.creationDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('employee_state_transitions_manager_idx').on(table.managerId),
  ],
);

export type EmployeeStateTransitionRow = typeof employeeStateTransitions.$inferSelect;
export type NewEmployeeStateTransitionRow = typeof employeeStateTransitions.$inferInsert;
