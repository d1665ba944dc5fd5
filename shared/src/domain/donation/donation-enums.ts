/** Donation enums of spec §3 and §4 with Dutch labels, and the reject-reason rule. */
import { z } from '../common/zod-nl';

export const DONATION_STATES = ['CONCEPT', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type DonationState = (typeof DONATION_STATES)[number];
export const donationStateSchema = z.enum(DONATION_STATES);
export const DONATION_STATE_LABELS: Record<DonationState, string> = {
  CONCEPT: 'Concept',
  PENDING: 'In behandeling',
  APPROVED: 'Goedgekeurd',
  REJECTED: 'Afgekeurd',
};

/** The new-donation form offers only these; editing offers all four. */
export const NEW_DONATION_STATES = [
  'CONCEPT',
  'PENDING',
] as const satisfies readonly DonationState[];
export type NewDonationState = (typeof NEW_DONATION_STATES)[number];

/** Reject reasons of a donation that was already exported … */
export const EXPORTED_REJECT_REASONS = ['UNKNOWN', 'UNSUBSCRIBE', 'STORNO'] as const;
/** … and of one that was not. */
export const NOT_EXPORTED_REJECT_REASONS = ['ERRONEOUS', 'REGRET'] as const;
export const REJECT_REASONS = [...EXPORTED_REJECT_REASONS, ...NOT_EXPORTED_REJECT_REASONS] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
export const rejectReasonSchema = z.enum(REJECT_REASONS);
export const REJECT_REASON_LABELS: Record<RejectReason, string> = {
  UNKNOWN: 'Onbekend',
  UNSUBSCRIBE: 'Afgemeld',
  STORNO: 'Storno',
  ERRONEOUS: 'Foutief',
  REGRET: 'Spijt',
};

/** The reject reasons that apply to a donation, by whether it was exported. */
export function rejectReasonsFor(exported: boolean): readonly RejectReason[] {
  return exported ? EXPORTED_REJECT_REASONS : NOT_EXPORTED_REJECT_REASONS;
}

/** The first reason of the applicable list: sent when REJECTED has no reason. */
export function defaultRejectReason(exported: boolean): RejectReason {
  return exported ? EXPORTED_REJECT_REASONS[0] : NOT_EXPORTED_REJECT_REASONS[0];
}

/**
 * The reject_state to store: the chosen reason when REJECTED (the first applicable one when none
 * is chosen); null in every other state.
 */
export function resolveRejectState(
  state: DonationState,
  reason: RejectReason | null | undefined,
  exported: boolean,
): RejectReason | null {
  if (state !== 'REJECTED') return null;
  return reason ?? defaultRejectReason(exported);
}

export const PERIODS = ['M', 'K', 'H', 'J', 'E'] as const;
export type Period = (typeof PERIODS)[number];
export const periodSchema = z.enum(PERIODS);
export const PERIOD_LABELS: Record<Period, string> = {
  M: 'Maandelijks',
  K: 'Per kwartaal',
  H: 'Per halfjaar',
  J: 'Jaarlijks',
  E: 'Eenmalig',
};
export const DEFAULT_PERIOD: Period = 'M';

export const CHECKED_VALUES = ['ANSWER', 'NO_ANSWER'] as const;
export type Checked = (typeof CHECKED_VALUES)[number];
export const checkedSchema = z.enum(CHECKED_VALUES);
export const CHECKED_LABELS: Record<Checked, string> = {
  ANSWER: 'Opgenomen',
  NO_ANSWER: 'Niet opgenomen',
};

export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const languageSchema = z.enum(LANGUAGES);
export const LANGUAGE_LABELS: Record<Language, string> = { nl: 'Nederlands', en: 'Engels' };
