/**
 * Shifts ('werkbriefjes', spec §3): the entity, the shift form (end_time = start_time + duration),
 * and the `{shift: …}` payload of `POST shifts` / `PUT shifts/{uuid}`.
 */
import { z } from '../common/zod-nl';
import { hasRole } from '../../auth/roles';
import {
  amsterdamDate,
  calendarDayOf,
  isoToDisplayDate,
  minutesToTime,
  normalizeTime,
  timeToMinutes,
  type Now,
} from '../../validation/calendar';
import { MESSAGES } from '../../validation/messages';
import { required, requiredThen, ruledObject, type Rule } from '../../validation/rule';
import { FORM_SIDE, PAYLOAD_SIDE, type Side } from '../../validation/sides';
import {
  DEFAULT_SHIFT_DURATION,
  SHIFT_DURATIONS,
  type ShiftDuration,
  TEXT_MAX,
} from '../common/constants';
import { donationCheckSchema } from '../donation-check/donation-check';
import type { EmployeeState } from '../employee/employee-state';
import {
  dateOrNull,
  formText,
  payloadId,
  payloadText,
  payloadTime,
  payloadUuid,
  textOf,
} from '../common/fields';

/** Only employees in this state are offered on a new shift. */
export const SHIFT_EMPLOYEE_STATE: EmployeeState = 'Trial planned';

export const shiftDurationSchema = z.literal(SHIFT_DURATIONS);

export const SHIFT_DURATION_LABELS: Record<ShiftDuration, string> = {
  0: '0 uur',
  3: '3 uur',
  4: '4 uur',
  5: '5 uur',
  6: '6 uur',
};

/** end_time = start_time + duration (wrapping past midnight); null while start_time is not a time. */
export function shiftEndTime(startTime: string, duration: number): string | null {
  const start = timeToMinutes(startTime);
  return start === null ? null : minutesToTime(start + duration * 60);
}

function endTimeRule(values: Readonly<Record<string, unknown>>): Rule {
  return (endTime) => {
    // Checked only against a valid duration (an invalid one has its own message).
    const duration = SHIFT_DURATIONS.find((hours) => hours === values.duration);
    if (typeof values.start_time !== 'string' || duration === undefined) return undefined;
    const expected = shiftEndTime(values.start_time, duration);
    return expected === null || expected === endTime ? undefined : MESSAGES.endTimeMismatch;
  };
}

function shiftRules(side: Side) {
  return (values: Readonly<Record<string, unknown>>): Record<string, Rule> => ({
    date: requiredThen(side.date()),
    start_time: requiredThen(side.time),
    end_time: requiredThen(side.time, endTimeRule(values)),
    campaign: required,
    employee: required,
    sales_coach: required,
  });
}

export const shiftFormShape = {
  /** `dd/mm/yyyy`, default today. */
  date: formText(TEXT_MAX.code),
  start_time: formText(TEXT_MAX.code),
  duration: shiftDurationSchema,
  /** Computed: start_time + duration. */
  end_time: formText(TEXT_MAX.code),
  hq: formText(TEXT_MAX.name),
  campaign: z.number().int().nullable(),
  employee: formText(TEXT_MAX.code).nullable(),
  sales_coach: formText(TEXT_MAX.code).nullable(),
};

export function createShiftFormSchema(options: { now?: Now } = {}) {
  return ruledObject(shiftFormShape, shiftRules(FORM_SIDE), options.now);
}
export const shiftFormSchema = createShiftFormSchema();
export type ShiftFormValues = z.infer<typeof shiftFormSchema>;

export const shiftPayloadShape = {
  date: z.iso.date(),
  start_time: payloadTime(),
  end_time: payloadTime(),
  duration: shiftDurationSchema,
  hq: payloadText(TEXT_MAX.name),
  campaign: payloadId(),
  employee: payloadUuid(),
  sales_coach: payloadUuid(),
};

export const shiftPayloadSchema = z.object({
  shift: ruledObject(shiftPayloadShape, shiftRules(PAYLOAD_SIDE)),
});
export type ShiftPayload = z.input<typeof shiftPayloadSchema>;
export type ShiftPayloadBody = z.output<typeof shiftPayloadSchema>['shift'];

export const shiftSchema = z.object({
  uuid: z.string(),
  creation_date: z.string(),
  last_modify_date: z.string().nullable(),
  shift_creator: z.string().nullable(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  duration: shiftDurationSchema,
  hq: z.string().nullable(),
  campaign: z.number().int(),
  employee: z.string(),
  sales_coach: z.string(),
  checks: z.array(donationCheckSchema).optional(),
});
export type Shift = z.infer<typeof shiftSchema>;

/** Values with end_time recomputed; the form calls it whenever start_time or duration changes. */
export function withShiftEndTime(values: ShiftFormValues): ShiftFormValues {
  return { ...values, end_time: shiftEndTime(values.start_time, values.duration) ?? '' };
}

export function shiftToFormValues(shift: Shift | null | undefined, now: Date): ShiftFormValues {
  if (shift === null || shift === undefined) {
    return {
      date: isoToDisplayDate(amsterdamDate(now)),
      start_time: '',
      duration: DEFAULT_SHIFT_DURATION,
      end_time: '',
      hq: '',
      campaign: null,
      employee: null,
      sales_coach: null,
    };
  }
  return {
    date: isoToDisplayDate(shift.date),
    start_time: shift.start_time,
    duration: shift.duration,
    end_time: shift.end_time,
    hq: textOf(shift.hq),
    campaign: shift.campaign,
    employee: shift.employee,
    sales_coach: shift.sales_coach,
  };
}

/** The employee's last shift prefills campaign, sales_coach and hq (spec §7). */
export function prefillFromLastShift(
  values: ShiftFormValues,
  last: Pick<Shift, 'campaign' | 'sales_coach' | 'hq'> | null | undefined,
): ShiftFormValues {
  if (last === null || last === undefined) return values;
  return {
    ...values,
    campaign: last.campaign,
    sales_coach: last.sales_coach,
    hq: last.hq ?? values.hq,
  };
}

export function shiftToPayload(values: ShiftFormValues): { shift: ShiftPayloadBody } {
  const start = values.start_time.trim();
  return {
    shift: {
      date: dateOrNull(values.date) ?? '',
      start_time: normalizeTime(start) ?? start,
      end_time: shiftEndTime(start, values.duration) ?? values.end_time,
      duration: values.duration,
      hq: values.hq.trim() === '' ? null : values.hq.trim(),
      campaign: values.campaign,
      employee: values.employee,
      sales_coach: values.sales_coach,
    },
  };
}

/** A shift can be deleted on the day it was created, or at any time by ROLE_ADMIN. */
export function canDeleteShift(
  shift: Pick<Shift, 'creation_date'>,
  roles: Iterable<string>,
  now: Date,
): boolean {
  if (hasRole(roles, 'ROLE_ADMIN')) return true;
  return calendarDayOf(shift.creation_date) === amsterdamDate(now);
}
