/**
 * Calendar arithmetic on plain strings, in the organisation's time zone (Europe/Amsterdam).
 * Transport formats: dates `YYYY-MM-DD`, times `HH:mm`, datetimes ISO 8601 with offset; the
 * forms show dates as `dd/mm/yyyy`. `now` is always a parameter so every rule is testable.
 */

import { TIME_ZONE } from '../domain/common/constants';

/** `YYYY-MM-DD`. */
export type IsoDate = string;

/** Something that gives the current instant: a fixed date (tests) or a clock. */
export type Now = Date | (() => Date);

export function resolveNow(now: Now | undefined): Date {
  if (now === undefined) return new Date();
  return typeof now === 'function' ? now() : now;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');
const pad4 = (n: number): string => String(n).padStart(4, '0');

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function zonedParts(instant: Date): ZonedParts {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The calendar day of `instant` in Amsterdam. */
export function amsterdamDate(instant: Date): IsoDate {
  const p = zonedParts(instant);
  return `${pad4(p.year)}-${pad2(p.month)}-${pad2(p.day)}`;
}

/** Amsterdam's offset from UTC in minutes at `instant` (60 in winter, 120 in summer). */
export function amsterdamOffsetMinutes(instant: Date): number {
  const p = zonedParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

function validYmd(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether `value` is a real calendar day written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  return m !== null && validYmd(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** `dd/mm/yyyy` → `YYYY-MM-DD`, or null when it is not a real calendar day in that format. */
export function displayToIsoDate(value: string): IsoDate | null {
  const m = DISPLAY_DATE.exec(value.trim());
  if (m === null) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return validYmd(year, month, day) ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/** `YYYY-MM-DD` (or the date part of an ISO datetime) → `dd/mm/yyyy`; '' for null/invalid. */
export function isoToDisplayDate(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const date = value.length > 10 && value[10] === 'T' ? value.slice(0, 10) : value;
  const m = ISO_DATE.exec(date);
  return m === null ? '' : `${m[3]}/${m[2]}/${m[1]}`;
}

function isoToUtcMs(value: IsoDate): number {
  const m = ISO_DATE.exec(value);
  if (m === null) return Number.NaN;
  const date = new Date(Date.UTC(2000, Number(m[2]) - 1, Number(m[3])));
  date.setUTCFullYear(Number(m[1]));
  return date.getTime();
}

function utcMsToIso(ms: number): IsoDate {
  const d = new Date(ms);
  return `${pad4(d.getUTCFullYear())}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

const DAY_MS = 86_400_000;

export function addDays(date: IsoDate, days: number): IsoDate {
  return utcMsToIso(isoToUtcMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((isoToUtcMs(to) - isoToUtcMs(from)) / DAY_MS);
}

/** Age in whole years on `today` of someone born on `birthDate`. */
export function ageOn(birthDate: IsoDate, today: IsoDate): number {
  const [by = 0, bm = 0, bd = 0] = birthDate.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** `H:mm`, `HH:mm` or `HH:mm:ss` within 00:00–23:59 → `HH:mm`, else null. */
export function normalizeTime(value: string): string | null {
  const m = TIME.exec(value.trim());
  if (m === null) return null;
  const [hour, minute] = [Number(m[1]), Number(m[2])];
  if (hour > 23 || minute > 59 || (m[3] !== undefined && Number(m[3]) > 59)) return null;
  return `${pad2(hour)}:${pad2(minute)}`;
}

/** Minutes since midnight of a valid time, or null. */
export function timeToMinutes(value: string): number | null {
  const time = normalizeTime(value);
  if (time === null) return null;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export function minutesToTime(minutes: number): string {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${pad2(Math.floor(wrapped / 60))}:${pad2(wrapped % 60)}`;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/**
 * Combines an Amsterdam calendar day and wall-clock time into an ISO 8601 datetime with the
 * offset that applies then (spec §4: "Dates are combined with times", times default 00:00:00).
 */
export function combineDateTime(date: IsoDate, time?: string | null): string {
  const hhmm =
    (time === undefined || time === null || time.trim() === '' ? null : normalizeTime(time)) ??
    '00:00';
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const guess = Date.UTC(y, mo - 1, d, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)));
  let offset = amsterdamOffsetMinutes(new Date(guess));
  const second = amsterdamOffsetMinutes(new Date(guess - offset * 60_000));
  if (second !== offset) offset = second;
  return `${date}T${hhmm}:00${formatOffset(offset)}`;
}

/** Splits an ISO 8601 datetime into the Amsterdam calendar day and `HH:mm`. */
export function splitDateTime(value: string): { date: IsoDate; time: string } | null {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const p = zonedParts(instant);
  return {
    date: `${pad4(p.year)}-${pad2(p.month)}-${pad2(p.day)}`,
    time: `${pad2(p.hour)}:${pad2(p.minute)}`,
  };
}

/** The Amsterdam calendar day of an ISO date or datetime, or null when it is neither. */
export function calendarDayOf(value: string): IsoDate | null {
  if (isIsoDate(value)) return value;
  return splitDateTime(value)?.date ?? null;
}
