/**
 * Base zod types of the payload schemas (what the api receives, spec §7 transport formats) and
 * the text conversions of the `toPayload`/`toFormValues` mappers. The rules on top of these
 * base types come from the entity's rule table.
 */
import { z } from './zod-nl';
import { displayToIsoDate, isoToDisplayDate } from '../../validation/calendar';
import { maxChars, maxItems } from '../../validation/messages';
import { centsToEuro, euroToCents } from '../../validation/money';
import { TEXT_MAX } from './constants';

/** Text of at most `max` characters after trimming ('Maximaal n karakters'). */
export const boundedText = (max: number) => z.string().trim().max(max, maxChars(max));
/** Form text as typed, at most `max` characters ('Maximaal n karakters'). */
export const formText = (max: number = TEXT_MAX.line) => z.string().max(max, maxChars(max));
/** A list of at most `max` items ('Maximaal n items'). */
export const boundedList = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).max(max, maxItems(max));

/** Optional text: trimmed, bounded; null, undefined and '' all mean "nothing". */
export const payloadText = (max: number = TEXT_MAX.line) => boundedText(max).nullish();
/** Optional text with a normalizing overwrite (IBAN, phone, postcode), bounded after it. */
export const payloadNormalized = (
  normalize: (value: string) => string,
  max: number = TEXT_MAX.code,
) => z.string().trim().overwrite(normalize).max(max, maxChars(max)).nullish();
/** Optional calendar day, `YYYY-MM-DD`. */
export const payloadDate = () => z.iso.date().nullish();
/** Optional ISO 8601 datetime with offset. */
export const payloadDateTime = () => z.iso.datetime({ offset: true }).nullish();
/** Time of day `HH:mm`. */
export const payloadTime = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
/** Optional amount in integer cents (a PostgreSQL `integer`). */
export const payloadCents = () => z.int32().nonnegative().nullish();
/** Optional numeric id of a client, campaign or layout. */
export const payloadId = () => z.number().int().positive().nullish();
/** Optional uuid of an employee or shift. */
export const payloadUuid = () => z.uuid().nullish();

/** Form text → payload text: trimmed, '' becomes null. */
export function textOrNull(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/** Form `dd/mm/yyyy` → `YYYY-MM-DD`, or null when empty or unreadable. */
export function dateOrNull(value: string | null | undefined): string | null {
  return displayToIsoDate(value ?? '');
}

/** Form euro text → cents, or null when empty or unreadable. */
export function centsOrNull(value: string | null | undefined): number | null {
  return euroToCents(value ?? '');
}

/** Payload text → form text. */
export const textOf = (value: string | null | undefined): string => value ?? '';
/** Payload date → form `dd/mm/yyyy`. */
export const dateOf = (value: string | null | undefined): string => isoToDisplayDate(value);
/** Payload cents → form euro text. */
export const euroOf = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : centsToEuro(value);
