/**
 * Employees and applicants (spec §3; applicants are employees by status): the entity the api
 * answers, the employee and applicant forms, and the `{employee: …}` payload of
 * `POST employees` / `PUT employees/{id}`.
 */
import { z } from './zod-nl';
import type { Now } from '../validation/calendar';
import { correctName } from '../validation/autocorrect';
import { normalizeBsn } from '../validation/bsn';
import { normalizeIban } from '../validation/iban';
import { normalizePhone } from '../validation/phone';
import { normalizePostcode } from '../validation/postcode';
import { ruledObject } from '../validation/rule';
import { FORM_SIDE, PAYLOAD_SIDE } from '../validation/sides';
import { DEFAULT_COUNTRY, WORKDAYS_MAX, WORKDAYS_MIN } from './constants';
import {
  DEFAULT_EMPLOYEE_FUNCTION,
  DEFAULT_RECORD_STATUS,
  DEFAULT_SEX,
  citizenshipSchema,
  drivingLicenseSchema,
  employeeFunctionSchema,
  publicTransportCardSchema,
  recordStatusSchema,
  sexSchema,
  sourceSchema,
} from './employee-enums';
import { applicantRules, employeePayloadRules, employeeRules } from './employee-rules';
import { DEFAULT_APPLICANT_STATE, employeeStateSchema } from './employee-state';
import {
  dateOf,
  dateOrNull,
  payloadDate,
  payloadId,
  payloadNormalized,
  payloadText,
  payloadUuid,
  textOf,
  textOrNull,
} from './fields';
import type { StateVariant } from './platform';
import { transitionSchema } from './transition';

const workdays = z.number().int().min(WORKDAYS_MIN).max(WORKDAYS_MAX);

/** What the employee and applicant forms hold: text as typed, ids from selects. */
export const employeeFormShape = {
  employee_status: employeeStateSchema,
  employee_code: z.string(),
  hq: z.string(),
  surname: z.string(),
  firstname: z.string(),
  initials: z.string(),
  surname_prefix: z.string(),
  sex: sexSchema,
  phone: z.string(),
  mobile: z.string(),
  tel2: z.string(),
  email: z.string(),
  second_email: z.string(),
  function: employeeFunctionSchema,
  /** `dd/mm/yyyy` */
  start_date: z.string(),
  campaign: z.number().int().nullable(),
  /** Employee uuid. */
  manager: z.string().nullable(),
  driving_license: z.array(drivingLicenseSchema),
  source: sourceSchema.nullable(),
  /** Employee uuid. */
  recruited_by: z.string().nullable(),
  recruited_by_alternative: z.string(),
  /** `dd/mm/yyyy` */
  birth_date: z.string(),
  bsn: z.string(),
  iban: z.string(),
  comment: z.string(),
  comment_closed: z.string(),
  postal_code: z.string(),
  house_number: z.string(),
  house_number_suffix: z.string(),
  street: z.string(),
  place: z.string(),
  country: z.string(),
  record_status: recordStatusSchema,
  backstage_reference: z.string(),
  public_transport_card: publicTransportCardSchema.nullable(),
  number_of_workdays: workdays.nullable(),
  citizenship: citizenshipSchema.nullable(),
  resume_url: z.string(),
};

/** Employee form: firstname, surname, postal code, email, house number, street; mobile when New. */
export function createEmployeeFormSchema(options: { now?: Now } = {}) {
  return ruledObject(employeeFormShape, (values) => employeeRules(FORM_SIDE, values), options.now);
}
export const employeeFormSchema = createEmployeeFormSchema();
export type EmployeeFormValues = z.infer<typeof employeeFormSchema>;

/** Applicant form (back office): hq, mobile and email required. */
export function createApplicantFormSchema(options: { now?: Now } = {}) {
  return ruledObject(employeeFormShape, () => applicantRules(FORM_SIDE), options.now);
}
export const applicantFormSchema = createApplicantFormSchema();

