import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsAmountRule, centsToEuro, checkMaxAmount, euroAmountRule, euroToCents } from './money';
import { FAST_CHECK_RUNS } from './test-arbitraries';

const ctx = { now: new Date('2026-11-21T10:00:00Z') };

describe('money', () => {
  it('parses euro text exactly', () => {
    expect(euroToCents('12')).toBe(1200);
    expect(euroToCents('12,5')).toBe(1250);
    expect(euroToCents('12,50')).toBe(1250);
    expect(euroToCents('12.50')).toBe(1250);
    expect(euroToCents('0,07')).toBe(7);
    expect(euroToCents('1.250,99')).toBe(125_099);
    expect(euroToCents(' 19,99 ')).toBe(1999);
    expect(euroToCents('0.29')).toBe(29); // 0.29 * 100 is 28.999… in floats
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-1', '12,505', '1,2,3', '1.25.0', '€5', '1.2345,00']) {
      expect(euroToCents(text), text).toBeNull();
    }
  });

  it('formats cents with a comma and two decimals', () => {
    expect(centsToEuro(1250)).toBe('12,50');
    expect(centsToEuro(7)).toBe('0,07');
    expect(centsToEuro(0)).toBe('0,00');
    expect(centsToEuro(-150)).toBe('-1,50');
  });

  it('says "Maximaal 250 euro" above 250 euro', () => {
    expect(checkMaxAmount(25_000)).toBeUndefined();
    expect(checkMaxAmount(25_001)).toBe('Maximaal 250 euro');
    expect(euroAmountRule('250,00', ctx)).toBeUndefined();
    expect(euroAmountRule('250,01', ctx)).toBe('Maximaal 250 euro');
    expect(centsAmountRule(25_001, ctx)).toBe('Maximaal 250 euro');
  });

  it('says "Incorrect formaat" for a malformed amount', () => {
    expect(euroAmountRule('12,50 euro', ctx)).toBe('Incorrect formaat');
    expect(euroAmountRule('1,2,3', ctx)).toBe('Incorrect formaat');
    expect(euroAmountRule(12, ctx)).toBe('Incorrect formaat');
    expect(centsAmountRule(12.5, ctx)).toBe('Incorrect formaat');
    expect(centsAmountRule(-1, ctx)).toBe('Incorrect formaat');
    expect(centsAmountRule('1250', ctx)).toBe('Incorrect formaat');
  });

  it('property: cents → euro → cents round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (cents) => {
        expect(euroToCents(centsToEuro(cents))).toBe(cents);
      }),
      FAST_CHECK_RUNS,
    );
  });

  it('property: euro text → cents → euro keeps the amount, in every accepted spelling', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999 }),
        fc.integer({ min: 0, max: 99 }),
        (euros, cents) => {
          const expected = `${euros},${String(cents).padStart(2, '0')}`;
          const dotted = `${euros}.${String(cents).padStart(2, '0')}`;
          const grouped = `${euros.toLocaleString('nl-NL')},${String(cents).padStart(2, '0')}`;
          for (const text of [expected, dotted, grouped]) {
            const parsed = euroToCents(text);
            expect(parsed).toBe(euros * 100 + cents);
            expect(centsToEuro(parsed ?? -1)).toBe(expected);
          }
        },
      ),
      FAST_CHECK_RUNS,
    );
  });
});
