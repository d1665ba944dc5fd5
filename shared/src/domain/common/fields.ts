/**
 * Base zod types of the payload schemas (what the api receives, spec §7 transport formats) and
 * the text conversions of the `toPayload`/`toFormValues` mappers. The rules on top of these
 * base types come from the entity's rule table.
 */
import { z } from './zod-nl';
import { displayToIsoDate, isoToDisplayDate } from '../../validation/calendar';
import { centsToEuro, euroToCents } from '../../validation/money';

/** Optional text: trimmed; null, undefined and '' all mean "nothing". */
export const payloadText = () => z.string().trim().nullish();
/** Optional text with a normalizing overwrite (IBAN, phone, postcode). */
export const payloadNormalized = (normalize: (value: string) => string) =>
  z.string().trim().overwrite(normalize).nullish();
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
