/**
 * Phone numbers (spec §5): checked with libphonenumber-js (full metadata, default country NL),
 * spaces removed on blur. The lookup service wants the number with a leading 0 replaced by 31.
 */
import {
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import { DEFAULT_PHONE_COUNTRY } from '../domain/common/constants';
import { INDICATORS, MESSAGES } from './messages';
import { isBlank, stringRule, type Rule } from './rule';

/** Spaces removed (the autocorrect of spec §5). */
export function normalizePhone(value: string): string {
  return value.replace(/\s+/g, '');
}

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** Whether `value` is a valid phone number, read as a number of `country` when it has no prefix. */
export function isPhone(value: string, country: string = DEFAULT_PHONE_COUNTRY): boolean {
  const text = value.trim();
  if (!PHONE_CHARACTERS.test(text)) return false;
  return isValidPhoneNumber(text, country as CountryCode);
}

/** E.164 (`+31612345678`), or null when the number is not valid. */
export function toE164(value: string, country: string = DEFAULT_PHONE_COUNTRY): string | null {
  if (!isPhone(value, country)) return null;
  return parsePhoneNumberFromString(value.trim(), country as CountryCode)?.number ?? null;
}

/**
 * The number as the lookup service and click-to-call want it (spec §7): digits only, a leading
 * `+` or `00` dropped, a leading 0 replaced by 31.
 */
export function phoneLookupNumber(value: string): string {
  const compact = value.replace(/[\s().-]/g, '');
  if (compact.startsWith('+')) return compact.slice(1);
  if (compact.startsWith('00')) return compact.slice(2);
  if (compact.startsWith('0')) return `31${compact.slice(1)}`;
  return compact;
}

/** 'Ongeldig formaat' unless the library accepts the number. */
export const phoneRule = stringRule((value) => isPhone(value), MESSAGES.invalidPhone);

/** Results of the phone-number verification (spec §4), cached per number by the caller. */
export const PHONE_LOOKUP_RESULTS = ['active', 'absent', 'failed', 'unknown'] as const;
export type PhoneLookupResult = (typeof PHONE_LOOKUP_RESULTS)[number];

export const PHONE_LOOKUP_LABELS: Record<PhoneLookupResult, string> = {
  active: INDICATORS.active,
  absent: INDICATORS.absent,
  failed: INDICATORS.cannotExecute,
  unknown: INDICATORS.doesNotExist,
};

/** The indicator beside a phone field: waiting, validating, or a lookup result. */
export type PhoneIndicator = 'waiting' | 'validating' | PhoneLookupResult;

export function phoneIndicatorLabel(state: PhoneIndicator): string {
  if (state === 'waiting') return INDICATORS.waiting;
  if (state === 'validating') return INDICATORS.validating;
  return PHONE_LOOKUP_LABELS[state];
}

/** The lookup part of the full phone check: 'Nummer controle mislukt' when the result is 'unknown'. */
export function checkPhoneLookup(result: PhoneLookupResult | undefined): string | undefined {
  return result === 'unknown' ? MESSAGES.phoneCheckFailed : undefined;
}

/**
 * The full phone check: the format rule, then the cached lookup result of the number (the
 * lookup itself is asynchronous and runs outside the rule).
 */
export function fullPhoneRule(lookup: (number: string) => PhoneLookupResult | undefined): Rule {
  return (value, ctx) => {
    if (isBlank(value)) return undefined;
    const format = phoneRule(value, ctx);
    if (format !== undefined || typeof value !== 'string') return format;
    return checkPhoneLookup(lookup(phoneLookupNumber(value)));
  };
}

/**
 * The lookup form (`31612345678`) of a number as typed or as sent by the browser, or null when
 * the library cannot read it: `+31…`/`0031…` are international, `06…` national (NL), and bare
 * digits (`316…`, what `phoneLookupNumber` makes) international first, then national.
 */
export function parseLookupNumber(
  value: string,
  country: string = DEFAULT_PHONE_COUNTRY,
): string | null {
  const compact = value.replace(/[\s().-]/g, '');
  const candidates = compact.startsWith('+')
    ? [compact]
    : compact.startsWith('00')
      ? [`+${compact.slice(2)}`]
      : compact.startsWith('0')
        ? [compact]
        : [`+${compact}`, compact];
  for (const candidate of candidates) {
    const e164 = toE164(candidate, country);
    if (e164 !== null) return e164.slice(1);
  }
  return null;
}
