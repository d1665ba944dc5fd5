/**
 * Employees and applicants (spec §3; applicants are employees by status): the entity the api
 * answers, the employee and applicant forms, and the `{employee: …}` payload of
 * `POST employees` / `PUT employees/{id}`.
 */
import { z } from '../common/zod-nl';
import type { Now } from '../../validation/calendar';
import { normalizeBsn } from '../../validation/bsn';
import { normalizeIban } from '../../validation/iban';
import { normalizePhone } from '../../validation/phone';
import { normalizePostcode } from '../../validation/postcode';
import { ruledObject } from '../../validation/rule';
import { FORM_SIDE, PAYLOAD_SIDE } from '../../validation/sides';
import { DEFAULT_COUNTRY, TEXT_MAX, WORKDAYS_MAX, WORKDAYS_MIN } from '../common/constants';
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
import { employeeStateSchema } from './employee-state';
import {
  boundedText,
  formText,
  payloadDate,
  payloadId,
  payloadNormalized,
  payloadText,
  payloadUuid,
} from '../common/fields';
import type { StateVariant } from '../platform/platform';
import { transitionSchema } from '../transition/transition';

const workdays = z.number().int().min(WORKDAYS_MIN).max(WORKDAYS_MAX);

/** What the employee and applicant forms hold: text as typed, ids from selects. */
export const employeeFormShape = {
  employee_status: employeeStateSchema,
  employee_code: formText(TEXT_MAX.code),
  hq: formText(TEXT_MAX.name),
  surname: formText(TEXT_MAX.name),
  firstname: formText(TEXT_MAX.name),
  initials: formText(TEXT_MAX.code),
  surname_prefix: formText(TEXT_MAX.code),
  sex: sexSchema,
  phone: formText(TEXT_MAX.code),
  mobile: formText(TEXT_MAX.code),
  tel2: formText(TEXT_MAX.code),
  email: formText(TEXT_MAX.email),
  second_email: formText(TEXT_MAX.email),
  function: employeeFunctionSchema,
  /** `dd/mm/yyyy` */
  start_date: formText(TEXT_MAX.code),
  campaign: z.number().int().nullable(),
  /** Employee uuid. */
  manager: formText(TEXT_MAX.code).nullable(),
  driving_license: z.array(drivingLicenseSchema),
  source: sourceSchema.nullable(),
  /** Employee uuid. */
  recruited_by: formText(TEXT_MAX.code).nullable(),
  recruited_by_alternative: formText(TEXT_MAX.name),
  /** `dd/mm/yyyy` */
  birth_date: formText(TEXT_MAX.code),
  bsn: formText(TEXT_MAX.code),
  iban: formText(TEXT_MAX.code),
  comment: formText(TEXT_MAX.long),
  comment_closed: formText(TEXT_MAX.long),
  postal_code: formText(TEXT_MAX.code),
  house_number: formText(TEXT_MAX.code),
  house_number_suffix: formText(TEXT_MAX.code),
  street: formText(TEXT_MAX.line),
  place: formText(TEXT_MAX.line),
  country: formText(TEXT_MAX.code),
  record_status: recordStatusSchema,
  backstage_reference: formText(TEXT_MAX.identifier),
  public_transport_card: publicTransportCardSchema.nullable(),
  number_of_workdays: workdays.nullable(),
  citizenship: citizenshipSchema.nullable(),
  resume_url: formText(TEXT_MAX.url),
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
  employee_code: payloadText(TEXT_MAX.code),
  hq: payloadText(TEXT_MAX.name),
  surname: payloadText(TEXT_MAX.name),
  firstname: payloadText(TEXT_MAX.name),
  initials: boundedText(TEXT_MAX.code).toUpperCase().nullish(),
  surname_prefix: boundedText(TEXT_MAX.code).toLowerCase().nullish(),
  sex: sexSchema.default(DEFAULT_SEX),
  phone: payloadNormalized(normalizePhone),
  mobile: payloadNormalized(normalizePhone),
  tel2: payloadNormalized(normalizePhone),
  email: boundedText(TEXT_MAX.email).toLowerCase().nullish(),
  second_email: boundedText(TEXT_MAX.email).toLowerCase().nullish(),
  function: employeeFunctionSchema.default(DEFAULT_EMPLOYEE_FUNCTION),
  start_date: payloadDate(),
  campaign: payloadId(),
  manager: payloadUuid(),
  driving_license: z.array(drivingLicenseSchema).default([]),
  source: sourceSchema.nullish(),
  recruited_by: payloadUuid(),
  recruited_by_alternative: payloadText(TEXT_MAX.name),
  birth_date: payloadDate(),
  bsn: payloadNormalized(normalizeBsn),
  iban: payloadNormalized(normalizeIban),
  comment: payloadText(TEXT_MAX.long),
  comment_closed: payloadText(TEXT_MAX.long),
  postal_code: payloadNormalized(normalizePostcode),
  house_number: payloadText(TEXT_MAX.code),
  house_number_suffix: payloadText(TEXT_MAX.code),
  street: payloadText(),
  place: payloadText(),
  country: boundedText(TEXT_MAX.code).toUpperCase().default(DEFAULT_COUNTRY),
  record_status: recordStatusSchema.default(DEFAULT_RECORD_STATUS),
  backstage_reference: payloadText(TEXT_MAX.identifier),
  public_transport_card: publicTransportCardSchema.nullish(),
  number_of_workdays: workdays.nullish(),
  citizenship: citizenshipSchema.nullish(),
  resume_url: payloadText(TEXT_MAX.url),
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
