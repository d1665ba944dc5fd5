/**
 * Export layouts (spec §3): which donation fields go into an export file under which column
 * names, and the csv-only options. Payload `{export_layout: …}` of `POST exports/layouts` /
 * `PUT exports/{id}/layout`.
 */
import { z } from '../common/zod-nl';
import { MESSAGES } from '../../validation/messages';
import { isBlank, required, requiredThen, ruledObject, type Rule } from '../../validation/rule';
import { lengthRule } from '../../validation/formats';
import type { IssueLike, ValidationErrorBody } from '../http/http';
import {
  EXPORT_LAYOUT_FIELDS_MAX,
  LAYOUTS_PAGE_SIZE,
  NAME_MAX_LENGTH,
  TEXT_MAX,
} from '../common/constants';
import { defineListContract } from '../list/list-contract';
import { boundedList, boundedText, formText, payloadText } from '../common/fields';

export const EXPORT_FILE_TYPES = ['csv', 'ods', 'xlsx', 'google_sheet'] as const;
export type ExportFileType = (typeof EXPORT_FILE_TYPES)[number];
export const exportFileTypeSchema = z.enum(EXPORT_FILE_TYPES);
export const EXPORT_FILE_TYPE_LABELS: Record<ExportFileType, string> = {
  csv: 'CSV',
  ods: 'OpenDocument (ods)',
  xlsx: 'Excel (xlsx)',
  google_sheet: 'Google Sheet',
};
export const DEFAULT_EXPORT_FILE_TYPE: ExportFileType = 'csv';

export const FIELD_DELIMITERS = [',', ';', '\t'] as const;
export type FieldDelimiter = (typeof FIELD_DELIMITERS)[number];
export const fieldDelimiterSchema = z.enum(FIELD_DELIMITERS);
export const FIELD_DELIMITER_LABELS: Record<FieldDelimiter, string> = {
  ',': 'Komma (,)',
  ';': 'Puntkomma (;)',
  '\t': 'Tab',
};
export const DEFAULT_FIELD_DELIMITER: FieldDelimiter = ',';

export const FIELD_ENCLOSURES = ["'", '"'] as const;
export type FieldEnclosure = (typeof FIELD_ENCLOSURES)[number];
export const fieldEnclosureSchema = z.enum(FIELD_ENCLOSURES);
export const FIELD_ENCLOSURE_LABELS: Record<FieldEnclosure, string> = {
  "'": "Enkel aanhalingsteken (')",
  '"': 'Dubbel aanhalingsteken (")',
};
export const DEFAULT_FIELD_ENCLOSURE: FieldEnclosure = '"';

export const LINE_ENDINGS = ['LF', 'LF-CR', 'CR', 'CR-LF', 'CR-CR-LF'] as const;
export type LineEnding = (typeof LINE_ENDINGS)[number];
export const lineEndingSchema = z.enum(LINE_ENDINGS);
export const LINE_ENDING_LABELS: Record<LineEnding, string> = {
  LF: 'LF (Linux, macOS)',
  'LF-CR': 'LF-CR',
  CR: 'CR (oud macOS)',
  'CR-LF': 'CR-LF (Windows)',
  'CR-CR-LF': 'CR-CR-LF',
};
/** The characters each line ending writes. */
export const LINE_ENDING_CHARACTERS: Record<LineEnding, string> = {
  LF: '\n',
  'LF-CR': '\n\r',
  CR: '\r',
  'CR-LF': '\r\n',
  'CR-CR-LF': '\r\r\n',
};
export const DEFAULT_LINE_ENDING: LineEnding = 'LF';

/** Placeholder of the extension field: empty means the file type's own extension. */
export const EXTENSION_PLACEHOLDER = 'Automatisch';

/** Only csv has delimiter, enclosure and line ending. */
export function hasCsvOptions(fileType: string): boolean {
  return fileType === 'csv';
}

