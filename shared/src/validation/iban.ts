/** IBAN helpers (spec §5): spaces removed, uppercased, checked with ibantools. */
import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import { INDICATORS } from './messages';
import { stringRule } from './rule';

/** Spaces removed and uppercased: the form in which an IBAN is stored and sent. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isIban(value: string): boolean {
  return isValidIBAN(electronicFormatIBAN(normalizeIban(value)) ?? '');
}

/** Groups of four for display (`NL91 ABNA 0417 1643 00`); the input when it is no IBAN. */
export function formatIbanForDisplay(value: string): string {
  const iban = normalizeIban(value);
  return isIban(iban) ? (friendlyFormatIBAN(iban) ?? iban) : value;
}

export const ibanRule = stringRule(isIban);

/** IBAN check indicator (spec §8): 'Gevalideerd' or 'Ongevalideerd'. */
export function ibanIndicatorLabel(valid: boolean): string {
  return valid ? INDICATORS.validated : INDICATORS.unvalidated;
}
