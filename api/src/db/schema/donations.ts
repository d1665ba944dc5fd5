import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CALL_ATTEMPTS_MAX,
  CALL_ATTEMPTS_MIN,
  CHECKED_VALUES,
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  DEFAULT_PERIOD,
  DEFAULT_SEX,
  DONATION_STATES,
  LANGUAGES,
  PERIODS,
  REJECT_REASONS,
  SEXES,
} from '@veldwerk/shared/domain';
import { campaigns } from './campaigns';
import { atLeast, between, matches, oneOf } from './checks';
import { day, instant } from './columns';
import { employees, SEALED_VALUE_PATTERN } from './employees';
import { searchKeyTrigrams } from './search-key';

/** A donation's values for its campaign's input fields, by input field name. */
export type ExtraFields = Record<string, string | null>;

/**
 * Donations / donors (spec §3, §4). Only PENDING donations are validated by the forms, so the
 * columns hold what a CONCEPT may hold (mostly nullable text); the database keeps what is true in
 * every state: enum values, the bounds of spec §9, a reason exactly when REJECTED, and the
 * client equal to the campaign's client.
 *
 * Client and campaign: `(client_id, campaign_id)` references `campaigns (client_id, id)`, so a
 * donation whose client differs from its campaign's is refused by the database, not only by the
 * api; both NOT NULL. Restrict on delete (donations outlive nothing silently); on update
 * cascade, so moving a campaign to another client moves its donations along.
 */
