/**
 * Donations / donors (spec §3, §4, §5): the entity, the create and update forms, and the
 * `{donation: …}` payload of `POST donations` / `PUT donations/{id}`. Validation runs only when
 * the state is PENDING; in every other state there is none (base types only).
 */
import { maxItems, MESSAGES } from '../../validation/messages';
import { normalizeIban } from '../../validation/iban';
import { normalizePhone } from '../../validation/phone';
import { normalizePostcode } from '../../validation/postcode';
import { required, ruledObject } from '../../validation/rule';
import { FORM_SIDE, PAYLOAD_SIDE, type Side } from '../../validation/sides';
import { extraFieldIssues } from '../campaign/campaign';
import {
  CALL_ATTEMPTS_MAX,
  CALL_ATTEMPTS_MIN,
  DEFAULT_LANGUAGE,
  INPUT_FIELDS_MAX,
  TEXT_MAX,
} from '../common/constants';
import {
  DEFAULT_PERIOD,
  NEW_DONATION_STATES,
  checkedSchema,
  donationStateSchema,
  languageSchema,
  periodSchema,
  rejectReasonSchema,
} from './donation-enums';
import {
  isValidatedDonationState,
  pendingDonationRules,
  type DonationMode,
  type DonationSchemaOptions,
} from './donation-rules';
import { DEFAULT_SEX, sexSchema } from '../employee/employee-enums';
import {
  boundedText,
  formText,
  payloadCents,
  payloadDate,
  payloadDateTime,
  payloadId,
  payloadNormalized,
  payloadText,
  payloadUuid,
} from '../common/fields';
import { z } from '../common/zod-nl';

/** The names the api gives stored signature images (`POST upload/signature`). */
export const SIGNATURE_NAME_PATTERN = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

function donationSchemaOf<Shape extends z.ZodRawShape>(
  shape: Shape,
  side: Side,
  options: DonationSchemaOptions,
) {
  const mode = options.mode ?? 'create';
  const inputFields = options.inputFields ?? [];
  return ruledObject(
    shape,
    // A donation always belongs to a campaign; everything else is checked only in PENDING.
    (values) => ({
      campaign: required,
      ...(isValidatedDonationState(values.state) ? pendingDonationRules(side, mode) : {}),
    }),
    options.now,
  ).superRefine((values, ctx) => {
    const record = values as Readonly<Record<string, unknown>>;
    if (!isValidatedDonationState(record.state)) return;
    const extra = record.extra_fields as Readonly<Record<string, unknown>> | undefined;
    for (const issue of extraFieldIssues(inputFields, extra)) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [...issue.path] });
    }
  });
}

/** The new form offers only CONCEPT and PENDING; editing offers all four. */
function stateFor(mode: DonationMode) {
  if (mode === 'update') return donationStateSchema;
  return donationStateSchema.refine(
    (state) => (NEW_DONATION_STATES as readonly string[]).includes(state),
    {
      error: MESSAGES.invalidChoice,
    },
  );
}

/** Values of the campaign's input fields: as many as a campaign can have, each bounded. */
const extraFieldValues = <V extends z.ZodType>(value: V) =>
  z
    .record(boundedText(TEXT_MAX.identifier), value)
    .refine((values) => Object.keys(values).length <= INPUT_FIELDS_MAX, {
      message: maxItems(INPUT_FIELDS_MAX),
    });

const callAttempts = z.number().int().min(CALL_ATTEMPTS_MIN).max(CALL_ATTEMPTS_MAX);

/** What the donor form holds (amount as euro text, dates as `dd/mm/yyyy`). */
function donationFormShape(mode: DonationMode) {
  return {
    reference_number: formText(TEXT_MAX.code),
    state: stateFor(mode),
    recruiter: formText(TEXT_MAX.code).nullable(),
    recruiter_number: formText(TEXT_MAX.code),
    recruiter_employee_code: formText(TEXT_MAX.code),
    client: z.number().int().nullable(),
    campaign: z.number().int().nullable(),
    period: periodSchema,
    start_date: formText(TEXT_MAX.code),
    stop_date: formText(TEXT_MAX.code),
    sex: sexSchema,
    initials: formText(TEXT_MAX.code),
    firstname: formText(TEXT_MAX.name),
    surname_prefix: formText(TEXT_MAX.code),
    surname: formText(TEXT_MAX.name),
    postal_code: formText(TEXT_MAX.code),
    house_number: formText(TEXT_MAX.code),
    house_number_suffix: formText(TEXT_MAX.code),
    street: formText(TEXT_MAX.line),
    place: formText(TEXT_MAX.line),
    country: formText(TEXT_MAX.code),
    tel: formText(TEXT_MAX.code),
    mobile: formText(TEXT_MAX.code),
    email: formText(TEXT_MAX.email),
    amount: formText(TEXT_MAX.code),
    iban: formText(TEXT_MAX.code),
    bic: formText(TEXT_MAX.code),
    birth_date: formText(TEXT_MAX.code),
    call_attempts: callAttempts,
    checked: checkedSchema.nullable(),
    reject_state: rejectReasonSchema.nullable(),
    reject_comment: formText(TEXT_MAX.long),
    language: languageSchema,
    receive_mail: z.boolean(),
    receive_email: z.boolean(),
    comment: formText(TEXT_MAX.long),
    source: formText(TEXT_MAX.line),
    extra_fields: extraFieldValues(formText(TEXT_MAX.line)),
  };
}