export interface CsvOptions {
  field_delimiter: FieldDelimiter | null;
  field_enclosure: FieldEnclosure | null;
  line_ending: LineEnding | null;
}

/** The csv options to store: the chosen ones (or defaults) for csv, none for other types. */
export function csvOptionsFor(fileType: string, chosen: Partial<CsvOptions>): CsvOptions {
  if (!hasCsvOptions(fileType))
    return { field_delimiter: null, field_enclosure: null, line_ending: null };
  return {
    field_delimiter: chosen.field_delimiter ?? DEFAULT_FIELD_DELIMITER,
    field_enclosure: chosen.field_enclosure ?? DEFAULT_FIELD_ENCLOSURE,
    line_ending: chosen.line_ending ?? DEFAULT_LINE_ENDING,
  };
}

export const exportFieldSchema = z.object({
  /** Column name in the file. */
  col_name: z.string(),
  /** The donation field (or campaign input field) the column reads. */
  source_field: z.string(),
});
export type ExportField = z.infer<typeof exportFieldSchema>;

/** An export column as the layout form holds it: the same, within the limits. */
export const exportFieldFormSchema = z.object({
  col_name: formText(TEXT_MAX.line),
  source_field: formText(TEXT_MAX.line),
});

/** Each field needs a column name and a source field; a layout needs at least one field. */
export function exportFieldIssues(
  fields: readonly Partial<ExportField>[] | undefined,
): IssueLike[] {
  if (fields === undefined || fields.length === 0)
    return [{ path: ['layout_body'], message: MESSAGES.required }];
  const issues: IssueLike[] = [];
  fields.forEach((field, index) => {
    for (const key of ['col_name', 'source_field'] as const) {
      if (isBlank(field[key]))
        issues.push({ path: ['layout_body', index, key], message: MESSAGES.required });
    }
  });
  return issues;
}

function payloadLayoutRules(): Record<string, Rule | undefined> {
  return { campaign: required, name: requiredThen(lengthRule(1, NAME_MAX_LENGTH)) };
}

/**
 * The form asks for the csv options of a csv layout; a payload may leave them out, and the api
 * stores the defaults of spec §3 (`csvOptionsFor`), as it does for file_type and add_title_row.
 */
function formLayoutRules(
  values: Readonly<Record<string, unknown>>,
): Record<string, Rule | undefined> {
  const csv = typeof values.file_type === 'string' && hasCsvOptions(values.file_type);
  return {
    ...payloadLayoutRules(),
    field_delimiter: csv ? required : undefined,
    field_enclosure: csv ? required : undefined,
    line_ending: csv ? required : undefined,
  };
}

function withFields<S extends z.ZodType<{ layout_body: Partial<ExportField>[] }>>(schema: S): S {
  return schema.superRefine((values, ctx) => {
    for (const issue of exportFieldIssues(values.layout_body)) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [...issue.path] });
    }
  });
}

export const exportLayoutFormShape = {
  campaign: z.number().int().nullable(),
  name: formText(TEXT_MAX.name),
  file_type: exportFileTypeSchema,
  layout_body: boundedList(exportFieldFormSchema, EXPORT_LAYOUT_FIELDS_MAX),
  add_title_row: z.boolean(),
  field_delimiter: fieldDelimiterSchema,
  field_enclosure: fieldEnclosureSchema,
  line_ending: lineEndingSchema,
  extension: formText(TEXT_MAX.code),
};
export const exportLayoutFormSchema = withFields(
  ruledObject(exportLayoutFormShape, formLayoutRules),
);
export type ExportLayoutFormValues = z.infer<typeof exportLayoutFormSchema>;

