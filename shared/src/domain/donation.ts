/**
 * Donations / donors (spec §3, §4, §5): the entity, the create and update forms, and the
 * `{donation: …}` payload of `POST donations` / `PUT donations/{id}`. Validation runs only when
 * the state is PENDING; in every other state there is none (base types only).
 */
import { z } from './zod-nl';
import { correctName } from '../validation/autocorrect';
import { calendarDayOf, type Now } from '../validation/calendar';
import { adultCheck, recentCheck } from '../validation/dates';
import { emailRule } from '../validation/email';
import {
  addressSuffixRule,
  cityRule,
  countryCodeRule,
  digitsRule,
  initialsRule,
  nameRule,
  referenceNumberRule,
  zipCodeRule,
} from '../validation/formats';
import { ibanRule, normalizeIban } from '../validation/iban';
import { phoneRule, normalizePhone } from '../validation/phone';
import { MESSAGES } from '../validation/messages';
import { normalizePostcode } from '../validation/postcode';
import { optional, required, requiredThen, ruledObject, type Rule } from '../validation/rule';
import { FORM_SIDE, PAYLOAD_SIDE, type Side } from '../validation/sides';
import { extraFieldIssues, type InputField } from './campaign';
import {
  CALL_ATTEMPTS_MAX,
  CALL_ATTEMPTS_MIN,
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  DONATION_CUT_OVER_DATE,
} from './constants';
import {
  DEFAULT_PERIOD,
  NEW_DONATION_STATES,
  checkedSchema,
  donationStateSchema,
  languageSchema,
  periodSchema,
  rejectReasonSchema,
  resolveRejectState,
} from './donation-enums';
import { DEFAULT_SEX, sexSchema } from './employee-enums';
import {
  centsOrNull,
  dateOf,
  dateOrNull,
  euroOf,
  payloadCents,
  payloadDate,
  payloadDateTime,
  payloadId,
  payloadNormalized,
  payloadText,
  payloadUuid,
  textOf,
  textOrNull,
} from './fields';

export type DonationMode = 'create' | 'update';

/** The rules of a PENDING donation (create: start date must be recent). */
export function pendingDonationRules(side: Side, mode: DonationMode): Record<string, Rule> {
  return {
    reference_number: requiredThen(referenceNumberRule),
    start_date: requiredThen(mode === 'create' ? side.date(recentCheck) : side.date()),
    iban: requiredThen(ibanRule),
    postal_code: requiredThen(zipCodeRule),
    amount: requiredThen(side.amount),
    country: requiredThen(countryCodeRule),
    birth_date: optional(side.date(adultCheck)),
    stop_date: optional(side.date()),
    email: optional(emailRule),
    tel: optional(phoneRule),
    mobile: optional(phoneRule),
    initials: optional(initialsRule),
    firstname: optional(nameRule),
    surname_prefix: optional(nameRule),
    surname: optional(nameRule),
    house_number: optional(digitsRule),
    house_number_suffix: optional(addressSuffixRule),
    place: optional(cityRule),
  };
}

/** Whether a donation in `state` is validated at all. */
export const isValidatedDonationState = (state: unknown): boolean => state === 'PENDING';

export interface DonationSchemaOptions {
  mode?: DonationMode;
  now?: Now;
  /** The campaign's input fields; their values are checked in PENDING. */
  inputFields?: readonly InputField[];
}

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

const callAttempts = z.number().int().min(CALL_ATTEMPTS_MIN).max(CALL_ATTEMPTS_MAX);

