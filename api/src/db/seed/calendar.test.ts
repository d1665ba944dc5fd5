import { describe, expect, it } from 'vitest';
import { addDays, combineDateTime } from '@veldwerk/shared/validation';
import {
  amsterdamDayOf,
  amsterdamInstant,
  amsterdamMinuteOf,
  clockTime,
  dayNumber,
  firstOfNextMonth,
  isoDay,
  minusYears,
} from './calendar';

describe('seed calendar', () => {
  it('round-trips ISO days and day numbers', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(isoDay(dayNumber('2024-02-29'))).toBe('2024-02-29');
    for (let day = dayNumber('1930-01-01'); day < dayNumber('2040-01-01'); day += 37) {
      expect(dayNumber(isoDay(day))).toBe(day);
    }
  });

  it('builds the same Amsterdam instants as the shared combineDateTime, across summer time', () => {
    const minutes = [0, 9 * 60 + 30, 12 * 60, 18 * 60, 23 * 60 + 59];
    let day = '2023-01-01';
    while (day < '2028-01-01') {
      for (const minute of minutes) {
        const ours = amsterdamInstant(dayNumber(day), minute).toISOString();
        const shared = new Date(combineDateTime(day, clockTime(minute))).toISOString();
        expect(ours, `${day} ${clockTime(minute)}`).toBe(shared);
      }
      day = addDays(day, 1);
    }
  });

  it('reads the Amsterdam day and minute back from an instant', () => {
    for (const [day, minute] of [
      ['2026-03-29', 0],
      ['2026-03-29', 4 * 60],
      ['2026-10-25', 23 * 60],
      ['2026-07-01', 13 * 60 + 45],
    ] as const) {
      const instant = amsterdamInstant(dayNumber(day), minute);
      expect(isoDay(amsterdamDayOf(instant))).toBe(day);
      expect(amsterdamMinuteOf(instant)).toBe(minute);
    }
  });

  it('moves by months and years', () => {
    expect(isoDay(firstOfNextMonth(dayNumber('2026-12-15')))).toBe('2027-01-01');
    expect(isoDay(minusYears(dayNumber('2026-05-31'), 18))).toBe('2008-05-31');
  });
});
