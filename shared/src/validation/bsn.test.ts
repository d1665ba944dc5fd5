import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bsnRule, isBsn, normalizeBsn, passesElfproef } from './bsn';
import { FAST_CHECK_RUNS, mutateDigit, validBsn } from './test-arbitraries';

const ctx = { now: new Date('2026-11-21T10:00:00Z') };

describe('bsn', () => {
  it('accepts 9-digit and 8-digit numbers that pass the elfproef', () => {
    expect(isBsn('111222333')).toBe(true);
    expect(isBsn('123456782')).toBe(true);
    expect(isBsn('12345672')).toBe(true); // read as 012345672
    expect(isBsn('1234 56 782')).toBe(true);
  });

  it('refuses other lengths, letters, all zeros and a failing elfproef', () => {
    expect(isBsn('123456789')).toBe(false);
    expect(isBsn('1234567')).toBe(false);
    expect(isBsn('1234567820')).toBe(false);
    expect(isBsn('12345678a')).toBe(false);
    expect(isBsn('000000000')).toBe(false);
    expect(passesElfproef('12345678')).toBe(false);
  });

  it('says "Incorrect formaat"', () => {
    expect(bsnRule('123456789', ctx)).toBe('Incorrect formaat');
    expect(bsnRule('123456782', ctx)).toBeUndefined();
  });

  it('strips spaces, dots and hyphens', () =>
    expect(normalizeBsn('1234.56-782 ')).toBe('123456782'));

  it('property: generated BSNs pass, any single changed digit fails', () => {
    fc.assert(
      fc.property(validBsn, fc.nat(), fc.nat(), (bsn, seed, delta) => {
        expect(isBsn(bsn)).toBe(true);
        expect(isBsn(mutateDigit(bsn, seed, delta))).toBe(false);
      }),
      FAST_CHECK_RUNS,
    );
  });

  it('property: swapping two different neighbouring digits fails', () => {
    fc.assert(
      fc.property(
        validBsn.filter((b) => b.length === 9),
        fc.integer({ min: 0, max: 7 }),
        (bsn, i) => {
          fc.pre(bsn[i] !== bsn[i + 1]);
          const swapped = bsn.slice(0, i) + (bsn[i + 1] ?? '') + (bsn[i] ?? '') + bsn.slice(i + 2);
          expect(isBsn(swapped)).toBe(false);
        },
      ),
      FAST_CHECK_RUNS,
    );
  });
});
