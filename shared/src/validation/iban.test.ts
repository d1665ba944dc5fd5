import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIbanForDisplay, ibanIndicatorLabel, ibanRule, isIban, normalizeIban } from './iban';
import { FAST_CHECK_RUNS, mutateDigit, validIban } from './test-arbitraries';

const ctx = { now: new Date('2026-11-21T10:00:00Z') };

describe('iban', () => {
  it('accepts valid IBANs in any spacing and case', () => {
    expect(isIban('NL91ABNA0417164300')).toBe(true);
    expect(isIban('nl91 abna 0417 1643 00')).toBe(true);
    expect(isIban('DE89 3704 0044 0532 0130 00')).toBe(true);
  });

  it('refuses wrong check digits, lengths and garbage with "Incorrect formaat"', () => {
    expect(ibanRule('NL92ABNA0417164300', ctx)).toBe('Incorrect formaat');
    expect(ibanRule('NL91ABNA041716430', ctx)).toBe('Incorrect formaat');
    expect(ibanRule('hello', ctx)).toBe('Incorrect formaat');
    expect(ibanRule('NL91ABNA0417164300', ctx)).toBeUndefined();
  });

  it('normalizes and formats', () => {
    expect(normalizeIban(' nl91 abna 0417164300 ')).toBe('NL91ABNA0417164300');
    expect(formatIbanForDisplay('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIbanForDisplay('nope')).toBe('nope');
  });

  it('labels the indicator', () => {
    expect(ibanIndicatorLabel(true)).toBe('Gevalideerd');
    expect(ibanIndicatorLabel(false)).toBe('Ongevalideerd');
  });

  it('property: composed IBANs pass, a changed digit fails', () => {
    fc.assert(
      fc.property(validIban, fc.nat(), fc.nat(), (iban, seed, delta) => {
        expect(isIban(iban)).toBe(true);
        expect(isIban(iban.toLowerCase().replace(/(.{4})/g, '$1 '))).toBe(true);
        expect(isIban(mutateDigit(iban, seed, delta))).toBe(false);
      }),
      FAST_CHECK_RUNS,
    );
  });
});
