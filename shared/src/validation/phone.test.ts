import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPhoneLookup,
  fullPhoneRule,
  isPhone,
  normalizePhone,
  phoneIndicatorLabel,
  phoneLookupNumber,
  phoneRule,
  toE164,
} from './phone';
import { FAST_CHECK_RUNS, validPhone } from './test-arbitraries';

const ctx = { now: new Date('2026-11-21T10:00:00Z') };

describe('phone', () => {
  it('accepts Dutch numbers (default country NL) and international ones', () => {
    for (const number of [
      '0612345678',
      '06 1234 5678',
      '020-1234567',
      '+31612345678',
      '0031612345678',
      '+4915112345678',
    ]) {
      expect(isPhone(number), number).toBe(true);
    }
  });

  it('refuses wrong lengths, letters and unassigned ranges with "Ongeldig formaat"', () => {
    for (const number of ['061234567', '06123456789', '06abcdefgh', '0600000000', '12']) {
      expect(phoneRule(number, ctx), number).toBe('Ongeldig formaat');
    }
    expect(phoneRule('0612345678', ctx)).toBeUndefined();
  });

  it('removes spaces and gives E.164', () => {
    expect(normalizePhone(' 06 12 34 56 78 ')).toBe('0612345678');
    expect(toE164('06 12345678')).toBe('+31612345678');
    expect(toE164('nope')).toBeNull();
  });

  it('builds the lookup number with a leading 0 replaced by 31', () => {
    expect(phoneLookupNumber('0612345678')).toBe('31612345678');
    expect(phoneLookupNumber('06 1234 5678')).toBe('31612345678');
    expect(phoneLookupNumber('+31612345678')).toBe('31612345678');
    expect(phoneLookupNumber('0031612345678')).toBe('31612345678');
  });

  it('fails the full check with "Nummer controle mislukt" only for an unknown number', () => {
    expect(checkPhoneLookup('unknown')).toBe('Nummer controle mislukt');
    for (const result of ['active', 'absent', 'failed', undefined] as const) {
      expect(checkPhoneLookup(result)).toBeUndefined();
    }
    const asked: string[] = [];
    const rule = fullPhoneRule((number) => {
      asked.push(number);
      return number === '31612345678' ? 'unknown' : 'active';
    });
    expect(rule('0612345678', ctx)).toBe('Nummer controle mislukt');
    expect(rule('0687654321', ctx)).toBeUndefined();
    expect(rule('06123', ctx)).toBe('Ongeldig formaat');
    expect(rule('', ctx)).toBeUndefined();
    expect(asked).toEqual(['31612345678', '31687654321']);
  });

  it('labels the indicator states', () => {
    expect(phoneIndicatorLabel('waiting')).toBe('Wachten op invoer');
    expect(phoneIndicatorLabel('validating')).toBe('Valideren...');
    expect(phoneIndicatorLabel('active')).toBe('Actief');
    expect(phoneIndicatorLabel('absent')).toBe('Afwezig');
    expect(phoneIndicatorLabel('failed')).toBe('Kan niet uitvoeren');
    expect(phoneIndicatorLabel('unknown')).toBe('Bestaat niet');
  });

  it('property: generated numbers pass; a dropped digit, an extra digit or a letter fails', () => {
    fc.assert(
      fc.property(validPhone, fc.integer({ min: 0, max: 9 }), (phone, digit) => {
        expect(isPhone(phone)).toBe(true);
        expect(isPhone(phone.slice(0, -1))).toBe(false);
        expect(isPhone(phone + String(digit))).toBe(false);
        expect(isPhone(`${phone.slice(0, 4)}x${phone.slice(5)}`)).toBe(false);
      }),
      FAST_CHECK_RUNS,
    );
  });
});
