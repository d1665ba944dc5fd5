/**
 * Donation checks: the donors recruited on a shift (spec §3, §7). `POST donationchecks` and
 * `PUT donationchecks/{uuid}` take the fields unwrapped: reference_number, birth_date, amount,
 * period, iban, shift.
 */
import { z } from '../common/zod-nl';
import type { Now } from '../../validation/calendar';
import { digitsRule } from '../../validation/formats';
import { ibanRule, normalizeIban } from '../../validation/iban';
import { optional, requiredThen, ruledObject, type Rule } from '../../validation/rule';
import { FORM_SIDE, PAYLOAD_SIDE, type Side } from '../../validation/sides';
import { DEFAULT_PERIOD, periodSchema, type Period } from '../donation/donation-enums';
import {
  boundedText,
  centsOrNull,
  dateOf,
  dateOrNull,
  euroOf,
  formText,
  payloadCents,
  payloadDate,
  payloadNormalized,
  payloadUuid,
  textOf,
  textOrNull,
} from '../common/fields';
import { TEXT_MAX } from '../common/constants';

function checkRules(side: Side): Record<string, Rule> {
  return {
    reference_number: requiredThen(digitsRule),
    birth_date: optional(side.date()),
    amount: optional(side.amount),
    iban: optional(ibanRule),
  };
}

export const donationCheckFormShape = {
  reference_number: formText(TEXT_MAX.code),
  birth_date: formText(TEXT_MAX.code),
  amount: formText(TEXT_MAX.code),
  period: periodSchema,
  iban: formText(TEXT_MAX.code),
  shift: formText(TEXT_MAX.code).nullable(),
};

export function createDonationCheckFormSchema(options: { now?: Now } = {}) {
  return ruledObject(donationCheckFormShape, () => checkRules(FORM_SIDE), options.now);
}
export const donationCheckFormSchema = createDonationCheckFormSchema();
export type DonationCheckFormValues = z.infer<typeof donationCheckFormSchema>;

export const donationCheckPayloadSchema = ruledObject(
  {
    reference_number: boundedText(TEXT_MAX.code),
    birth_date: payloadDate(),
    amount: payloadCents(),
    period: periodSchema.default(DEFAULT_PERIOD),
    iban: payloadNormalized(normalizeIban),
    shift: payloadUuid(),
  },
  () => checkRules(PAYLOAD_SIDE),
);
export type DonationCheckPayload = z.output<typeof donationCheckPayloadSchema>;

export const donationCheckSchema = z.object({
  uuid: z.string(),
  reference_number: z.string(),
  birth_date: z.string().nullable(),
  amount: z.number().int().nullable(),
  period: periodSchema,
  iban: z.string().nullable(),
  shift: z.string(),
  points: z.number().nullable(),
  creation_date: z.string(),
  source_donation_creation_date: z.string().nullable(),
});
export type DonationCheck = z.infer<typeof donationCheckSchema>;

export function donationCheckToFormValues(
  check: DonationCheck | null | undefined,
  shift: string | null = null,
): DonationCheckFormValues {
  return {
    reference_number: textOf(check?.reference_number),
    birth_date: dateOf(check?.birth_date),
    amount: euroOf(check?.amount),
    period: check?.period ?? DEFAULT_PERIOD,
    iban: textOf(check?.iban),
    shift: check?.shift ?? shift,
  };
}

export function donationCheckToPayload(values: DonationCheckFormValues): DonationCheckPayload {
  return {
    reference_number: values.reference_number.trim(),
    birth_date: dateOrNull(values.birth_date),
    amount: centsOrNull(values.amount),
    period: values.period,
    iban: textOrNull(normalizeIban(values.iban)),
    shift: values.shift,
  };
}

/** Debits a year per period (a one-off `E` counts once). */
const PERIODS_PER_YEAR: Readonly<Record<Period, number>> = { M: 12, K: 4, H: 2, J: 1, E: 1 };

/** Points of a check: one per 10 euro a month (the yearly amount / 120 euro); null without amount. */
export function donationCheckPoints(amount: number | null, period: Period): number | null {
  if (amount === null) return null;
  return Math.round((amount * PERIODS_PER_YEAR[period]) / 120) / 100;
}
