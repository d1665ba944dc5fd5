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

const day = (value: string | null): string => isoToDisplayDate(value);
const instant = (value: Date | null): string =>
  value === null ? '' : isoToDisplayDate(amsterdamDate(value));
const yesNo = (value: boolean): string => (value ? 'ja' : 'nee');
const text = (value: string | null): string => value ?? '';

type DonationField = keyof typeof EXPORT_DONATION_FIELDS;

/** A donation as the export reads it: the stored row with the IBAN already opened. */
export type ExportSourceRow = DonationRow;

const READERS: Record<DonationField, (row: ExportSourceRow) => string> = {
  reference_number: (row) => text(row.referenceNumber),
  state: (row) => row.state,
  recruiter_number: (row) => text(row.recruiterNumber),
  recruiter_employee_code: (row) => text(row.recruiterEmployeeCode),
  period: (row) => row.period,
  start_date: (row) => day(row.startDate),
  stop_date: (row) => day(row.stopDate),
  sex: (row) => row.sex,
  initials: (row) => text(row.initials),
  firstname: (row) => text(row.firstname),
  surname_prefix: (row) => text(row.surnamePrefix),
  surname: (row) => text(row.surname),
  postal_code: (row) => text(row.postalCode),
  house_number: (row) => text(row.houseNumber),
  house_number_suffix: (row) => text(row.houseNumberSuffix),
  street: (row) => text(row.street),
  place: (row) => text(row.place),
  country: (row) => text(row.country),
  tel: (row) => text(row.tel),
  mobile: (row) => text(row.mobile),
  email: (row) => text(row.email),
  amount: (row) => (row.amount === null ? '' : centsToEuro(row.amount)),
  iban: (row) => text(row.iban),
  bic: (row) => text(row.bic),
  birth_date: (row) => day(row.birthDate),
  language: (row) => row.language,
  receive_mail: (row) => yesNo(row.receiveMail),
  receive_email: (row) => yesNo(row.receiveEmail),
  comment: (row) => text(row.comment),
  recruited_date: (row) => instant(row.recruitedDate),
  creation_date: (row) => instant(row.creationDate),
  last_export_date: (row) => instant(row.lastExportDate),
  source: (row) => text(row.source),
};

/** A function from a donation to its cells, in the layout's column order (neutralised). */
export function cellReader(fields: readonly ExportField[]): (row: ExportSourceRow) => string[] {
  const readers = fields.map((field): ((row: ExportSourceRow) => string) => {
    if (Object.hasOwn(READERS, field.source_field))
      return READERS[field.source_field as DonationField];
    if (field.source_field.startsWith(EXTRA_FIELD_SOURCE_PREFIX)) {
      const name = field.source_field.slice(EXTRA_FIELD_SOURCE_PREFIX.length);
      return (row) => {
        const value = row.extraFields[name];
        return typeof value === 'string' ? value : '';
      };
    }
    return () => '';
  });
  return (row) => readers.map((read) => neutralise(read(row)));
}

/** The title row: the column names, neutralised like any cell. */
export function titleCells(fields: readonly ExportField[]): string[] {
  return fields.map((field) => neutralise(field.col_name));
}