/** What the donor form holds (amount as euro text, dates as `dd/mm/yyyy`). */
function donationFormShape(mode: DonationMode) {
  return {
    reference_number: z.string(),
    state: stateFor(mode),
    recruiter: z.string().nullable(),
    recruiter_number: z.string(),
    recruiter_employee_code: z.string(),
    client: z.number().int().nullable(),
    campaign: z.number().int().nullable(),
    period: periodSchema,
    start_date: z.string(),
    stop_date: z.string(),
    sex: sexSchema,
    initials: z.string(),
    firstname: z.string(),
    surname_prefix: z.string(),
    surname: z.string(),
    postal_code: z.string(),
    house_number: z.string(),
    house_number_suffix: z.string(),
    street: z.string(),
    place: z.string(),
    country: z.string(),
    tel: z.string(),
    mobile: z.string(),
    email: z.string(),
    amount: z.string(),
    iban: z.string(),
    bic: z.string(),
    birth_date: z.string(),
    call_attempts: callAttempts,
    checked: checkedSchema.nullable(),
    reject_state: rejectReasonSchema.nullable(),
    reject_comment: z.string(),
    language: languageSchema,
    receive_mail: z.boolean(),
    receive_email: z.boolean(),
    comment: z.string(),
    source: z.string(),
    extra_fields: z.record(z.string(), z.string()),
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
    reference_number: payloadText(),
    state: stateFor(mode),
    recruiter: payloadUuid(),
    recruiter_number: payloadText(),
    recruiter_employee_code: payloadText(),
    client: payloadId(),
    campaign: z.number().int().positive({ error: MESSAGES.required }),
    period: periodSchema.default(DEFAULT_PERIOD),
    start_date: payloadDate(),
    stop_date: payloadDate(),
    sex: sexSchema.default(DEFAULT_SEX),
    initials: z.string().trim().toUpperCase().nullish(),
    firstname: payloadText(),
    surname_prefix: z.string().trim().toLowerCase().nullish(),
    surname: payloadText(),
    postal_code: payloadNormalized(normalizePostcode),
    house_number: payloadText(),
    house_number_suffix: payloadText(),
    street: payloadText(),
    place: payloadText(),
    country: z.string().trim().toUpperCase().nullish(),
    tel: payloadNormalized(normalizePhone),
    mobile: payloadNormalized(normalizePhone),
    email: z.string().trim().toLowerCase().nullish(),
    /** Integer cents. */
    amount: payloadCents(),
    iban: payloadNormalized(normalizeIban),
    bic: z.string().trim().toUpperCase().nullish(),
    birth_date: payloadDate(),
    call_attempts: callAttempts.default(0),
    checked: checkedSchema.nullish(),
    reject_state: rejectReasonSchema.nullish(),
    reject_comment: payloadText(),
    language: languageSchema.default(DEFAULT_LANGUAGE),
    receive_mail: z.boolean().default(true),
    receive_email: z.boolean().default(true),
    comment: payloadText(),
    source: payloadText(),
    recruited_date: payloadDateTime(),
    extra_fields: z.record(z.string(), z.string().nullable()).default({}),
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

/** Exported donations get the other reject-reason list. */
export function isDonationExported(
  donation: Pick<Donation, 'last_export_date'> | null | undefined,
): boolean {
  return donation?.last_export_date !== null && donation?.last_export_date !== undefined;
}

/** The detail shows a lock when the donor was recruited after the cut-over date. */
export function isRecruitedAfterCutOver(recruitedDate: string | null | undefined): boolean {
  const day =
    recruitedDate === null || recruitedDate === undefined ? null : calendarDayOf(recruitedDate);
  return day !== null && day > DONATION_CUT_OVER_DATE;
}

/** Form values of a donation, or the defaults of a new one for a campaign. */
export function donationToFormValues(
  donation?: Donation | null,
  target: { client?: number | null; campaign?: number | null } = {},
): DonationFormValues {
  const d = donation ?? null;
  const extra: Record<string, string> = {};
  for (const [key, value] of Object.entries(d?.extra_fields ?? {})) extra[key] = value ?? '';
  return {
    reference_number: textOf(d?.reference_number),
    state: d?.state ?? 'PENDING',
    recruiter: d?.recruiter ?? null,
    recruiter_number: textOf(d?.recruiter_number),
    recruiter_employee_code: textOf(d?.recruiter_employee_code),
    client: d?.client ?? target.client ?? null,
    campaign: d?.campaign ?? target.campaign ?? null,
    period: d?.period ?? DEFAULT_PERIOD,
    start_date: dateOf(d?.start_date),
    stop_date: dateOf(d?.stop_date),
    sex: d?.sex ?? DEFAULT_SEX,
    initials: textOf(d?.initials),
    firstname: textOf(d?.firstname),
    surname_prefix: textOf(d?.surname_prefix),
    surname: textOf(d?.surname),
    postal_code: textOf(d?.postal_code),
    house_number: textOf(d?.house_number),
    house_number_suffix: textOf(d?.house_number_suffix),
    street: textOf(d?.street),
    place: textOf(d?.place),
    country: d?.country ?? DEFAULT_COUNTRY,
    tel: textOf(d?.tel),
    mobile: textOf(d?.mobile),
    email: textOf(d?.email),
    amount: euroOf(d?.amount),
    iban: textOf(d?.iban),
    bic: textOf(d?.bic),
    birth_date: dateOf(d?.birth_date),
    call_attempts: d?.call_attempts ?? 0,
    checked: d?.checked ?? null,
    reject_state: d?.reject_state ?? null,
    reject_comment: textOf(d?.reject_comment),
    language: d?.language ?? DEFAULT_LANGUAGE,
    receive_mail: d?.receive_mail ?? true,
    receive_email: d?.receive_email ?? true,
    comment: textOf(d?.comment),
    source: textOf(d?.source),
    extra_fields: extra,
  };
}

/**
 * Form values → `{donation: …}`: amount in cents, ISO dates, and REJECTED without a reason gets
 * the first reason of the applicable list (`exported`: the donation was already exported).
 */
export function donationToPayload(
  values: DonationFormValues,
  options: { exported?: boolean } = {},
): { donation: DonationPayloadBody } {
  const normalized = (value: string, normalize: (v: string) => string): string | null =>
    textOrNull(normalize(value));
  const extra: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(values.extra_fields)) extra[key] = textOrNull(value);
  return {
    donation: {
      reference_number: textOrNull(values.reference_number),
      state: values.state,
      recruiter: values.recruiter,
      recruiter_number: textOrNull(values.recruiter_number),
      recruiter_employee_code: textOrNull(values.recruiter_employee_code),
      client: values.client,
      // The form requires a campaign; 0 is refused by the payload schema as 'Vereist veld'.
      campaign: values.campaign ?? 0,
      period: values.period,
      start_date: dateOrNull(values.start_date),
      stop_date: dateOrNull(values.stop_date),
      sex: values.sex,
      initials: textOrNull(values.initials)?.toUpperCase() ?? null,
      firstname: textOrNull(correctName(values.firstname)),
      surname_prefix: textOrNull(values.surname_prefix)?.toLowerCase() ?? null,
      surname: textOrNull(correctName(values.surname)),
      postal_code: normalized(values.postal_code, normalizePostcode),
      house_number: textOrNull(values.house_number),
      house_number_suffix: textOrNull(values.house_number_suffix),
      street: textOrNull(values.street),
      place: textOrNull(values.place),
      country: textOrNull(values.country)?.toUpperCase() ?? null,
      tel: normalized(values.tel, normalizePhone),
      mobile: normalized(values.mobile, normalizePhone),
      email: textOrNull(values.email)?.toLowerCase() ?? null,
      amount: centsOrNull(values.amount),
      iban: normalized(values.iban, normalizeIban),
      bic: textOrNull(values.bic)?.toUpperCase() ?? null,
      birth_date: dateOrNull(values.birth_date),
      call_attempts: values.call_attempts,
      checked: values.checked,
      reject_state: resolveRejectState(
        values.state,
        values.reject_state,
        options.exported ?? false,
      ),
      reject_comment: textOrNull(values.reject_comment),
      language: values.language,
      receive_mail: values.receive_mail,
      receive_email: values.receive_email,
      comment: textOrNull(values.comment),
      source: textOrNull(values.source),
      recruited_date: null,
      extra_fields: extra,
    },
  };
}
