/**
 * Which donation fields an import of changes may set, their Dutch labels, and how one cell of a
 * charity's file becomes a value: the text as a form holds it (`12,50`, `31/12/1990`), checked
 * by the same rules as the donation form (spec §5), then converted to what the api stores. The
 * browser offers these fields in the column mapping; the api parses every cell with `parseImportCell`.
 */
import { displayToIsoDate, isIsoDate } from '../../validation/calendar';
import { adultCheck } from '../../validation/dates';
import { emailRule } from '../../validation/email';
import { ibanRule, normalizeIban } from '../../validation/iban';
import {
  addressSuffixRule,
  cityRule,
  countryCodeRule,
  digitsRule,
  initialsRule,
  nameRule,
  referenceNumberRule,
  zipCodeRule,
} from '../../validation/formats';
import { MESSAGES } from '../../validation/messages';
import { checkMaxAmount, euroToCents } from '../../validation/money';
import { phoneRule } from '../../validation/phone';
import type { Rule } from '../../validation/rule';
import { displayDateRule } from '../../validation/dates';
import { CALL_ATTEMPTS_MAX, CALL_ATTEMPTS_MIN, TEXT_MAX } from '../common/constants';
import {
  CHECKED_VALUES,
  DONATION_STATES,
  LANGUAGES,
  PERIODS,
  REJECT_REASONS,
} from './donation-enums';

/** The column that identifies the donor in every import file. */
export const IMPORT_KEY_FIELD = 'reference_number';

/** Donation fields an import may change, with the label the column mapping shows. */
export const IMPORT_FIELD_LABELS = {
  state: 'Status',
  reject_state: 'Reden afwijzing',
  reject_comment: 'Toelichting afwijzing',
  stop_date: 'Einddatum',
  start_date: 'Startdatum',
  amount: 'Bedrag',
  period: 'Periode',
  comment: 'Opmerking',
  call_attempts: 'Belpogingen',
  checked: 'Gebeld',
  initials: 'Voorletters',
  firstname: 'Voornaam',
  surname_prefix: 'Tussenvoegsel',
  surname: 'Achternaam',
  postal_code: 'Postcode',
  house_number: 'Huisnummer',
  house_number_suffix: 'Toevoeging',
  street: 'Straat',
  place: 'Plaats',
  country: 'Land',
  tel: 'Telefoon',
  mobile: 'Mobiel',
  email: 'E-mail',
  iban: 'IBAN',
  bic: 'BIC',
  birth_date: 'Geboortedatum',
  language: 'Taal',
  receive_mail: 'Post ontvangen',
  receive_email: 'E-mail ontvangen',
} as const;
export type ImportField = keyof typeof IMPORT_FIELD_LABELS;
export const IMPORT_FIELDS = Object.keys(IMPORT_FIELD_LABELS) as ImportField[];

/** Every column the mapping may name: the key, a field, or '' (a column to ignore). */
export const IMPORT_COLUMN_LABELS: Readonly<Record<string, string>> = {
  [IMPORT_KEY_FIELD]: 'Referentienummer',
  ...IMPORT_FIELD_LABELS,
};

export function isImportField(name: string): name is ImportField {
  return Object.hasOwn(IMPORT_FIELD_LABELS, name);
}

/** A cell's value as stored (text, ISO day, cents, boolean). */
export type ImportValue = string | number | boolean;
export type ImportCellResult = { ok: true; value: ImportValue } | { ok: false; message: string };

const fail = (message: string): ImportCellResult => ({ ok: false, message });
const ok = (value: ImportValue): ImportCellResult => ({ ok: true, value });

function checked(rule: Rule, text: string, now: Date): ImportCellResult {
  const message = rule(text, { now });
  return message === undefined ? ok(text) : fail(message);
}

/** One of `values`, any case: the value as listed, else 'Ongeldige keuze'. */
function oneOf(values: readonly string[]): (text: string) => ImportCellResult {
  const byLowerCase = new Map<string, ImportCellResult>();
  for (const value of values) {
    if (!byLowerCase.has(value.toLowerCase())) byLowerCase.set(value.toLowerCase(), ok(value));
  }
  const refused = fail(MESSAGES.invalidChoice);
  return (text) => byLowerCase.get(text.toLowerCase()) ?? refused;
}

const anyDay = displayDateRule();
const adultDay = displayDateRule(adultCheck);

/** `dd/mm/yyyy` as the forms take it; `yyyy-mm-dd` as spreadsheets often write it. */
function day(text: string, now: Date, rule: Rule = anyDay): ImportCellResult {
  if (isIsoDate(text)) {
    const [y, m, d] = text.split('-');
    return day(`${d}/${m}/${y}`, now, rule);
  }
  const message = rule(text, { now });
  const iso = displayToIsoDate(text);
  return message !== undefined || iso === null ? fail(message ?? MESSAGES.format) : ok(iso);
}

