import { describe, expect, it } from 'vitest';
import {
  adultCheck,
  displayDateRule,
  displayTimeRule,
  employeeAgeCheck,
  isoDateRule,
  isoDateTimeRule,
  isoTimeRule,
  nearFutureCheck,
  recentCheck,
} from './dates';

// 21 November 2026, 00:30 in Amsterdam (still the 20th in UTC).
const now = new Date('2026-11-20T23:30:00Z');
const ctx = { now };

describe('date rules', () => {
  it('employees must be at least 14: "Leeftijd is te laag"', () => {
    expect(employeeAgeCheck('2012-11-21', ctx)).toBeUndefined();
    expect(employeeAgeCheck('2012-11-22', ctx)).toBe('Leeftijd is te laag');
  });

  it('donors must be adult: "Minimale leeftijd is 18 jaar"', () => {
    expect(adultCheck('2008-11-21', ctx)).toBeUndefined();
    expect(adultCheck('2008-11-22', ctx)).toBe('Minimale leeftijd is 18 jaar');
  });

  it('recent dates are at most 60 days ago: "Maximaal 60 dagen geleden"', () => {
    expect(recentCheck('2026-09-22', ctx)).toBeUndefined(); // 60 days
    expect(recentCheck('2026-09-21', ctx)).toBe('Maximaal 60 dagen geleden');
    expect(recentCheck('2027-01-01', ctx)).toBeUndefined();
  });

  it('near-future dates are not older than 1 day and under 21 days ahead', () => {
    expect(nearFutureCheck('2026-11-20', ctx)).toBeUndefined();
    expect(nearFutureCheck('2026-11-19', ctx)).toBe('Datum ligt in het verleden');
    expect(nearFutureCheck('2026-12-11', ctx)).toBeUndefined(); // 20 days ahead
    expect(nearFutureCheck('2026-12-12', ctx)).toBe('Datum moet binnen 21 dagen zijn');
  });

  it('form dates are dd/mm/yyyy real days, then the checks', () => {
    const rule = displayDateRule(adultCheck);
    expect(rule('21/11/2008', ctx)).toBeUndefined();
    expect(rule('22/11/2008', ctx)).toBe('Minimale leeftijd is 18 jaar');
    expect(rule('2008-11-21', ctx)).toBe('Incorrect formaat');
    expect(rule('31/02/2000', ctx)).toBe('Incorrect formaat');
    expect(rule(null, ctx)).toBe('Incorrect formaat');
  });

  it('payload dates are YYYY-MM-DD real days, then the checks', () => {
    const rule = isoDateRule(recentCheck);
    expect(rule('2026-11-01', ctx)).toBeUndefined();
    expect(rule('2026-01-01', ctx)).toBe('Maximaal 60 dagen geleden');
    expect(rule('01/11/2026', ctx)).toBe('Incorrect formaat');
    expect(rule('2026-02-30', ctx)).toBe('Incorrect formaat');
  });

  it('payload datetimes are ISO 8601 with offset; checks see the Amsterdam day', () => {
    const rule = isoDateTimeRule(nearFutureCheck);
    expect(rule('2026-11-21T09:30:00+01:00', ctx)).toBeUndefined();
    // 19 Nov 23:00 UTC is 20 Nov 00:00 in Amsterdam: yesterday, allowed; one minute earlier is not.
    expect(rule('2026-11-19T23:00:00Z', ctx)).toBeUndefined();
    expect(rule('2026-11-19T22:59:00Z', ctx)).toBe('Datum ligt in het verleden');
    expect(rule('2026-11-21T09:30:00', ctx)).toBe('Incorrect formaat');
    expect(rule('2026-11-21', ctx)).toBe('Incorrect formaat');
    expect(rule('2026-02-30T09:30:00Z', ctx)).toBe('Incorrect formaat');
  });

  it('times are H:mm or HH:mm in the form, HH:mm in the payload, 00:00–23:59', () => {
    for (const time of ['9:30', '09:30', '00:00', '23:59'])
      expect(displayTimeRule(time, ctx), time).toBeUndefined();
    for (const time of ['24:00', '9:60', '930', '9.30', ''])
      expect(displayTimeRule(time, ctx), time).toBe('Incorrect formaat');
    expect(isoTimeRule('09:30', ctx)).toBeUndefined();
    expect(isoTimeRule('9:30', ctx)).toBe('Incorrect formaat');
    expect(isoTimeRule('23:60', ctx)).toBe('Incorrect formaat');
  });
});