export const exportLayoutPayloadShape = {
  campaign: z.number().int().positive().nullish(),
  name: boundedText(TEXT_MAX.name),
  file_type: exportFileTypeSchema.default(DEFAULT_EXPORT_FILE_TYPE),
  layout_body: boundedList(
    z.object({
      col_name: boundedText(TEXT_MAX.line),
      source_field: boundedText(TEXT_MAX.line),
    }),
    EXPORT_LAYOUT_FIELDS_MAX,
  ),
  add_title_row: z.boolean().default(true),
  field_delimiter: fieldDelimiterSchema.nullish(),
  field_enclosure: fieldEnclosureSchema.nullish(),
  line_ending: lineEndingSchema.nullish(),
  extension: payloadText(TEXT_MAX.code),
};
export const exportLayoutPayloadSchema = z.object({
  export_layout: withFields(ruledObject(exportLayoutPayloadShape, payloadLayoutRules)),
});
export type ExportLayoutPayload = z.input<typeof exportLayoutPayloadSchema>;
export type ExportLayoutPayloadBody = z.output<typeof exportLayoutPayloadSchema>['export_layout'];

export const exportLayoutSchema = z.object({
  id: z.number().int(),
  campaign: z.number().int(),
  name: z.string(),
  file_type: exportFileTypeSchema,
  layout_body: z.array(exportFieldSchema),
  add_title_row: z.boolean(),
  field_delimiter: fieldDelimiterSchema.nullable(),
  field_enclosure: fieldEnclosureSchema.nullable(),
  line_ending: lineEndingSchema.nullable(),
  extension: z.string().nullable(),
});
export type ExportLayout = z.infer<typeof exportLayoutSchema>;

export function exportLayoutToFormValues(
  layout?: ExportLayout | null,
  campaign: number | null = null,
): ExportLayoutFormValues {
  return {
    campaign: layout?.campaign ?? campaign,
    name: layout?.name ?? '',
    file_type: layout?.file_type ?? DEFAULT_EXPORT_FILE_TYPE,
    layout_body: layout?.layout_body.map((field) => ({ ...field })) ?? [],
    add_title_row: layout?.add_title_row ?? true,
    field_delimiter: layout?.field_delimiter ?? DEFAULT_FIELD_DELIMITER,
    field_enclosure: layout?.field_enclosure ?? DEFAULT_FIELD_ENCLOSURE,
    line_ending: layout?.line_ending ?? DEFAULT_LINE_ENDING,
    extension: layout?.extension ?? '',
  };
}

/** Form values → `{export_layout: …}`; the csv options are dropped for other file types. */
export function exportLayoutToPayload(values: ExportLayoutFormValues): {
  export_layout: ExportLayoutPayloadBody;
} {
  const extension = values.extension.trim();
  return {
    export_layout: {
      campaign: values.campaign,
      name: values.name.trim(),
      file_type: values.file_type,
      layout_body: values.layout_body.map((field) => ({
        col_name: field.col_name.trim(),
        source_field: field.source_field.trim(),
      })),
      add_title_row: values.add_title_row,
      ...csvOptionsFor(values.file_type, values),
      extension: extension === '' ? null : extension,
    },
  };
}

/** The list shows the first two column names plus a count: `Voornaam, Achternaam (+3)`. */
export function layoutFieldsSummary(fields: readonly Pick<ExportField, 'col_name'>[]): string {
  const first = fields.slice(0, 2).map((field) => field.col_name);
  const rest = fields.length - first.length;
  return rest > 0 ? `${first.join(', ')} (+${rest})` : first.join(', ');
}

/** Page titles: 'Export layout maken' and '{name} wijzigen'. */
export function exportLayoutTitle(name?: string | null): string {
  return name === undefined || name === null || name === ''
    ? 'Export layout maken'
    : `${name} wijzigen`;
}

/** Names shown beside a layout: its campaign and that campaign's client. */
const layoutDisplayShape = {
  campaign_name: z.string(),
  client_id: z.number().int(),
  client_name: z.string(),
};

/**
 * `GET exports/{id}/layout` answers one layout with the names of its campaign and client (the
 * form's campaign autocomplete shows them). Also the answer of `POST exports/layouts` (201) and
 * `PUT exports/{id}/layout`.
 */
