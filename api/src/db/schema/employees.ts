import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@veldwerk/shared/auth';
import {
  BSN_LENGTHS,
  CITIZENSHIPS,
  DEFAULT_COUNTRY,
  DEFAULT_EMPLOYEE_FUNCTION,
  DEFAULT_RECORD_STATUS,
  DEFAULT_SEX,
  DRIVING_LICENSES,
  EMPLOYEE_CODE_LENGTH,
  EMPLOYEE_FUNCTIONS,
  EMPLOYEE_STATES,
  PUBLIC_TRANSPORT_CARDS,
  RECORD_STATUSES,
  SEXES,
  SOURCES,
  WORKDAYS_MAX,
  WORKDAYS_MIN,
} from '@veldwerk/shared/domain';
import { campaigns } from './campaigns';
import { allOf, between, lowerCase, matches, oneOf } from './checks';
import { day, instant } from './columns';
import { textSortKey } from './sort-key';

export const EMPLOYEE_CODE_PATTERN = `^[0-9]{${EMPLOYEE_CODE_LENGTH}}$`;
export const BSN_PATTERN = `^[0-9]{${Math.min(...BSN_LENGTHS)},${Math.max(...BSN_LENGTHS)}}$`;
/**
 * A sealed IBAN or BSN (issue 11, `modules/personal-data/codec.ts`): the database refuses a plain
 * value. Migration 0010 adds these checks NOT VALID; the api validates them once it has sealed
 * the plain values of an older database.
 */
export const SEALED_VALUE_PATTERN = '^v1\\.[A-Za-z0-9_-]{1,32}\\.[A-Za-z0-9_-]+$';
export const COUNTRY_CODE_PATTERN = '^[A-Z]{2}$';

/**
 * Employees and applicants (spec §3): one table, told apart by `employee_status`.
 *
 * - `email` is required by every form that writes a person (employee form, applicant form, the
 *   public application), stored lower-cased and unique: sign-in looks an identity up by email
 *   and must find exactly one person. A public application with an address that exists is a
 *   re-application for the applicants module to handle, never a second row (which could
 *   otherwise shadow a staff member's account).
 * - `roles` and `driving_license` are `text[]` with a CHECK on their elements: small closed sets,
 *   always read and saved whole with the person, never listed on their own.
 * - `firstname`/`surname` may be empty for applicants (the public form requires only hq, mobile
 *   and email); the employee form requires them.
 */
