/**
 * Fast calendar arithmetic for the generator. Days are integers (days since 1970-01-01) and wall
 * clock times are minutes of an Amsterdam day; an instant is built with the EU summer-time rule
 * (last Sunday of March to last Sunday of October, 01:00 UTC), which gives the same result as the
 * shared `combineDateTime` (Intl) at a fraction of the cost — a million donations need several
 * million instants. `calendar.test.ts` holds the two against each other.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Days since 1970-01-01 of an ISO day `YYYY-MM-DD`. */
export function dayNumber(iso: string): number {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  const day = Number(iso.slice(8, 10));
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** The ISO day `YYYY-MM-DD` of a day number. */
export function isoDay(day: number): string {
  const date = new Date(day * DAY_MS);
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

/** `HH:mm` of a minute of the day. */
export function clockTime(minuteOfDay: number): string {
  return `${pad2(Math.floor(minuteOfDay / 60))}:${pad2(minuteOfDay % 60)}`;
}

/** UTC milliseconds of the summer-time start and end of a year (cached). */
const summerTime = new Map<number, readonly [number, number]>();

function lastSundayUtc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
}

function amsterdamOffsetMs(utcMs: number): number {
  const year = new Date(utcMs).getUTCFullYear();
  let bounds = summerTime.get(year);
  if (bounds === undefined) {
    bounds = [lastSundayUtc(year, 2), lastSundayUtc(year, 9)];
    summerTime.set(year, bounds);
  }
  return utcMs >= bounds[0] && utcMs < bounds[1] ? 2 * 3_600_000 : 3_600_000;
}

/** The instant of `minuteOfDay` on Amsterdam day `day`, resolved as `combineDateTime` does. */
export function amsterdamInstant(day: number, minuteOfDay: number): Date {
  const wall = day * DAY_MS + minuteOfDay * MINUTE_MS;
  let offset = amsterdamOffsetMs(wall);
  const second = amsterdamOffsetMs(wall - offset);
  if (second !== offset) offset = second;
  return new Date(wall - offset);
}

/** The Amsterdam day number of an instant. */
export function amsterdamDayOf(instant: Date): number {
  const ms = instant.getTime();
  return Math.floor((ms + amsterdamOffsetMs(ms)) / DAY_MS);
}

/** The Amsterdam minute of the day of an instant. */
export function amsterdamMinuteOf(instant: Date): number {
  const ms = instant.getTime();
  const local = ms + amsterdamOffsetMs(ms);
  return Math.floor((local - Math.floor(local / DAY_MS) * DAY_MS) / MINUTE_MS);
}

/** `instant` plus whole minutes. */
export function plusMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * MINUTE_MS);
}

/** The first day of the month after `day`'s month. */
export function firstOfNextMonth(day: number): number {
  const date = new Date(day * DAY_MS);
  return Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY_MS);
}

/** `day` plus whole months (the day of the month kept where the month has it). */
export function plusMonths(day: number, months: number): number {
  const date = new Date(day * DAY_MS);
  return Math.floor(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()) / DAY_MS,
  );
}

/** `day` minus whole years (29 February becomes 1 March). */
export function minusYears(day: number, years: number): number {
  const date = new Date(day * DAY_MS);
  return Math.floor(
    Date.UTC(date.getUTCFullYear() - years, date.getUTCMonth(), date.getUTCDate()) / DAY_MS,
  );
}
