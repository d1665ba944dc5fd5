import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HQ_BRANCHES,
  DONATION_CUT_OVER_DATE,
  MAX_AMOUNT_CENTS,
  MAX_AMOUNT_EUROS,
  SHIFT_DURATIONS,
  phoneLookupPollDelay,
  truncateSettingValue,
} from './constants';

describe('constants of spec §9', () => {
  it('keeps the maximum amount in euros and cents consistent', () => {
    expect(MAX_AMOUNT_CENTS).toBe(MAX_AMOUNT_EUROS * 100);
  });

  it('has the cut-over date, shift durations and default branches', () => {
    expect(DONATION_CUT_OVER_DATE).toBe('2020-09-28');
    expect(SHIFT_DURATIONS).toEqual([0, 3, 4, 5, 6]);
    expect(DEFAULT_HQ_BRANCHES).toEqual(['Amsterdam', 'Assen', 'Breda', 'Eindhoven']);
  });

  it('truncates setting values above 100 characters to 97 plus dots', () => {
    expect(truncateSettingValue('a'.repeat(100))).toBe('a'.repeat(100));
    const long = truncateSettingValue('a'.repeat(101));
    expect(long).toBe(`${'a'.repeat(97)}...`);
    expect(long).toHaveLength(100);
  });

  it('doubles the phone lookup polling delay from 1 s', () => {
    expect([0, 1, 2, 3].map(phoneLookupPollDelay)).toEqual([1000, 2000, 4000, 8000]);
  });
});