export const exportLayoutDetailSchema = exportLayoutSchema.extend(layoutDisplayShape);
export type ExportLayoutDetail = z.infer<typeof exportLayoutDetailSchema>;

/**
 * A row of `GET exports/layouts`: the layout with the display names; `layout_body` (the export
 * fields) only when the call sends `return_fields=1`.
 */
export const exportLayoutListRowSchema = exportLayoutDetailSchema.extend({
  layout_body: z.array(exportFieldSchema).optional(),
});
export type ExportLayoutListRow = z.infer<typeof exportLayoutListRowSchema>;

/** The extra list parameter that adds the export fields to each row (spec §7). */
export const RETURN_FIELDS_PARAM = 'return_fields';

/** `GET exports/layouts` (list contract; spec §7 also sends `return_fields=1`). */
export const exportLayoutListContract = defineListContract({
  resource: 'layouts',
  path: 'exports/layouts',
  filters: {
    name: { kind: 'text' },
    campaign: { kind: 'number' },
    client: { kind: 'number' },
    file_type: { kind: 'in', values: EXPORT_FILE_TYPES },
  },
  sorts: ['name', 'id'],
  defaultSort: { field: 'name', order: 'asc' },
  pageSize: LAYOUTS_PAGE_SIZE,
});

/**
 * The donation fields an export column can read (spec §3 donation), with Dutch labels. A
 * campaign input field is read as `extra_fields.{name}` (see `extraFieldSource`).
 */
export const EXPORT_DONATION_FIELDS = {
  reference_number: 'Referentienummer',
  state: 'Status',
  recruiter_number: 'Wervernummer',
  recruiter_employee_code: 'Personeelsnummer werver',
  period: 'Periode',
  start_date: 'Startdatum',
  stop_date: 'Stopdatum',
  sex: 'Geslacht',
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
  amount: 'Bedrag',
  iban: 'IBAN',
  bic: 'BIC',
  birth_date: 'Geboortedatum',
  language: 'Taal',
  receive_mail: 'Post ontvangen',
  receive_email: 'E-mail ontvangen',
  comment: 'Opmerking',
  recruited_date: 'Wervingsdatum',
  creation_date: 'Aanmaakdatum',
  last_export_date: 'Laatste exportdatum',
  source: 'Bron',
} as const satisfies Record<string, string>;
export type ExportDonationField = keyof typeof EXPORT_DONATION_FIELDS;

export const EXTRA_FIELD_SOURCE_PREFIX = 'extra_fields.';

/** The source of a column that reads a campaign input field. */
export function extraFieldSource(inputFieldName: string): string {
  return `${EXTRA_FIELD_SOURCE_PREFIX}${inputFieldName}`;
}

/**
 * Whether a source field exists: a donation field, or an input field of the layout's campaign
 * (`extra_fields.{name}`, checked against `inputFieldNames` when given).
 */
export function isKnownSourceField(source: string, inputFieldNames?: readonly string[]): boolean {
  if (Object.hasOwn(EXPORT_DONATION_FIELDS, source)) return true;
  if (!source.startsWith(EXTRA_FIELD_SOURCE_PREFIX)) return false;
  const name = source.slice(EXTRA_FIELD_SOURCE_PREFIX.length);
  return inputFieldNames === undefined ? name !== '' : inputFieldNames.includes(name);
}

/**
 * A refused layout save (spec §8 "Layout save failure"): the usual 400 shape, optionally with
 * `layout_messages` — problems of the layout as a whole, by field (`{"layout_body.2":
 * "Onbekend bronveld"}`), shown as "field: message".
 */
export type LayoutSaveErrorBody = ValidationErrorBody & {
  layout_messages?: Record<string, string>;
};

/** The "field: message" lines of a refused layout save (empty when there are none). */
export function layoutMessageLines(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const messages = (body as { layout_messages?: unknown }).layout_messages;
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) return [];
  return Object.entries(messages as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([field, message]) => `${field}: ${message}`);
}
