/** Dutch citizen service number (BSN): 8 or 9 digits passing the elfproef (spec §5). */
import { BSN_LENGTHS } from '../domain/common/constants';
import { stringRule } from './rule';

/** Removes spaces, dots and hyphens people type between the digit groups. */
export function normalizeBsn(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

/**
 * The elfproef: 9×d1 + 8×d2 + … + 2×d8 − 1×d9 is a multiple of 11 (an 8-digit number is read
 * with a leading 0). All zeros is not a number anyone holds.
 */
export function passesElfproef(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || /^0+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number(digits[i]) * (9 - i);
  sum -= Number(digits[8]);
  return sum % 11 === 0;
}

export function isBsn(value: string): boolean {
  const digits = normalizeBsn(value);
  if (!/^\d+$/.test(digits)) return false;
  if (!(BSN_LENGTHS as readonly number[]).includes(digits.length)) return false;
  return passesElfproef(digits.padStart(9, '0'));
}

export const bsnRule = stringRule(isBsn);
