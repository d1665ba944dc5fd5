/**
 * Autocorrect on blur (spec §5). Every function is idempotent (correcting twice changes nothing)
 * and leaves text it cannot read unchanged, so the validation message can point at it.
 */
import { normalizeIban } from './iban';
import { centsToEuro, euroToCents } from './money';
import { normalizePhone } from './phone';
import { normalizePostcode } from './postcode';

/** Names: first letter uppercase (a leading Dutch 'ij' becomes 'IJ'); surrounding spaces trimmed. */
export function correctName(value: string): string {
  const name = value.trim();
  if (/^ij/i.test(name)) return `IJ${name.slice(2)}`;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * Initials: uppercase with dots. `jp` → `J.P.`; with separators the groups are kept, so a
 * multi-letter initial stays one (`th. j` → `TH.J.`).
 */
export function correctInitials(value: string): string {
  const text = value.trim();
  if (text === '' || !/^[\p{L}.\s]+$/u.test(text)) return value;
  const groups = /[.\s]/.test(text) ? text.split(/[.\s]+/).filter(Boolean) : [...text];
  return groups.map((group) => `${group.toUpperCase()}.`).join('');
}

/** Surname prefix: lowercase, single spaces (`Van  der` → `van der`). */
export function correctPrefix(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Phones: spaces removed. */
export const correctPhone = normalizePhone;
/** IBAN: spaces removed, uppercased. */
export const correctIban = normalizeIban;
/** Postal code: spaces removed, uppercased. */
export const correctPostcode = normalizePostcode;

/** Amount: two decimals with a comma (`12.5` → `12,50`). */
export function correctAmount(value: string): string {
  const cents = euroToCents(value);
  return cents === null ? value : centsToEuro(cents);
}

const pad2 = (text: string): string => text.padStart(2, '0');

/** Dates to dd/mm/yyyy: `1-2-1990`, `1.2.1990`, `01021990` and `1990-02-01` all give `01/02/1990`. */
export function correctDate(value: string): string {
  const text = value.trim();
  const separated = /^(\d{1,2})[-/.\s](\d{1,2})[-/.\s](\d{4})$/.exec(text);
  if (separated)
    return `${pad2(separated[1] ?? '')}/${pad2(separated[2] ?? '')}/${separated[3] ?? ''}`;
  const compact = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (compact) return `${compact[1] ?? ''}/${compact[2] ?? ''}/${compact[3] ?? ''}`;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return `${iso[3] ?? ''}/${iso[2] ?? ''}/${iso[1] ?? ''}`;
  return value;
}

/** Times to hh:mm: `930` → `09:30`, `9:30` → `09:30`, `9.30` → `09:30`, `9` → `09:00`. */
export function correctTime(value: string): string {
  const text = value.trim();
  const match =
    /^(\d{1,2})[:.hu](\d{2})$/i.exec(text) ??
    /^(\d{1,2})(\d{2})$/.exec(text) ??
    /^(\d{1,2})()$/.exec(text);
  if (match === null) return value;
  const hour = Number(match[1]);
  const minute = match[2] === '' || match[2] === undefined ? 0 : Number(match[2]);
  if (hour > 23 || minute > 59) return value;
  return `${pad2(String(hour))}:${pad2(String(minute))}`;
}

/** The autocorrect of each kind of field, for form kits that look it up by kind. */
export const AUTOCORRECT = {
  name: correctName,
  initials: correctInitials,
  prefix: correctPrefix,
  phone: correctPhone,
  iban: correctIban,
  postcode: correctPostcode,
  amount: correctAmount,
  date: correctDate,
  time: correctTime,
} as const;

export type AutocorrectKind = keyof typeof AUTOCORRECT;