export function createDonationFormSchema(options: DonationSchemaOptions = {}) {
  const mode = options.mode ?? 'create';
  return donationSchemaOf(donationFormShape(mode), FORM_SIDE, { ...options, mode });
}
export const donationCreateFormSchema = createDonationFormSchema({ mode: 'create' });
export const donationUpdateFormSchema = createDonationFormSchema({ mode: 'update' });
export type DonationFormValues = z.infer<typeof donationUpdateFormSchema>;

/** The donor as the api receives it (inside `{donation: …}`). */
function donationPayloadShape(mode: DonationMode) {
  return {
    reference_number: payloadText(TEXT_MAX.code),
    state: stateFor(mode),
    recruiter: payloadUuid(),
    recruiter_number: payloadText(TEXT_MAX.code),
    recruiter_employee_code: payloadText(TEXT_MAX.code),
    client: payloadId(),
    campaign: z.number().int().positive({ error: MESSAGES.required }),
    period: periodSchema.default(DEFAULT_PERIOD),
    start_date: payloadDate(),
    stop_date: payloadDate(),
    sex: sexSchema.default(DEFAULT_SEX),
    initials: boundedText(TEXT_MAX.code).toUpperCase().nullish(),
    firstname: payloadText(TEXT_MAX.name),
    surname_prefix: boundedText(TEXT_MAX.code).toLowerCase().nullish(),
    surname: payloadText(TEXT_MAX.name),
    postal_code: payloadNormalized(normalizePostcode),
    house_number: payloadText(TEXT_MAX.code),
    house_number_suffix: payloadText(TEXT_MAX.code),
    street: payloadText(),
    place: payloadText(),
    country: boundedText(TEXT_MAX.code).toUpperCase().nullish(),
    tel: payloadNormalized(normalizePhone),
    mobile: payloadNormalized(normalizePhone),
    email: boundedText(TEXT_MAX.email).toLowerCase().nullish(),
    /** Integer cents. */
    amount: payloadCents(),
    iban: payloadNormalized(normalizeIban),
    bic: boundedText(TEXT_MAX.code).toUpperCase().nullish(),
    birth_date: payloadDate(),
    call_attempts: callAttempts.default(0),
    checked: checkedSchema.nullish(),
    reject_state: rejectReasonSchema.nullish(),
    reject_comment: payloadText(TEXT_MAX.long),
    language: languageSchema.default(DEFAULT_LANGUAGE),
    receive_mail: z.boolean().default(true),
    receive_email: z.boolean().default(true),
    comment: payloadText(TEXT_MAX.long),
    source: payloadText(),
    recruited_date: payloadDateTime(),
    /** The stored name of a `POST upload/signature` answer; kept when omitted on update. */
    signature: z.string().regex(SIGNATURE_NAME_PATTERN, { error: MESSAGES.format }).nullish(),
    extra_fields: extraFieldValues(boundedText(TEXT_MAX.line).nullable()).default({}),
  };
}

export function createDonationPayloadSchema(options: DonationSchemaOptions = {}) {
  const mode = options.mode ?? 'create';
  return z.object({
    donation: donationSchemaOf(donationPayloadShape(mode), PAYLOAD_SIDE, { ...options, mode }),
  });
}
export const donationCreatePayloadSchema = createDonationPayloadSchema({ mode: 'create' });
export const donationUpdatePayloadSchema = createDonationPayloadSchema({ mode: 'update' });
export type DonationPayload = z.input<typeof donationUpdatePayloadSchema>;
export type DonationPayloadBody = z.output<typeof donationUpdatePayloadSchema>['donation'];

/** A donation as the api answers it. */
export const donationSchema = z.object({
  id: z.number().int(),
  reference_number: z.string().nullable(),
  state: donationStateSchema,
  recruiter: z.string().nullable(),
  recruiter_number: z.string().nullable(),
  recruiter_employee_code: z.string().nullable(),
  client: z.number().int().nullable(),
  campaign: z.number().int(),
  period: periodSchema,
  start_date: z.string().nullable(),
  last_export_date: z.string().nullable(),
  backstage_export_date: z.string().nullable(),
  stop_date: z.string().nullable(),
  sex: sexSchema,
  initials: z.string().nullable(),
  firstname: z.string().nullable(),
  surname_prefix: z.string().nullable(),
  surname: z.string().nullable(),
  postal_code: z.string().nullable(),
  house_number: z.string().nullable(),
  house_number_suffix: z.string().nullable(),
  street: z.string().nullable(),
  place: z.string().nullable(),
  country: z.string().nullable(),
  tel: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  amount: z.number().int().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  birth_date: z.string().nullable(),
  call_attempts: callAttempts,
  checked: checkedSchema.nullable(),
  reject_state: rejectReasonSchema.nullable(),
  reject_comment: z.string().nullable(),
  language: languageSchema,
  receive_mail: z.boolean(),
  receive_email: z.boolean(),
  comment: z.string().nullable(),
  signature: z.string().nullable(),
  recruited_date: z.string().nullable(),
  creation_date: z.string(),
  last_modify_date: z.string().nullable(),
  source: z.string().nullable(),
  extra_fields: z.record(z.string(), z.string().nullable()),
});
export type Donation = z.infer<typeof donationSchema>;
