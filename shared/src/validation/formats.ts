/**
 * The format rules of spec §5 (message 'Incorrect formaat'). Each predicate takes the trimmed
 * value; each `xRule` wraps its predicate with the message.
 */
import { EMPLOYEE_CODE_LENGTH, ZIP_CODE_MIN_LENGTH } from '../domain/common/constants';
import { MESSAGES, maxChars, minChars } from './messages';
import { stringRule, type Rule } from './rule';

/** number: digits only. */
export const isDigits = (value: string): boolean => /^\d+$/.test(value);
/** reference number: optional T, then digits. */
export const isReferenceNumber = (value: string): boolean => /^T?\d+$/.test(value);
/** employee code: exactly 6 digits. */
export const isEmployeeCode = (value: string): boolean =>
  new RegExp(`^\\d{${EMPLOYEE_CODE_LENGTH}}$`).test(value);
/** names: letters, space, apostrophe, hyphen. */
export const isName = (value: string): boolean => /^[\p{L}\p{M}' ’-]+$/u.test(value);
/** initials: letters and dots (the autocorrect uppercases them). */
export const isInitials = (value: string): boolean => /^[\p{L}.]+$/u.test(value);
/** zip code: at least 3 letters and digits. */
export const isZipCode = (value: string): boolean =>
  value.length >= ZIP_CODE_MIN_LENGTH && /^[A-Za-z0-9]+$/.test(value);
/** address suffix: letters, digits, hyphen, space. */
export const isAddressSuffix = (value: string): boolean => /^[\p{L}\d -]+$/u.test(value);
/** city: letters and what place names hold ('s-Hertogenbosch, Alphen a/d Rijn, St. Anna). */
export const isCity = (value: string): boolean =>
  /^[\p{L}\p{M} '’.()/-]+$/u.test(value) && /\p{L}/u.test(value);
/** currency: digits, comma, dot. */
export const isCurrencyText = (value: string): boolean => /^[\d.,]+$/.test(value);
/** country code: exactly 2 letters. */
export const isCountryCode = (value: string): boolean => /^[A-Za-z]{2}$/.test(value);
/** recruited_by_alternative: digits, letters, space, apostrophe and hyphen. */
export const isReferral = (value: string): boolean => /^[\p{L}\p{M}\d' ’-]+$/u.test(value);
/** Campaign backstage reference: a lowercase project slug. */
export const isSlug = (value: string): boolean => /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(value);
/** Campaign input field name: a lowercase identifier (it becomes an export source field). */
export const isFieldName = (value: string): boolean => /^[a-z][a-z0-9_]*$/.test(value);
/** Theme colour: `#rgb` or `#rrggbb`. */
export const isColor = (value: string): boolean => /^#(?:[0-9a-fA-F]{3}){1,2}$/.test(value);

export const digitsRule = stringRule(isDigits);
export const referenceNumberRule = stringRule(isReferenceNumber);
export const employeeCodeRule = stringRule(isEmployeeCode);
export const nameRule = stringRule(isName);
export const initialsRule = stringRule(isInitials);
export const zipCodeRule = stringRule(isZipCode);
export const addressSuffixRule = stringRule(isAddressSuffix);
export const cityRule = stringRule(isCity);
export const countryCodeRule = stringRule(isCountryCode);
export const referralRule = stringRule(isReferral);
export const slugRule = stringRule(isSlug);
export const fieldNameRule = stringRule(isFieldName);
export const colorRule = stringRule(isColor);

/** An http(s) link. */
export const isUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};
export const urlRule = stringRule(isUrl);

/** Length of the trimmed text: 'Minimaal n karakters' / 'Maximaal n karakters'. */
export function lengthRule(min: number, max?: number): Rule {
  return (value) => {
    const length = typeof value === 'string' ? value.trim().length : 0;
    if (typeof value !== 'string') return MESSAGES.format;
    if (length < min) return minChars(min);
    if (max !== undefined && length > max) return maxChars(max);
    return undefined;
  };
}
