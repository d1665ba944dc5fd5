/**
 * Importing donation changes (spec §4, §5, §7): a preview first (action check), the real import
 * when 'file is checked' is ticked (action import). CSV options show only for `.csv` files.
 * Sent as multipart `POST update-donations` with `donation_import[…]` fields.
 */
import { z } from '../common/zod-nl';
import { MESSAGES } from '../../validation/messages';
import { required, ruledObject } from '../../validation/rule';
import {
  DEFAULT_FIELD_DELIMITER,
  DEFAULT_FIELD_ENCLOSURE,
  fieldDelimiterSchema,
  fieldEnclosureSchema,
} from '../export-layout/export-layout';
import { boundedList, boundedText, formText } from '../common/fields';
import { IMPORT_COLUMNS_MAX, TEXT_MAX } from '../common/constants';

export const IMPORT_ENCODINGS = ['utf8', 'utf16_le', 'ANSI'] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];
export const importEncodingSchema = z.enum(IMPORT_ENCODINGS);
export const IMPORT_ENCODING_LABELS: Record<ImportEncoding, string> = {
  utf8: 'UTF-8',
  utf16_le: 'UTF-16 LE',
  ANSI: 'ANSI (Windows-1252)',
};
export const DEFAULT_IMPORT_ENCODING: ImportEncoding = 'utf8';

export const IMPORT_ACTIONS = ['check', 'import'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** A chosen file (a browser `File` satisfies it). */
export interface FileLike {
  readonly name: string;
}

const isFileLike = (value: unknown): value is FileLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { name?: unknown }).name === 'string';

/** CSV options (delimiter, enclosure, encoding) apply only to file names ending in .csv. */
export function isCsvFileName(name: string | null | undefined): boolean {
  return /\.csv$/i.test(name?.trim() ?? '');
}

/** Preview unless 'file is checked' is ticked. */
export function importAction(fileChecked: boolean): ImportAction {
  return fileChecked ? 'import' : 'check';
}

export const donationImportFormShape = {
  file: z.custom<FileLike>(isFileLike, { error: MESSAGES.required }).nullable(),
  file_checked: z.boolean(),
  csv_encoding: importEncodingSchema,
  csv_enclosure: fieldEnclosureSchema,
  csv_delimiter: fieldDelimiterSchema,
  has_title_row: z.boolean(),
  /** Column mapping: the donation field of each column, in order. */
  columns: boundedList(formText(TEXT_MAX.line), IMPORT_COLUMNS_MAX),
};

/** Import: a file is required. */
export const donationImportFormSchema = ruledObject(donationImportFormShape, () => ({
  file: required,
}));
export type DonationImportFormValues = z.infer<typeof donationImportFormSchema>;

export function donationImportDefaults(): DonationImportFormValues {
  return {
    file: null,
    file_checked: false,
    csv_encoding: DEFAULT_IMPORT_ENCODING,
    csv_enclosure: DEFAULT_FIELD_ENCLOSURE,
    csv_delimiter: DEFAULT_FIELD_DELIMITER,
    has_title_row: true,
    columns: [],
  };
}

/**
 * The multipart fields in order, as `[name, value]` pairs for a `FormData`. The csv options are
 * sent only for a .csv file.
 */
export function donationImportMultipart<F extends FileLike>(
  values: Omit<DonationImportFormValues, 'file'> & { file: F },
): [string, string | F][] {
  const fields: [string, string | F][] = [
    ['donation_import[file]', values.file],
    ['donation_import[action]', importAction(values.file_checked)],
  ];
  if (isCsvFileName(values.file.name)) {
    fields.push(
      ['donation_import[csv_encoding]', values.csv_encoding],
      ['donation_import[csv_enclosure]', values.csv_enclosure],
      ['donation_import[csv_delimiter]', values.csv_delimiter],
    );
  }
  fields.push(['donation_import[has_title_row]', values.has_title_row ? '1' : '0']);
  for (const column of values.columns) fields.push(['donation_import[columns][]', column]);
  return fields;
}

/** The non-file multipart fields as the api reads them (names without the `donation_import` wrapper). */
export const donationImportFieldsSchema = z.object({
  action: z.enum(IMPORT_ACTIONS),
  csv_encoding: importEncodingSchema.optional(),
  csv_enclosure: fieldEnclosureSchema.optional(),
  csv_delimiter: fieldDelimiterSchema.optional(),
  has_title_row: z.enum(['0', '1']).default('1'),
  columns: boundedList(boundedText(TEXT_MAX.line), IMPORT_COLUMNS_MAX).default([]),
});
export type DonationImportFields = z.infer<typeof donationImportFieldsSchema>;

