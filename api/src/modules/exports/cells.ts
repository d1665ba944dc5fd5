/**
 * The text of each export cell: amounts in euros with a comma, days and instants as dd/mm/yyyy
 * (instants on Amsterdam's calendar), booleans as ja/nee, and every value that a spreadsheet
 * would read as a formula neutralised (OWASP "CSV injection").
 */
import {
  EXTRA_FIELD_SOURCE_PREFIX,
  type EXPORT_DONATION_FIELDS,
  type ExportField,
} from '@veldwerk/shared/domain';
import { amsterdamDate, centsToEuro, isoToDisplayDate } from '@veldwerk/shared/validation';
import type { DonationRow } from '../../db/schema/donations';

/** Characters that start a formula (or hide one) in Excel, LibreOffice and Google Sheets. */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * OWASP: a cell that starts with `=`, `+`, `-`, `@`, tab or CR gets a leading single quote, so
 * a spreadsheet shows it as text instead of evaluating it (`+31612345678` becomes
 * `'+31612345678`; the charity sees the number, a formula never runs).
 */
export function neutralise(value: string): string {
  return value !== '' && FORMULA_START.has(value[0] ?? '') ? `'${value}` : value;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const day = (value: unknown): string => (typeof value === 'string' ? isoToDisplayDate(value) : '');

// Formatting an instant on Amsterdam's calendar goes through Intl (slow per call); the offset
// only changes on whole hours, so the day of each UTC hour is remembered.
const dayOfHour = new Map<number, string>();
const instant = (value: unknown): string => {
  if (!(value instanceof Date)) return '';
  const hour = Math.floor(value.getTime() / 3_600_000);
  let shown = dayOfHour.get(hour);
  if (shown === undefined) {
    if (dayOfHour.size > 50_000) dayOfHour.clear();
    shown = isoToDisplayDate(amsterdamDate(new Date(hour * 3_600_000)));
    dayOfHour.set(hour, shown);
  }
  return shown;
};
const yesNo = (value: unknown): string => (value === true ? 'ja' : value === false ? 'nee' : '');
const amount = (value: unknown): string => (typeof value === 'number' ? centsToEuro(value) : '');

type DonationField = keyof typeof EXPORT_DONATION_FIELDS;

/** A donation as the export reads it: the columns its layout needs, the IBAN already opened. */
export type ExportSourceRow = Partial<DonationRow> & { id: number };

/** Which column each export field reads, and how it is written. */
const SOURCES: Record<DonationField, [keyof DonationRow, (value: unknown) => string]> = {
  reference_number: ['referenceNumber', text],
  state: ['state', text],
  recruiter_number: ['recruiterNumber', text],
  recruiter_employee_code: ['recruiterEmployeeCode', text],
  period: ['period', text],
  start_date: ['startDate', day],
  stop_date: ['stopDate', day],
  sex: ['sex', text],
  initials: ['initials', text],
  firstname: ['firstname', text],
  surname_prefix: ['surnamePrefix', text],
  surname: ['surname', text],
  postal_code: ['postalCode', text],
  house_number: ['houseNumber', text],
  house_number_suffix: ['houseNumberSuffix', text],
  street: ['street', text],
  place: ['place', text],
  country: ['country', text],
  tel: ['tel', text],
  mobile: ['mobile', text],
  email: ['email', text],
  amount: ['amount', amount],
  iban: ['iban', text],
  bic: ['bic', text],
  birth_date: ['birthDate', day],
  language: ['language', text],
  receive_mail: ['receiveMail', yesNo],
  receive_email: ['receiveEmail', yesNo],
  comment: ['comment', text],
  recruited_date: ['recruitedDate', instant],
  creation_date: ['creationDate', instant],
  last_export_date: ['lastExportDate', instant],
  source: ['source', text],
};

function sourceOf(field: ExportField): [keyof DonationRow, (row: ExportSourceRow) => string] {
  if (Object.hasOwn(SOURCES, field.source_field)) {
    const [column, write] = SOURCES[field.source_field as DonationField];
    return [column, (row) => write(row[column])];
  }
  if (field.source_field.startsWith(EXTRA_FIELD_SOURCE_PREFIX)) {
    const name = field.source_field.slice(EXTRA_FIELD_SOURCE_PREFIX.length);
    return ['extraFields', (row) => text(row.extraFields?.[name])];
  }
  return ['id', () => ''];
}

/** The donation columns a layout reads (the id always: pages and marks go by it). */
export function columnsOf(fields: readonly ExportField[]): (keyof DonationRow)[] {
  return [...new Set<keyof DonationRow>(['id', ...fields.map((field) => sourceOf(field)[0])])];
}

/** A function from a donation to its cells, in the layout's column order (neutralised). */
export function cellReader(fields: readonly ExportField[]): (row: ExportSourceRow) => string[] {
  const readers = fields.map((field) => sourceOf(field)[1]);
  return (row) => readers.map((read) => neutralise(read(row)));
}

/** The title row: the column names, neutralised like any cell. */
export function titleCells(fields: readonly ExportField[]): string[] {
  return fields.map((field) => neutralise(field.col_name));
}