/** The employee as the api receives it (inside `{employee: …}`). */
export const employeePayloadShape = {
  employee_status: employeeStateSchema,
  employee_code: payloadText(),
  hq: payloadText(),
  surname: payloadText(),
  firstname: payloadText(),
  initials: z.string().trim().toUpperCase().nullish(),
  surname_prefix: z.string().trim().toLowerCase().nullish(),
  sex: sexSchema.default(DEFAULT_SEX),
  phone: payloadNormalized(normalizePhone),
  mobile: payloadNormalized(normalizePhone),
  tel2: payloadNormalized(normalizePhone),
  email: z.string().trim().toLowerCase().nullish(),
  second_email: z.string().trim().toLowerCase().nullish(),
  function: employeeFunctionSchema.default(DEFAULT_EMPLOYEE_FUNCTION),
  start_date: payloadDate(),
  campaign: payloadId(),
  manager: payloadUuid(),
  driving_license: z.array(drivingLicenseSchema).default([]),
  source: sourceSchema.nullish(),
  recruited_by: payloadUuid(),
  recruited_by_alternative: payloadText(),
  birth_date: payloadDate(),
  bsn: payloadNormalized(normalizeBsn),
  iban: payloadNormalized(normalizeIban),
  comment: payloadText(),
  comment_closed: payloadText(),
  postal_code: payloadNormalized(normalizePostcode),
  house_number: payloadText(),
  house_number_suffix: payloadText(),
  street: payloadText(),
  place: payloadText(),
  country: z.string().trim().toUpperCase().default(DEFAULT_COUNTRY),
  record_status: recordStatusSchema.default(DEFAULT_RECORD_STATUS),
  backstage_reference: payloadText(),
  public_transport_card: publicTransportCardSchema.nullish(),
  number_of_workdays: workdays.nullish(),
  citizenship: citizenshipSchema.nullish(),
  resume_url: payloadText(),
};

/**
 * `{employee: …}`. The rules follow the status: employee states get the employee form's rules,
 * applicant states the rules every applicant form guarantees (see `employeePayloadRules`).
 */
export function createEmployeePayloadSchema(options: { now?: Now; variant?: StateVariant } = {}) {
  const variant = options.variant ?? 'default';
  return z.object({
    employee: ruledObject(
      employeePayloadShape,
      (values) => employeePayloadRules(PAYLOAD_SIDE, variant, values),
      options.now,
    ),
  });
}
export const employeePayloadSchema = createEmployeePayloadSchema();
export type EmployeePayload = z.input<typeof employeePayloadSchema>;
export type EmployeePayloadBody = z.output<typeof employeePayloadSchema>['employee'];

/** An employee or applicant as the api answers it. */
export const employeeSchema = z.object({
  uuid: z.string(),
  employee_status: employeeStateSchema,
  employee_code: z.string().nullable(),
  hq: z.string().nullable(),
  surname: z.string().nullable(),
  firstname: z.string().nullable(),
  initials: z.string().nullable(),
  surname_prefix: z.string().nullable(),
  sex: sexSchema,
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  tel2: z.string().nullable(),
  email: z.string().nullable(),
  second_email: z.string().nullable(),
  function: employeeFunctionSchema,
  start_date: z.string().nullable(),
  campaign: z.number().int().nullable(),
  manager: z.string().nullable(),
  roles: z.array(z.string()),
  driving_license: z.array(drivingLicenseSchema),
  source: sourceSchema.nullable(),
  recruited_by: z.string().nullable(),
  recruited_by_alternative: z.string().nullable(),
  birth_date: z.string().nullable(),
  bsn: z.string().nullable(),
  iban: z.string().nullable(),
  comment: z.string().nullable(),
  comment_closed: z.string().nullable(),
  postal_code: z.string().nullable(),
  house_number: z.string().nullable(),
  house_number_suffix: z.string().nullable(),
  street: z.string().nullable(),
  place: z.string().nullable(),
  country: z.string(),
  /** ISO datetime of the next action. */
  open_date: z.string().nullable(),
  record_status: recordStatusSchema,
  backstage_reference: z.string().nullable(),
  public_transport_card: publicTransportCardSchema.nullable(),
  number_of_workdays: workdays.nullable(),
  citizenship: citizenshipSchema.nullable(),
  resume_url: z.string().nullable(),
  person_creation_date: z.string(),
  transitions: z.array(transitionSchema).optional(),
});
export type Employee = z.infer<typeof employeeSchema>;

