/**
 * Amounts (spec §3, §5): stored and sent as integer cents, shown and typed in euros with a comma.
 * Conversion parses the text; it never multiplies floats, so there is no drift.
 */
import { MAX_AMOUNT_CENTS } from '../domain/common/constants';
import { MESSAGES } from './messages';
import { isCurrencyText } from './formats';
import type { Rule } from './rule';

const PLAIN = /^(\d+)(?:[.,](\d{1,2}))?$/;
const DUTCH_GROUPED = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/;
/** Above this many euro digits a cent count would no longer be an exact JS integer. */
const MAX_EURO_DIGITS = 13;

/**
 * Euro text → cents: `12`, `12,5`, `12,50`, `12.50`, `1.250,00`. A single comma or dot is the
 * decimal separator; dots are thousands separators only in the grouped form. Null when the text
 * is not an amount (negative amounts and more than two decimals included).
 */
export function euroToCents(text: string): number | null {
  const value = text.trim();
  const match = PLAIN.exec(value) ?? DUTCH_GROUPED.exec(value);
  if (match === null) return null;
  const euros = (match[1] ?? '').replace(/\./g, '').replace(/^0+(?=\d)/, '');
  if (euros.length > MAX_EURO_DIGITS) return null;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(euros) * 100 + Number(cents);
}

/** Cents → `12,50` (no thousands separators: the text an amount input holds). */
export function centsToEuro(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** 'Maximaal 250 euro' above the maximum (for a cent amount). */
export function checkMaxAmount(cents: number): string | undefined {
  return cents > MAX_AMOUNT_CENTS ? MESSAGES.maxAmount : undefined;
}

/** Form rule for an amount typed in euros: currency format, then the maximum. */
export const euroAmountRule: Rule = (value) => {
  if (typeof value !== 'string' || !isCurrencyText(value.trim())) return MESSAGES.format;
  const cents = euroToCents(value);
  return cents === null ? MESSAGES.format : checkMaxAmount(cents);
};

/** Payload rule for an amount in cents: a non-negative integer, then the maximum. */
export const centsAmountRule: Rule = (value) => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    return MESSAGES.format;
  return checkMaxAmount(value);
};
