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
import type { DonationRow } from '../../db/schema/donations';

/**
 * Whether a cell starting with this character code may be read as a formula (or hide one) by
 * Excel, LibreOffice or Google Sheets: `=`, `+`, `-`, `@`, tab, CR.
 */
function startsFormula(code: number): boolean {
  return code === 61 || code === 43 || code === 45 || code === 64 || code === 9 || code === 13;
}

/**
 * OWASP: a cell that starts with `=`, `+`, `-`, `@`, tab or CR gets a leading single quote, so
 * a spreadsheet shows it as text instead of evaluating it (`+31612345678` becomes
 * `'+31612345678`; the charity sees the number, a formula never runs).
 */
export function neutralise(value: string): string {
  return value !== '' && startsFormula(value.charCodeAt(0)) ? `'${value}` : value;
}

type DonationField = keyof typeof EXPORT_DONATION_FIELDS;

/**
 * How a cell is written: the database formats it (`repo.ts`, `exportRowPages`), so an export of
 * a million donors reads text and parses no dates; only the sealed IBAN is opened here.
 */
export type CellKind = 'text' | 'day' | 'instant' | 'amount' | 'bool' | 'iban' | 'extra';

export interface CellSource {
  column: keyof DonationRow;
  kind: CellKind;
  /** The input field's name (kind `extra`). */
  name?: string;
}

const SOURCES: Record<DonationField, [keyof DonationRow, CellKind]> = {
  reference_number: ['referenceNumber', 'text'],
  state: ['state', 'text'],
  recruiter_number: ['recruiterNumber', 'text'],
  recruiter_employee_code: ['recruiterEmployeeCode', 'text'],
  period: ['period', 'text'],
  start_date: ['startDate', 'day'],
  stop_date: ['stopDate', 'day'],
  sex: ['sex', 'text'],
  initials: ['initials', 'text'],
  firstname: ['firstname', 'text'],
  surname_prefix: ['surnamePrefix', 'text'],
  surname: ['surname', 'text'],
  postal_code: ['postalCode', 'text'],
  house_number: ['houseNumber', 'text'],
  house_number_suffix: ['houseNumberSuffix', 'text'],
  street: ['street', 'text'],
  place: ['place', 'text'],
  country: ['country', 'text'],
  tel: ['tel', 'text'],
  mobile: ['mobile', 'text'],
  email: ['email', 'text'],
  amount: ['amount', 'amount'],
  iban: ['iban', 'iban'],
  bic: ['bic', 'text'],
  birth_date: ['birthDate', 'day'],
  language: ['language', 'text'],
  receive_mail: ['receiveMail', 'bool'],
  receive_email: ['receiveEmail', 'bool'],
  comment: ['comment', 'text'],
  recruited_date: ['recruitedDate', 'instant'],
  creation_date: ['creationDate', 'instant'],
  last_export_date: ['lastExportDate', 'instant'],
  source: ['source', 'text'],
};

/** Where a layout column reads from (an unknown source reads nothing: an empty cell). */
export function sourceOf(field: ExportField): CellSource | undefined {
  if (Object.hasOwn(SOURCES, field.source_field)) {
    const [column, kind] = SOURCES[field.source_field as DonationField];
    return { column, kind };
  }
  if (field.source_field.startsWith(EXTRA_FIELD_SOURCE_PREFIX)) {
    const name = field.source_field.slice(EXTRA_FIELD_SOURCE_PREFIX.length);
    return { column: 'extraFields', kind: 'extra', name };
  }
  return undefined;
}

/** A page row of an export: the id and one text per layout column (`c0`, `c1`, …). */
export type ExportSourceRow = { id: number } & Record<string, string | number | null>;

export const cellKey = (index: number) => `c${index}`;

/** A function from an export row to its cells, in the layout's column order (neutralised). */
export function cellReader(
  fields: readonly ExportField[],
  openIban: (sealed: string | null) => string | null,
): (row: ExportSourceRow) => string[] {
  const readers = fields.map((field, index): ((row: ExportSourceRow) => string) => {
    const key = cellKey(index);
    if (sourceOf(field)?.kind === 'iban')
      return (row) => openIban(typeof row[key] === 'string' ? row[key] : null) ?? '';
    return (row) => {
      const value = row[key];
      return typeof value === 'string' ? value : '';
    };
  });
  return (row) => readers.map((read) => neutralise(read(row)));
}

/** The title row: the column names, neutralised like any cell. */
export function titleCells(fields: readonly ExportField[]): string[] {
  return fields.map((field) => neutralise(field.col_name));
}