export const donations = pgTable(
  'donations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    referenceNumber: text('reference_number'),
    state: text('state', { enum: DONATION_STATES }).notNull().default('CONCEPT'),
    /** The recruiting employee (the spec's `recruiter` uuid). */
    recruiterId: uuid('recruiter_id').references(() => employees.id, { onDelete: 'set null' }),
    recruiterNumber: text('recruiter_number'),
    /** As entered or imported; kept when the recruiter's record is gone. */
    recruiterEmployeeCode: text('recruiter_employee_code'),
    clientId: integer('client_id').notNull(),
    campaignId: integer('campaign_id').notNull(),
    period: text('period', { enum: PERIODS }).notNull().default(DEFAULT_PERIOD),
    startDate: day('start_date'),
    lastExportDate: instant('last_export_date'),
    backstageExportDate: instant('backstage_export_date'),
    stopDate: day('stop_date'),
    sex: text('sex', { enum: SEXES }).notNull().default(DEFAULT_SEX),
    initials: text('initials'),
    firstname: text('firstname'),
    surnamePrefix: text('surname_prefix'),
    surname: text('surname'),
    postalCode: text('postal_code'),
    houseNumber: text('house_number'),
    houseNumberSuffix: text('house_number_suffix'),
    street: text('street'),
    place: text('place'),
    country: text('country').default(DEFAULT_COUNTRY),
    tel: text('tel'),
    mobile: text('mobile'),
    email: text('email'),
    /** Cents. */
    amount: integer('amount'),
    /** Sealed (`v1.<keyId>.<…>`, issue 11); `iban_index` is its blind index for exact search. */
    iban: text('iban'),
    ibanIndex: text('iban_index'),
    bic: text('bic'),
    birthDate: day('birth_date'),
    callAttempts: smallint('call_attempts').notNull().default(CALL_ATTEMPTS_MIN),
    checked: text('checked', { enum: CHECKED_VALUES }),
    rejectState: text('reject_state', { enum: REJECT_REASONS }),
    rejectComment: text('reject_comment'),
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    receiveMail: boolean('receive_mail').notNull().default(true),
    receiveEmail: boolean('receive_email').notNull().default(true),
    comment: text('comment'),
    /** The stored name of the signature upload (`GET upload/signature/{signature}`). */
    signature: text('signature'),
    recruitedDate: instant('recruited_date'),
    creationDate: instant('creation_date').notNull().defaultNow(),
    lastModifyDate: instant('last_modify_date'),
    source: text('source'),
    extraFields: jsonb('extra_fields')
      .$type<ExtraFields>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Set by `POST donations/{id}/anonymize`: when, and by which administrator. */
    anonymizedAt: instant('anonymized_at'),
    anonymizedById: uuid('anonymized_by_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    foreignKey({
      name: 'donations_campaign_fk',
      columns: [table.clientId, table.campaignId],
      foreignColumns: [campaigns.clientId, campaigns.id],
    })
      .onDelete('restrict')
      .onUpdate('cascade'),
    check('donations_state', oneOf(table.state, DONATION_STATES)),
    check('donations_period', oneOf(table.period, PERIODS)),
    check('donations_sex', oneOf(table.sex, SEXES)),
    // Not capped at MAX_AMOUNT_CENTS: spec §5 checks "Maximaal 250 euro" only while PENDING, so
    // a donation in another state may hold more.
    check('donations_amount', atLeast(table.amount, 0)),
    check(
      'donations_call_attempts',
      between(table.callAttempts, CALL_ATTEMPTS_MIN, CALL_ATTEMPTS_MAX),
    ),
    check('donations_checked', oneOf(table.checked, CHECKED_VALUES)),
    check('donations_reject_state', oneOf(table.rejectState, REJECT_REASONS)),
    // `resolveRejectState`: a reason exactly when REJECTED (the first applicable one by default).
    check(
      'donations_reject_state_when_rejected',
      sql`(${table.state} = 'REJECTED') = (${table.rejectState} is not null)`,
    ),
    check('donations_iban_sealed', matches(table.iban, SEALED_VALUE_PATTERN)),
    check('donations_language', oneOf(table.language, LANGUAGES)),
    check('donations_extra_fields_object', sql`jsonb_typeof(${table.extraFields}) = 'object'`),
    // Lists: newest first by creation or recruitment, filtered by state, client (+ campaign:
    // also the index of the composite foreign key) or recruiter code; primary key as tie-breaker.
    index('donations_creation_date_idx').on(
      table.creationDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('donations_recruited_date_idx').on(
      table.recruitedDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('donations_state_creation_date_idx').on(
      table.state,
      table.creationDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('donations_client_campaign_creation_date_idx').on(
      table.clientId,
      table.campaignId,
      table.creationDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('donations_recruiter_code_creation_date_idx').on(
      table.recruiterEmployeeCode,
      table.creationDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('donations_reference_number_idx').on(table.referenceNumber, table.id),
    // The donor list of a campaign (`GET donations`: client + campaign, with or without a
    // state, newest recruitment first) reads one of these in order, also at cursor depth.
    index('donations_client_campaign_state_recruited_date_idx').on(
      table.clientId,
      table.campaignId,
      table.state,
      table.recruitedDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('donations_client_campaign_recruited_date_idx').on(
      table.clientId,
      table.campaignId,
      table.recruitedDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('donations_state_recruited_date_idx').on(
      table.state,
      table.recruitedDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // Text filters of the list (contains, accents ignored).
    index('donations_surname_trgm_idx')
      .using('gin', searchKeyTrigrams(table.surname))
      .with({ fastupdate: false }),
    index('donations_place_trgm_idx')
      .using('gin', searchKeyTrigrams(table.place))
      .with({ fastupdate: false }),
    // The duplicate warning: the same mobile or email across every client (the IBAN: its index).
    index('donations_mobile_idx').on(table.mobile),
    index('donations_email_idx').on(table.email),
    index('donations_recruiter_idx').on(table.recruiterId),
    index('donations_iban_index_idx').on(table.ibanIndex),
    // Anonymised by whom (the foreign key's index: an administrator's removal checks it).
    index('donations_anonymized_by_idx').on(table.anonymizedById),
    // A campaign's export reads its donors in id order, page after page (keyset on the id).
    index('donations_campaign_id_idx').on(table.campaignId, table.id),
  ],
);

export type DonationRow = typeof donations.$inferSelect;
export type NewDonationRow = typeof donations.$inferInsert;
