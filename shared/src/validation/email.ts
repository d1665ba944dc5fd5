/**
 * Email (spec §5): a format check, plus a third-party verification on blur whose result shows as
 * an indicator; the provider's reason is appended to the error.
 */
import { INDICATORS } from './messages';
import { stringRule } from './rule';

/** A pragmatic address check: one @, a dotted domain, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(value) && value.length <= 254;
}

export const emailRule = stringRule(isEmail);

/** Results of the verification service (spec §4). */
export const EMAIL_CHECK_RESULTS = ['Bad', 'Ok', 'Unverifiable'] as const;
export type EmailCheckResult = (typeof EMAIL_CHECK_RESULTS)[number];

export const EMAIL_CHECK_LABELS: Record<EmailCheckResult, string> = {
  Bad: INDICATORS.impossible,
  Unverifiable: INDICATORS.unvalidated,
  Ok: INDICATORS.validated,
};

export type EmailIndicator = 'waiting' | 'validating' | EmailCheckResult;

export function emailIndicatorLabel(state: EmailIndicator): string {
  if (state === 'waiting') return INDICATORS.waiting;
  if (state === 'validating') return INDICATORS.validating;
  return EMAIL_CHECK_LABELS[state];
}

/**
 * The error under the email field after a verification: none for Ok, otherwise the provider's
 * label with its reason appended ('Onmogelijk: mailbox does not exist').
 */
export function emailCheckError(
  result: EmailCheckResult,
  reason?: string | null,
): string | undefined {
  if (result === 'Ok') return undefined;
  const label = EMAIL_CHECK_LABELS[result];
  const why = reason?.trim();
  return why ? `${label}: ${why}` : label;
}
