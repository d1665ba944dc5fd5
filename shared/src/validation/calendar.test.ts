import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageOn,
  amsterdamDate,
  amsterdamOffsetMinutes,
  combineDateTime,
  daysBetween,
  displayToIsoDate,
  isIsoDate,
  isoToDisplayDate,
  minutesToTime,
  normalizeTime,
  resolveNow,
  splitDateTime,
  timeToMinutes,
} from './calendar';

describe('calendar', () => {
  it('takes the calendar day in Amsterdam, not UTC', () => {
    expect(amsterdamDate(new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-21');
    expect(amsterdamDate(new Date('2026-07-20T21:59:00Z'))).toBe('2026-07-20');
    expect(amsterdamDate(new Date('2026-07-20T22:00:00Z'))).toBe('2026-07-21');
  });

  it('knows the winter and summer offsets', () => {
    expect(amsterdamOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(amsterdamOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(120);
  });

  it('reads dd/mm/yyyy only for real days', () => {
    expect(displayToIsoDate('31/12/1990')).toBe('1990-12-31');
    expect(displayToIsoDate('29/02/2024')).toBe('2024-02-29');
    expect(displayToIsoDate('29/02/2023')).toBeNull();
    expect(displayToIsoDate('31/04/2023')).toBeNull();
    expect(displayToIsoDate('1/2/1990')).toBeNull();
    expect(displayToIsoDate('1990-12-31')).toBeNull();
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isoToDisplayDate('1990-12-31')).toBe('31/12/1990');
    expect(isoToDisplayDate('2026-11-21T09:30:00+01:00')).toBe('21/11/2026');
    expect(isoToDisplayDate(null)).toBe('');
  });

  it('adds days across months, leap days and DST changes', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-04-01', '2026-03-01')).toBe(-31);
  });

  it('counts age in whole years, birthday included', () => {
    expect(ageOn('2012-11-21', '2026-11-21')).toBe(14);
    expect(ageOn('2012-11-22', '2026-11-21')).toBe(13);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('reads times from 00:00 to 23:59', () => {
    expect(normalizeTime('9:30')).toBe('09:30');
    expect(normalizeTime('23:59')).toBe('23:59');
    expect(normalizeTime('09:30:15')).toBe('09:30');
    expect(normalizeTime('24:00')).toBeNull();
    expect(normalizeTime('12:60')).toBeNull();
    expect(timeToMinutes('01:30')).toBe(90);
    expect(minutesToTime(25 * 60 + 5)).toBe('01:05');
    expect(minutesToTime(-30)).toBe('23:30');
  });

  it('combines a day and a time with the offset of that day (times default 00:00:00)', () => {
    expect(combineDateTime('2026-01-15', '09:30')).toBe('2026-01-15T09:30:00+01:00');
    expect(combineDateTime('2026-07-15', '9:05')).toBe('2026-07-15T09:05:00+02:00');
    expect(combineDateTime('2026-07-15')).toBe('2026-07-15T00:00:00+02:00');
    expect(combineDateTime('2026-07-15', '')).toBe('2026-07-15T00:00:00+02:00');
    expect(new Date(combineDateTime('2026-10-25', '12:00')).toISOString()).toBe(
      '2026-10-25T11:00:00.000Z',
    );
  });

  it('splits a datetime back into the Amsterdam day and time', () => {
    expect(splitDateTime('2026-07-15T07:05:00Z')).toEqual({ date: '2026-07-15', time: '09:05' });
    expect(splitDateTime(combineDateTime('2026-01-31', '23:45'))).toEqual({
      date: '2026-01-31',
      time: '23:45',
    });
    expect(splitDateTime('garbage')).toBeNull();
  });

  it('resolves now from a date or a clock', () => {
    const fixed = new Date('2026-11-21T10:00:00Z');
    expect(resolveNow(fixed)).toBe(fixed);
    expect(resolveNow(() => fixed)).toBe(fixed);
    expect(resolveNow(undefined)).toBeInstanceOf(Date);
  });
});
