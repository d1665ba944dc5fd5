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

/** The import answer: `results.total`, `unfound`, `double_reference_numbers`, `overwrites`. */
export const donationImportResultSchema = z.object({
  results: z.object({
    total: z.number().int(),
    unfound: z.array(z.string()),
    double_reference_numbers: z.array(z.string()),
    /** Value → the reference numbers whose field it overwrites. */
    overwrites: z.record(z.string(), z.array(z.string())),
  }),
});
export type DonationImportResult = z.infer<typeof donationImportResultSchema>;

/** A real export (marking donors as exported) needs both 'file is checked' and 'mark as exported'. */
export function isRealExport(fileChecked: boolean, markExported: boolean): boolean {
  return fileChecked && markExported;
}
