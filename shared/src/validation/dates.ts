/**
 * Date and time rules of spec §5. The checks work on Amsterdam calendar days (`YYYY-MM-DD`) and
 * take `now` from the rule context; the form rules read `dd/mm/yyyy`, the payload rules ISO.
 */
import {
  DONOR_MIN_AGE,
  EMPLOYEE_MIN_AGE,
  NEAR_FUTURE_AHEAD_DAYS,
  NEAR_FUTURE_PAST_DAYS,
  RECENT_WINDOW_DAYS,
} from '../domain/common/constants';
import {
  ageOn,
  amsterdamDate,
  calendarDayOf,
  daysBetween,
  displayToIsoDate,
  isIsoDate,
  normalizeTime,
  type IsoDate,
} from './calendar';
import { MESSAGES } from './messages';
import type { Rule, RuleContext } from './rule';

/** A check of a calendar day. */
export type DateCheck = (date: IsoDate, ctx: RuleContext) => string | undefined;

export function minimumAge(years: number, message: string): DateCheck {
  return (date, { now }) => (ageOn(date, amsterdamDate(now)) < years ? message : undefined);
}

/** Employees: at least 14 years old, else 'Leeftijd is te laag'. */
export const employeeAgeCheck = minimumAge(EMPLOYEE_MIN_AGE, MESSAGES.ageTooLow);
/** Donors: adult, else 'Minimale leeftijd is 18 jaar'. */
export const adultCheck = minimumAge(DONOR_MIN_AGE, MESSAGES.adultAge);

/** Not older than 60 days, else 'Maximaal 60 dagen geleden'. */
export const recentCheck: DateCheck = (date, { now }) =>
  daysBetween(date, amsterdamDate(now)) > RECENT_WINDOW_DAYS ? MESSAGES.recentDate : undefined;

/**
 * Near future: not older than 1 day ('Datum ligt in het verleden') and less than 21 days ahead
 * ('Datum moet binnen 21 dagen zijn').
 */
export const nearFutureCheck: DateCheck = (date, { now }) => {
  const ahead = daysBetween(amsterdamDate(now), date);
  if (ahead < -NEAR_FUTURE_PAST_DAYS) return MESSAGES.dateInPast;
  if (ahead >= NEAR_FUTURE_AHEAD_DAYS) return MESSAGES.dateTooFarAhead;
  return undefined;
};

function runChecks(
  date: IsoDate,
  ctx: RuleContext,
  checks: readonly DateCheck[],
): string | undefined {
  for (const check of checks) {
    const message = check(date, ctx);
    if (message !== undefined) return message;
  }
  return undefined;
}

/** Form rule: `dd/mm/yyyy`, a real day, then the checks. */
export function displayDateRule(...checks: readonly DateCheck[]): Rule {
  return (value, ctx) => {
    const date = typeof value === 'string' ? displayToIsoDate(value) : null;
    return date === null ? MESSAGES.format : runChecks(date, ctx, checks);
  };
}

/** Payload rule: `YYYY-MM-DD`, a real day, then the checks. */
export function isoDateRule(...checks: readonly DateCheck[]): Rule {
  return (value, ctx) =>
    typeof value === 'string' && isIsoDate(value) ? runChecks(value, ctx, checks) : MESSAGES.format;
}

const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Payload rule: an ISO 8601 datetime with offset; the checks see its Amsterdam calendar day. */
export function isoDateTimeRule(...checks: readonly DateCheck[]): Rule {
  return (value, ctx) => {
    if (typeof value !== 'string' || !ISO_DATETIME.test(value) || !isIsoDate(value.slice(0, 10))) {
      return MESSAGES.format;
    }
    const day = calendarDayOf(value);
    return day === null ? MESSAGES.format : runChecks(day, ctx, checks);
  };
}

/** Form rule: time as H:mm or HH:mm, 00:00 to 23:59. */
export const displayTimeRule: Rule = (value) =>
  typeof value === 'string' && /^\d{1,2}:\d{2}$/.test(value.trim()) && normalizeTime(value) !== null
    ? undefined
    : MESSAGES.format;

/** Payload rule: time as HH:mm, 00:00 to 23:59. */
export const isoTimeRule: Rule = (value) =>
  typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
    ? undefined
    : MESSAGES.format;