/** A cell that breaks its field's rule: its line in the file, the column's field, the message. */
export const importRowErrorSchema = z.object({
  line: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/**
 * The import answer: `results.total` (data rows), `unfound` (reference numbers no donor has),
 * `double_reference_numbers` (in the file twice, or held by two donors: left unchanged),
 * `overwrites` (per field: the new value → the reference numbers whose field it changes) and
 * `errors` (cells that break their rule; an import with errors changes nothing). A real import
 * also answers its batch (the id a rollback names).
 */
export const donationImportResultSchema = z.object({
  results: z.object({
    total: z.number().int(),
    unfound: z.array(z.string()),
    double_reference_numbers: z.array(z.string()),
    overwrites: z.record(z.string(), z.record(z.string(), z.array(z.string()))),
    errors: z.array(importRowErrorSchema),
    /** How many rows the preview found more errors in than `errors` lists. */
    errors_truncated: z.number().int(),
    /** Donors whose fields change (or changed). */
    changed: z.number().int(),
  }),
  batch: z.number().int().nullable(),
});
export type DonationImportResult = z.infer<typeof donationImportResultSchema>;

/** One recorded import: who, when, which file, how many donors and fields, rolled back or not. */
export const importBatchSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  actor_email: z.string().nullable(),
  file_name: z.string(),
  rows: z.number().int(),
  donations: z.number().int(),
  changes: z.number().int(),
  rolled_back_at: z.string().nullable(),
  rolled_back_by: z.string().nullable(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;
export const importBatchListSchema = z.object({
  results: z.array(importBatchSchema),
  count: z.number().int(),
});
export type ImportBatchList = z.infer<typeof importBatchListSchema>;

/** The refusal of a real import with bad cells: spec §8 shows `message (code): exception[0].message`. */
export interface ImportErrorBody {
  status: 'error';
  message: string;
  error: { code: string; message: string };
  exception?: { message: string }[];
}

/** The Dutch texts of the import (spec §8 and what the spec leaves open). */
export const IMPORT_MESSAGES = {
  cannotImport: 'Kan dit bestand niet importeren',
  preview: (file: string) => `Voorvertoning van "${file}".`,
  imported: (file: string) => `Het bestand "${file}" is succesvol geïmporteerd.`,
  placeholder: 'Importeer eerst een bestand...',
  notMultipart: 'Stuur het bestand als multipart/form-data in het veld donation_import[file].',
  noFile: 'Kies een bestand om te importeren.',
  empty: 'Het bestand is leeg.',
  tooLarge: (megabytes: string) => `Het bestand is te groot (maximaal ${megabytes}).`,
  tooManyRows: (max: number) => `Het bestand heeft meer dan ${max} regels.`,
  unsupportedType: 'Alleen .csv-, .xlsx- en .ods-bestanden kunnen worden geïmporteerd.',
  contentMismatch: (extension: string) =>
    `De inhoud van het bestand past niet bij de extensie .${extension}.`,
  malformed: 'Het bestand kan niet worden gelezen: het is beschadigd of heeft een onjuist formaat.',
  zipBomb: 'Het bestand pakt uit tot meer dan is toegestaan en wordt geweigerd.',
  noReferenceColumn: 'Geef aan welke kolom het referentienummer bevat.',
  unknownColumn: (name: string) => `Onbekend veld in de kolomindeling: ${name}.`,
  columnTwice: (name: string) => `Het veld ${name} staat twee keer in de kolomindeling.`,
  rowErrors: 'Het bestand bevat ongeldige waarden; er is niets gewijzigd.',
  rowError: (line: number, field: string, message: string) => `Regel ${line}, ${field}: ${message}`,
  rejectReasonForState: 'Reden afwijzing past niet bij de status',
  batchNotFound: 'Deze import bestaat niet.',
  alreadyRolledBack: 'Deze import is al teruggedraaid.',
  changedSince: (count: number, first: string) =>
    `Kan niet terugdraaien: ${count} ${count === 1 ? 'veld is' : 'velden zijn'} sinds de import opnieuw gewijzigd (${first}).`,
  rolledBack: (id: number) => `Import ${id} is teruggedraaid.`,
} as const;

/** spec §8 "Import failure": `message (code): first exception message`, else the fallback. */
export function importErrorMessage(body: unknown): string {
  if (typeof body !== 'object' || body === null) return IMPORT_MESSAGES.cannotImport;
  const { message, error, exception } = body as Partial<ImportErrorBody>;
  const code = error?.code;
  const first = Array.isArray(exception) ? exception[0]?.message : undefined;
  const text = typeof message === 'string' && message !== '' ? message : error?.message;
  if (text === undefined || text === '') return IMPORT_MESSAGES.cannotImport;
  if (code === undefined) return text;
  return first === undefined ? `${text} (${code})` : `${text} (${code}): ${first}`;
}

/** A real export (marking donors as exported) needs both 'file is checked' and 'mark as exported'. */
export function isRealExport(fileChecked: boolean, markExported: boolean): boolean {
  return fileChecked && markExported;
}