/** Form values for an existing employee, or the defaults of a new one (status New). */
export function employeeToFormValues(employee?: Employee | null): EmployeeFormValues {
  const e = employee ?? null;
  return {
    employee_status: e?.employee_status ?? DEFAULT_APPLICANT_STATE,
    employee_code: textOf(e?.employee_code),
    hq: textOf(e?.hq),
    surname: textOf(e?.surname),
    firstname: textOf(e?.firstname),
    initials: textOf(e?.initials),
    surname_prefix: textOf(e?.surname_prefix),
    sex: e?.sex ?? DEFAULT_SEX,
    phone: textOf(e?.phone),
    mobile: textOf(e?.mobile),
    tel2: textOf(e?.tel2),
    email: textOf(e?.email),
    second_email: textOf(e?.second_email),
    function: e?.function ?? DEFAULT_EMPLOYEE_FUNCTION,
    start_date: dateOf(e?.start_date),
    campaign: e?.campaign ?? null,
    manager: e?.manager ?? null,
    driving_license: e?.driving_license ?? [],
    source: e?.source ?? null,
    recruited_by: e?.recruited_by ?? null,
    recruited_by_alternative: textOf(e?.recruited_by_alternative),
    birth_date: dateOf(e?.birth_date),
    bsn: textOf(e?.bsn),
    iban: textOf(e?.iban),
    comment: textOf(e?.comment),
    comment_closed: textOf(e?.comment_closed),
    postal_code: textOf(e?.postal_code),
    house_number: textOf(e?.house_number),
    house_number_suffix: textOf(e?.house_number_suffix),
    street: textOf(e?.street),
    place: textOf(e?.place),
    country: e?.country ?? DEFAULT_COUNTRY,
    record_status: e?.record_status ?? DEFAULT_RECORD_STATUS,
    backstage_reference: textOf(e?.backstage_reference),
    public_transport_card: e?.public_transport_card ?? null,
    number_of_workdays: e?.number_of_workdays ?? null,
    citizenship: e?.citizenship ?? null,
    resume_url: textOf(e?.resume_url),
  };
}

const nameOrNull = (value: string): string | null => textOrNull(correctName(value));
const normalizedOrNull = (value: string, normalize: (v: string) => string): string | null =>
  textOrNull(normalize(value));

/** Form values → `{employee: …}` in transport formats ('' becomes null, names capitalised). */
export function employeeToPayload(values: EmployeeFormValues): { employee: EmployeePayloadBody } {
  return {
    employee: {
      employee_status: values.employee_status,
      employee_code: textOrNull(values.employee_code),
      hq: textOrNull(values.hq),
      surname: nameOrNull(values.surname),
      firstname: nameOrNull(values.firstname),
      initials: textOrNull(values.initials)?.toUpperCase() ?? null,
      surname_prefix: textOrNull(values.surname_prefix)?.toLowerCase() ?? null,
      sex: values.sex,
      phone: normalizedOrNull(values.phone, normalizePhone),
      mobile: normalizedOrNull(values.mobile, normalizePhone),
      tel2: normalizedOrNull(values.tel2, normalizePhone),
      email: textOrNull(values.email)?.toLowerCase() ?? null,
      second_email: textOrNull(values.second_email)?.toLowerCase() ?? null,
      function: values.function,
      start_date: dateOrNull(values.start_date),
      campaign: values.campaign,
      manager: values.manager,
      driving_license: values.driving_license,
      source: values.source,
      recruited_by: values.recruited_by,
      recruited_by_alternative: textOrNull(values.recruited_by_alternative),
      birth_date: dateOrNull(values.birth_date),
      bsn: normalizedOrNull(values.bsn, normalizeBsn),
      iban: normalizedOrNull(values.iban, normalizeIban),
      comment: textOrNull(values.comment),
      comment_closed: textOrNull(values.comment_closed),
      postal_code: normalizedOrNull(values.postal_code, normalizePostcode),
      house_number: textOrNull(values.house_number),
      house_number_suffix: textOrNull(values.house_number_suffix),
      street: textOrNull(values.street),
      place: textOrNull(values.place),
      country: (textOrNull(values.country) ?? DEFAULT_COUNTRY).toUpperCase(),
      record_status: values.record_status,
      backstage_reference: textOrNull(values.backstage_reference),
      public_transport_card: values.public_transport_card,
      number_of_workdays: values.number_of_workdays,
      citizenship: values.citizenship,
      resume_url: textOrNull(values.resume_url),
    },
  };
}