const TRUE_TEXTS = ['1', 'ja', 'j', 'true', 'waar', 'yes', 'y'];
const FALSE_TEXTS = ['0', 'nee', 'n', 'false', 'onwaar', 'no'];

function text(max: number, rule?: Rule) {
  return (value: string, now: Date): ImportCellResult => {
    if (value.length > max) return fail(`Maximaal ${max} karakters`);
    return rule === undefined ? ok(value) : checked(rule, value, now);
  };
}

const postalCode = text(TEXT_MAX.code, zipCodeRule);
const countryCode = text(2, countryCodeRule);
const phone = text(TEXT_MAX.code, phoneRule);
const ibanText = text(TEXT_MAX.code, ibanRule);

const PARSERS: Record<ImportField, (text: string, now: Date) => ImportCellResult> = {
  state: oneOf(DONATION_STATES),
  reject_state: oneOf(REJECT_REASONS),
  reject_comment: text(TEXT_MAX.long),
  stop_date: (value, now) => day(value, now),
  start_date: (value, now) => day(value, now),
  birth_date: (value, now) => day(value, now, adultDay),
  amount: (value) => {
    const cents = euroToCents(value);
    if (cents === null) return fail(MESSAGES.format);
    const tooMuch = checkMaxAmount(cents);
    return tooMuch === undefined ? ok(cents) : fail(tooMuch);
  },
  period: oneOf(PERIODS),
  comment: text(TEXT_MAX.long),
  call_attempts: (value) => {
    if (!/^\d+$/.test(value)) return fail(MESSAGES.format);
    const count = Number(value);
    if (count < CALL_ATTEMPTS_MIN) return fail(`Minimaal ${CALL_ATTEMPTS_MIN}`);
    return count > CALL_ATTEMPTS_MAX ? fail(`Maximaal ${CALL_ATTEMPTS_MAX}`) : ok(count);
  },
  checked: oneOf(CHECKED_VALUES),
  initials: text(TEXT_MAX.code, initialsRule),
  firstname: text(TEXT_MAX.name, nameRule),
  surname_prefix: text(TEXT_MAX.name, nameRule),
  surname: text(TEXT_MAX.name, nameRule),
  postal_code: (value, now) => postalCode(value.replace(/\s+/g, '').toUpperCase(), now),
  house_number: text(TEXT_MAX.code, digitsRule),
  house_number_suffix: text(TEXT_MAX.code, addressSuffixRule),
  street: text(TEXT_MAX.line),
  place: text(TEXT_MAX.line, cityRule),
  country: (value, now) => countryCode(value.toUpperCase(), now),
  tel: (value, now) => phone(value.replace(/\s+/g, ''), now),
  mobile: (value, now) => phone(value.replace(/\s+/g, ''), now),
  email: text(TEXT_MAX.email, emailRule),
  // The donation form's rule; stored as the api stores it (spaces out, upper case), then sealed.
  iban: (value, now) => {
    const result = ibanText(value, now);
    return result.ok ? ok(normalizeIban(value)) : result;
  },
  bic: (value) =>
    /^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$/.test(value)
      ? ok(value.toUpperCase())
      : fail(MESSAGES.format),
  language: oneOf(LANGUAGES),
  receive_mail: (value) => bool(value),
  receive_email: (value) => bool(value),
};

function bool(value: string): ImportCellResult {
  const lower = value.toLowerCase();
  if (TRUE_TEXTS.includes(lower)) return ok(true);
  if (FALSE_TEXTS.includes(lower)) return ok(false);
  return fail(MESSAGES.invalidChoice);
}

/**
 * One cell of an import file, trimmed: its stored value, or the Dutch message of the rule it
 * breaks. A blank cell changes nothing (the caller skips it before asking).
 */
export function parseImportCell(field: ImportField, cell: string, now: Date): ImportCellResult {
  return PARSERS[field](cell.trim(), now);
}

/** The identifying cell: optional T, then digits ('Incorrect formaat' otherwise). */
export function checkImportReference(cell: string): string | undefined {
  const value = cell.trim();
  if (value === '') return MESSAGES.required;
  return referenceNumberRule(value, { now: new Date(0) });
}

/**
 * The column mapping: each column's field by its title (the field name or its label, any case),
 * '' for a column no field claims. Used when the form sends no mapping but the file has titles.
 */
export function columnsFromTitles(titles: readonly string[]): string[] {
  const byTitle = new Map<string, string>();
  for (const [name, label] of Object.entries(IMPORT_COLUMN_LABELS)) {
    byTitle.set(name.toLowerCase(), name);
    byTitle.set(label.toLowerCase(), name);
  }
  return titles.map((title) => byTitle.get(title.trim().toLowerCase()) ?? '');
}
