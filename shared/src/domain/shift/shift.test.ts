import { describe, expect, it } from 'vitest';
import {
  canDeleteShift,
  createShiftFormSchema,
  prefillFromLastShift,
  shiftEndTime,
  shiftPayloadSchema,
  shiftToFormValues,
  shiftToPayload,
  withShiftEndTime,
  type ShiftFormValues,
} from './shift';
import { NOW, errorsOf } from '../common/test-helpers';

const form = createShiftFormSchema({ now: NOW });
const EMPLOYEE = '8f0e7c1e-3f5a-4c59-9d55-1a1e1b2c3d4e';
const COACH = '1b2c3d4e-3f5a-4c59-9d55-8f0e7c1e1a1e';

const filled = (overrides: Partial<ShiftFormValues> = {}): ShiftFormValues =>
  withShiftEndTime({
    ...shiftToFormValues(null, NOW),
    start_time: '09:30',
    campaign: 3,
    employee: EMPLOYEE,
    sales_coach: COACH,
    ...overrides,
  });

describe('shift', () => {
  it('computes end_time from start_time plus duration', () => {
    expect(shiftEndTime('09:30', 3)).toBe('12:30');
    expect(shiftEndTime('9:30', 6)).toBe('15:30');
    expect(shiftEndTime('22:00', 4)).toBe('02:00');
    expect(shiftEndTime('10:00', 0)).toBe('10:00');
    expect(shiftEndTime('', 3)).toBeNull();
    expect(filled({ duration: 5 }).end_time).toBe('14:30');
  });

  it('starts on today with a duration of 3 hours', () => {
    expect(shiftToFormValues(null, NOW)).toMatchObject({
      date: '21/11/2026',
      duration: 3,
      end_time: '',
    });
  });

  it('requires date, start time, end time, campaign, employee and sales coach', () => {
    const empty = { ...shiftToFormValues(null, NOW), date: '' };
    expect(errorsOf(form, empty)).toEqual({
      date: 'Vereist veld',
      start_time: 'Vereist veld',
      end_time: 'Vereist veld',
      campaign: 'Vereist veld',
      employee: 'Vereist veld',
      sales_coach: 'Vereist veld',
    });
    expect(errorsOf(form, filled())).toEqual({});
  });

  it('offers only the durations 0, 3, 4, 5 and 6', () => {
    expect(errorsOf(form, { ...filled(), duration: 2 })).toEqual({ duration: 'Ongeldige keuze' });
  });

  it('sends {shift: …} with ISO date and a consistent end time', () => {
    const payload = shiftToPayload(filled({ start_time: '9:30', duration: 4 }));
    expect(payload.shift).toMatchObject({
      date: '2026-11-21',
      start_time: '09:30',
      end_time: '13:30',
      duration: 4,
    });
    expect(errorsOf(shiftPayloadSchema, payload)).toEqual({});
    expect(
      errorsOf(shiftPayloadSchema, { shift: { ...payload.shift, end_time: '14:00' } }),
    ).toEqual({
      'shift.end_time': 'Eindtijd moet gelijk zijn aan begintijd plus duur',
    });
    expect(errorsOf(shiftPayloadSchema, { shift: { ...payload.shift, employee: null } })).toEqual({
      'shift.employee': 'Vereist veld',
    });
  });

  it("prefills campaign, sales coach and hq from the employee's last shift", () => {
    const values = prefillFromLastShift(shiftToFormValues(null, NOW), {
      campaign: 9,
      sales_coach: COACH,
      hq: 'Breda',
    });
    expect(values).toMatchObject({ campaign: 9, sales_coach: COACH, hq: 'Breda' });
    expect(prefillFromLastShift(values, null)).toBe(values);
  });

  it('can be deleted on the day it was created, or any time by ROLE_ADMIN', () => {
    expect(
      canDeleteShift({ creation_date: '2026-11-21T08:00:00+01:00' }, ['ROLE_CAPTAIN'], NOW),
    ).toBe(true);
    expect(canDeleteShift({ creation_date: '2026-11-20T23:30:00Z' }, ['ROLE_CAPTAIN'], NOW)).toBe(
      true,
    );
    expect(canDeleteShift({ creation_date: '2026-11-20T22:30:00Z' }, ['ROLE_CAPTAIN'], NOW)).toBe(
      false,
    );
    expect(canDeleteShift({ creation_date: '2026-01-01T08:00:00Z' }, ['ROLE_ADMIN'], NOW)).toBe(
      true,
    );
  });
});
