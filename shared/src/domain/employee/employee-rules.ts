/**
 * The rules of the employee and applicant forms (spec §5 "Per form"), written once as a function
 * of the side (form text or payload values) and used by the form schemas and the api's payload
 * schema alike.
 */
import { bsnRule } from '../../validation/bsn';
import { employeeAgeCheck } from '../../validation/dates';
import { emailRule } from '../../validation/email';
import {
  addressSuffixRule,
  cityRule,
  countryCodeRule,
  digitsRule,
  employeeCodeRule,
  initialsRule,
  nameRule,
  referralRule,
} from '../../validation/formats';
import { ibanRule } from '../../validation/iban';
import { phoneRule } from '../../validation/phone';
import { optional, required, requiredThen, type Rule } from '../../validation/rule';
import { zipCodeRule } from '../../validation/formats';
import type { Side } from '../../validation/sides';
import { isEmployeeState } from './employee-state';
import type { StateVariant } from '../platform/platform';

type Table = Record<string, Rule | undefined>;
type Values = Readonly<Record<string, unknown>>;

/** Format rules of every person field; nothing required. */
export function personFormatRules(side: Side): Table {
  return {
    employee_code: optional(employeeCodeRule),
    surname: optional(nameRule),
    firstname: optional(nameRule),
    initials: optional(initialsRule),
    surname_prefix: optional(nameRule),
    phone: optional(phoneRule),
    mobile: optional(phoneRule),
    tel2: optional(phoneRule),
    email: optional(emailRule),
    second_email: optional(emailRule),
    start_date: optional(side.date()),
    birth_date: optional(side.date(employeeAgeCheck)),
    bsn: optional(bsnRule),
    iban: optional(ibanRule),
    postal_code: optional(zipCodeRule),
    house_number: optional(digitsRule),
    house_number_suffix: optional(addressSuffixRule),
    place: optional(cityRule),
    country: optional(countryCodeRule),
    recruited_by_alternative: optional(referralRule),
  };
}

function withRequired(table: Table, fields: readonly string[]): Table {
  const result = { ...table };
  for (const field of fields) {
    const rule = table[field];
    result[field] = rule === undefined ? required : requiredThen(rule);
  }
  return result;
}

/** Required on the employee form. */
export const EMPLOYEE_REQUIRED_FIELDS = [
  'firstname',
  'surname',
  'postal_code',
  'email',
  'house_number',
  'street',
] as const;

/** Required on the applicant forms (back office and public). */
export const APPLICANT_REQUIRED_FIELDS = ['hq', 'mobile', 'email'] as const;

/** Mobile is required when the status is New. */
export function isMobileRequired(values: Values): boolean {
  return values.employee_status === 'New';
}

function withMobileWhenNew(table: Table, values: Values): Table {
  return isMobileRequired(values) ? withRequired(table, ['mobile']) : table;
}

/** Employee form: its required fields, mobile when New, and every format rule. */
export function employeeRules(side: Side, values: Values): Table {
  return withMobileWhenNew(withRequired(personFormatRules(side), EMPLOYEE_REQUIRED_FIELDS), values);
}

/** Applicant form: hq, mobile and email required, and every format rule. */
export function applicantRules(side: Side): Table {
  return withRequired(personFormatRules(side), APPLICANT_REQUIRED_FIELDS);
}

/**
 * The api's rules for an employee payload. Both forms send to the same endpoint, so the api
 * requires what every form that can send this status guarantees: an employee state (only the
 * employee form edits those) gets the employee form's rules; an applicant state gets email, mobile
 * when New, and the formats. A form is never looser than the api for the states it handles.
 */
export function employeePayloadRules(side: Side, variant: StateVariant, values: Values): Table {
  const status = typeof values.employee_status === 'string' ? values.employee_status : '';
  if (isEmployeeState(variant, status)) return employeeRules(side, values);
  return withMobileWhenNew(withRequired(personFormatRules(side), ['email']), values);
}