export const employees = pgTable(
  'employees',
  {
    /** The spec's `uuid`. */
    id: uuid('id').primaryKey().defaultRandom(),
    employeeStatus: text('employee_status', { enum: EMPLOYEE_STATES }).notNull().default('New'),
    /** Exactly six digits; unique when set. */
    employeeCode: text('employee_code'),
    /** Branch. The list of branches depends on the deployment host, so it is free text here. */
    hq: text('hq'),
    surname: text('surname'),
    firstname: text('firstname'),
    initials: text('initials'),
    surnamePrefix: text('surname_prefix'),
    sex: text('sex', { enum: SEXES }).notNull().default(DEFAULT_SEX),
    phone: text('phone'),
    mobile: text('mobile'),
    tel2: text('tel2'),
    /** Always stored lower-cased, so sign-in can match case-insensitively on the unique index. */
    email: text('email').notNull(),
    secondEmail: text('second_email'),
    jobFunction: text('function', { enum: EMPLOYEE_FUNCTIONS })
      .notNull()
      .default(DEFAULT_EMPLOYEE_FUNCTION),
    startDate: day('start_date'),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    managerId: uuid('manager_id').references((): AnyPgColumn => employees.id, {
      onDelete: 'set null',
    }),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    drivingLicense: text('driving_license')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    source: text('source', { enum: SOURCES }),
    recruitedById: uuid('recruited_by_id').references((): AnyPgColumn => employees.id, {
      onDelete: 'set null',
    }),
    /** The referral as typed on the public form (an employee code or a name). */
    recruitedByAlternative: text('recruited_by_alternative'),
    birthDate: day('birth_date'),
    /** Sealed (`v1.<keyId>.<…>`, issue 11): `app.personalData` seals and opens it. */
    bsn: text('bsn'),
    /** HMAC of the normalised BSN under the index key: exact search. */
    bsnIndex: text('bsn_index'),
    /** Sealed, like `bsn`. */
    iban: text('iban'),
    ibanIndex: text('iban_index'),
    comment: text('comment'),
    commentClosed: text('comment_closed'),
    postalCode: text('postal_code'),
    houseNumber: text('house_number'),
    houseNumberSuffix: text('house_number_suffix'),
    street: text('street'),
    place: text('place'),
    country: text('country').notNull().default(DEFAULT_COUNTRY),
    /** When the next action on this record is due. */
    openDate: instant('open_date'),
    recordStatus: text('record_status', { enum: RECORD_STATUSES })
      .notNull()
      .default(DEFAULT_RECORD_STATUS),
    backstageReference: text('backstage_reference'),
    publicTransportCard: text('public_transport_card', { enum: PUBLIC_TRANSPORT_CARDS }),
    numberOfWorkdays: smallint('number_of_workdays'),
    citizenship: text('citizenship', { enum: CITIZENSHIPS }),
    resumeUrl: text('resume_url'),
    /** Set by `POST employees/{uuid}/anonymize`: when, and by which administrator. */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    anonymizedById: uuid('anonymized_by_id').references((): AnyPgColumn => employees.id, {
      onDelete: 'set null',
    }),
    /** A slow salted hash (scrypt, `api/src/modules/employees/password.ts`); never answered. */
    passwordHash: text('password_hash'),
    /** The person objected to sms and mail (staff, or the link in every mail): none are sent. */
    notificationsOptOut: boolean('notifications_opt_out').notNull().default(false),
    /** The spec's `person_creation_date`. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('employees_email_key').on(table.email),
    uniqueIndex('employees_employee_code_key').on(table.employeeCode),
    check('employees_email_lower_case', lowerCase(table.email)),
    check('employees_second_email_lower_case', lowerCase(table.secondEmail)),
    check('employees_employee_status', oneOf(table.employeeStatus, EMPLOYEE_STATES)),
    check('employees_employee_code', matches(table.employeeCode, EMPLOYEE_CODE_PATTERN)),
    check('employees_sex', oneOf(table.sex, SEXES)),
    check('employees_function', oneOf(table.jobFunction, EMPLOYEE_FUNCTIONS)),
    check('employees_roles', allOf(table.roles, ROLES)),
    check('employees_driving_license', allOf(table.drivingLicense, DRIVING_LICENSES)),
    check('employees_source', oneOf(table.source, SOURCES)),
    check('employees_bsn_sealed', matches(table.bsn, SEALED_VALUE_PATTERN)),
    check('employees_iban_sealed', matches(table.iban, SEALED_VALUE_PATTERN)),
    check('employees_country', matches(table.country, COUNTRY_CODE_PATTERN)),
    check('employees_record_status', oneOf(table.recordStatus, RECORD_STATUSES)),
    check(
      'employees_public_transport_card',
      oneOf(table.publicTransportCard, PUBLIC_TRANSPORT_CARDS),
    ),
    check(
      'employees_number_of_workdays',
      between(table.numberOfWorkdays, WORKDAYS_MIN, WORKDAYS_MAX),
    ),
    check('employees_citizenship', oneOf(table.citizenship, CITIZENSHIPS)),
    check('employees_not_own_manager', sql`${table.managerId} <> ${table.id}`),
    // Lists (spec §2, §3): each sort column with the primary key as tie-breaker (keyset pages);
    // a filter column first where lists filter on it. Newest first is the usual order of dates.
    // Text sorts are on their case-insensitive key (`sort-key.ts`), as the lists sort them.
    index('employees_status_created_idx').on(
      table.employeeStatus,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('employees_created_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('employees_record_status_open_date_idx').on(table.recordStatus, table.openDate, table.id),
    index('employees_open_date_idx').on(table.openDate, table.id),
    index('employees_surname_idx').on(textSortKey(table.surname), table.id),
    index('employees_hq_idx').on(textSortKey(table.hq), table.id),
    index('employees_source_idx').on(textSortKey(table.source), table.id),
    index('employees_recruited_by_idx').on(table.recruitedById, table.id),
    index('employees_campaign_idx').on(table.campaignId, table.id),
    index('employees_manager_idx').on(table.managerId),
    index('employees_bsn_index_idx').on(table.bsnIndex),
    index('employees_iban_index_idx').on(table.ibanIndex),
    // Anonymised by whom (the foreign key's index: an administrator's removal checks it).
    index('employees_anonymized_by_idx').on(table.anonymizedById),
  ],
);

export type EmployeeRow = typeof employees.$inferSelect;
export type NewEmployeeRow = typeof employees.$inferInsert;
