/**
 * The rules of a donation (spec §4, §5): validation runs only when the state is PENDING, with the
 * create or update rules; the reject-reason and cut-over helpers.
 */
import { calendarDayOf, type Now } from '../../validation/calendar';
import { adultCheck, recentCheck } from '../../validation/dates';
import { emailRule } from '../../validation/email';
import {
  addressSuffixRule,
  cityRule,
  countryCodeRule,
  digitsRule,
  initialsRule,
  nameRule,
  referenceNumberRule,
  zipCodeRule,
} from '../../validation/formats';
import { ibanRule } from '../../validation/iban';
import { phoneRule } from '../../validation/phone';
import { optional, requiredThen, type Rule } from '../../validation/rule';
import type { Side } from '../../validation/sides';
import type { InputField } from '../campaign/campaign';
import { DONATION_CUT_OVER_DATE } from '../common/constants';

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

/** Exported donations get the other reject-reason list. */
export function isDonationExported(
  donation: { last_export_date: string | null } | null | undefined,
): boolean {
  return donation?.last_export_date !== null && donation?.last_export_date !== undefined;
}

/** The detail shows a lock when the donor was recruited after the cut-over date. */
export function isRecruitedAfterCutOver(recruitedDate: string | null | undefined): boolean {
  const day =
    recruitedDate === null || recruitedDate === undefined ? null : calendarDayOf(recruitedDate);
  return day !== null && day > DONATION_CUT_OVER_DATE;
}
