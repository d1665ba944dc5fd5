import { describe, expect, it } from 'vitest';
import {
  addressSuffixRule,
  cityRule,
  colorRule,
  countryCodeRule,
  digitsRule,
  employeeCodeRule,
  fieldNameRule,
  initialsRule,
  isCurrencyText,
  nameRule,
  referenceNumberRule,
  referralRule,
  slugRule,
  zipCodeRule,
} from './formats';
import type { Rule } from './rule';

const ctx = { now: new Date('2026-11-21T10:00:00Z') };
const FORMAT = 'Incorrect formaat';

function expectRule(rule: Rule, valid: string[], invalid: string[]): void {
  for (const value of valid) expect(rule(value, ctx), value).toBeUndefined();
  for (const value of invalid) expect(rule(value, ctx), value).toBe(FORMAT);
}

describe('format rules (Incorrect formaat)', () => {
  it('number: digits only', () =>
    expectRule(digitsRule, ['0', '123', ' 42 '], ['12a', '1.5', '-1', '']));
  it('reference number: optional T, then digits', () =>
    expectRule(referenceNumberRule, ['123', 'T123'], ['t123', 'TT1', 'T', '12T', 'A12']));
  it('employee code: exactly 6 digits', () =>
    expectRule(employeeCodeRule, ['123456', '000001'], ['12345', '1234567', '12345a']));
  it('names: letters, space, apostrophe, hyphen', () =>
    expectRule(
      nameRule,
      ['Jan', 'Anne-Marie', "D'Artagnan", 'Zoë', 'van der Berg'],
      ['J4n', 'Jan!', 'a.b'],
    ));
  it('initials: letters and dots', () =>
    expectRule(initialsRule, ['J.P.', 'JP', 'j.'], ['J P', 'J,P', '1.']));
  it('zip code: at least 3 letters and digits', () =>
    expectRule(zipCodeRule, ['1234AB', '123', 'SW1A1AA'], ['12', '1234 AB', '1234-AB']));
  it('address suffix: letters, digits, hyphen, space', () =>
    expectRule(addressSuffixRule, ['A', 'bis', '2-hoog', 'A 1'], ['A/1', '#2']));
  it('city: letters and place-name punctuation', () =>
    expectRule(
      cityRule,
      ['Amsterdam', "'s-Hertogenbosch", 'Alphen a/d Rijn', 'St. Anna'],
      ['123', 'Amst3rdam', "'-."],
    ));
  it('currency text: digits, comma, dot', () => {
    expect(isCurrencyText('12,50')).toBe(true);
    expect(isCurrencyText('1.250,00')).toBe(true);
    expect(isCurrencyText('€12')).toBe(false);
    expect(isCurrencyText('-1')).toBe(false);
  });
  it('country code: exactly 2 characters', () =>
    expectRule(countryCodeRule, ['NL', 'de'], ['NLD', 'N', 'N1']));
  it('referral: digits, letters, space, apostrophe and hyphen', () =>
    expectRule(referralRule, ['123456', "Jan-Piet o'Neill 2"], ['jan@x', '12/3']));
  it('campaign backstage reference: lowercase slug', () =>
    expectRule(slugRule, ['wnf-2026', 'kwf_zomer'], ['WNF', 'wnf 2026', '-x']));
  it('input field name: lowercase identifier', () =>
    expectRule(fieldNameRule, ['tshirt_size', 'a1'], ['1a', 'T-shirt', 'si ze']));
  it('theme colour: #rgb or #rrggbb', () =>
    expectRule(colorRule, ['#fff', '#00AAff'], ['fff', '#ffff', '#gggggg']));
  it('rejects non-strings', () => expect(digitsRule(12, ctx)).toBe(FORMAT));
});
