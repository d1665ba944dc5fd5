import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  time,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_PERIOD,
  DEFAULT_SHIFT_DURATION,
  MAX_AMOUNT_CENTS,
  PERIODS,
  SHIFT_DURATIONS,
} from '@veldwerk/shared/domain';
import { campaigns } from './campaigns';
import { between, matches, oneOf } from './checks';
import { day, instant } from './columns';
import { employees, SEALED_VALUE_PATTERN } from './employees';

/**
 * Shifts, 'werkbriefjes' (spec §3): one employee's working day on a campaign. A shift is a record
 * of work done, so its employee, sales coach and campaign cannot be deleted under it (restrict;
 * anonymize the person instead); its creator may go (set null).
 */
export const shifts = pgTable(
  'shifts',
  {
    /** The spec's `uuid`. */
    id: uuid('id').primaryKey().defaultRandom(),
    creationDate: instant('creation_date').notNull().defaultNow(),
    lastModifyDate: instant('last_modify_date'),
    shiftCreatorId: uuid('shift_creator_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    date: day('date').notNull(),
    startTime: time('start_time').notNull(),
    /** start_time + duration, wrapping past midnight (the CHECK holds the sum). */
    endTime: time('end_time').notNull(),
    /** Hours. */
    duration: smallint('duration').notNull().default(DEFAULT_SHIFT_DURATION),
    hq: text('hq'),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    salesCoachId: uuid('sales_coach_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
  },
  (table) => [
    check('shifts_duration', oneOf(table.duration, SHIFT_DURATIONS)),
    // time + interval wraps at midnight in PostgreSQL, as `shiftEndTime` does.
    check(
      'shifts_end_time',
      sql`${table.endTime} = ${table.startTime} + ${table.duration} * interval '1 hour'`,
    ),
    // Newest first, overall and per employee or campaign (the employee detail's quick link, and
    // `GET shifts?limit=1&employee=` to prefill a new shift).
    index('shifts_date_idx').on(table.date.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('shifts_employee_date_idx').on(
      table.employeeId,
      table.date.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('shifts_campaign_date_idx').on(
      table.campaignId,
      table.date.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('shifts_sales_coach_idx').on(table.salesCoachId),
    index('shifts_creator_idx').on(table.shiftCreatorId),
  ],
);

/** `isDigits` of the shared formats: a check's reference number is digits only. */
export const CHECK_REFERENCE_NUMBER_PATTERN = '^[0-9]+$';

/**
 * Donation checks (spec §3): the donors recruited on a shift. They belong to their shift
 * (cascade: deleting a shift deletes its checks).
 */
export const donationChecks = pgTable(
  'donation_checks',
  {
    /** The spec's `uuid`. */
    id: uuid('id').primaryKey().defaultRandom(),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    referenceNumber: text('reference_number').notNull(),
    birthDate: day('birth_date'),
    /** Cents. */
    amount: integer('amount'),
    period: text('period', { enum: PERIODS }).notNull().default(DEFAULT_PERIOD),
    /** Sealed (`v1.<keyId>.<…>`, issue 11); `iban_index` is its blind index. */
    iban: text('iban'),
    ibanIndex: text('iban_index'),
    points: numeric('points', { precision: 8, scale: 2, mode: 'number' }),
    creationDate: instant('creation_date').notNull().defaultNow(),
    /** The creation date of the donation this check matched, when it matched one. */
    sourceDonationCreationDate: instant('source_donation_creation_date'),
  },
  (table) => [
    check(
      'donation_checks_reference_number',
      matches(table.referenceNumber, CHECK_REFERENCE_NUMBER_PATTERN),
    ),
    check('donation_checks_amount', between(table.amount, 0, MAX_AMOUNT_CENTS)),
    check('donation_checks_period', oneOf(table.period, PERIODS)),
    index('donation_checks_shift_idx').on(table.shiftId, table.creationDate, table.id),
    index('donation_checks_reference_number_idx').on(table.referenceNumber),
    index('donation_checks_iban_index_idx').on(table.ibanIndex),
    check('donation_checks_iban_sealed', matches(table.iban, SEALED_VALUE_PATTERN)),
  ],
);

export type ShiftRow = typeof shifts.$inferSelect;
export type NewShiftRow = typeof shifts.$inferInsert;
export type DonationCheckRow = typeof donationChecks.$inferSelect;
export type NewDonationCheckRow = typeof donationChecks.$inferInsert;
