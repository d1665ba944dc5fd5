/** Quiet hours: no message is sent at night; one due then waits until the morning. */
export interface QuietHours {
  /** `HH:mm`, local time. */
  start: string;
  end: string;
}

export const QUIET_HOURS_TIME_ZONE = 'Europe/Amsterdam';

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

function localMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((part) => part.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

/** `at` itself when it is outside the quiet hours, else the end of them (the morning). */
export function outOfQuietHours(
  at: Date,
  quiet: QuietHours | null,
  timeZone: string = QUIET_HOURS_TIME_ZONE,
): Date {
  if (quiet === null) return at;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return at;
  const now = localMinutes(at, timeZone);
  const quietNow = start < end ? now >= start && now < end : now >= start || now < end;
  if (!quietNow) return at;
  const wait = (end - now + 1440) % 1440;
  const startOfMinute = at.getTime() - (at.getTime() % 60_000);
  return new Date(startOfMinute + wait * 60_000);
}
