import { describe, expect, it } from 'vitest';
import {
  csvOptionsFor,
  exportLayoutFormSchema,
  exportLayoutPayloadSchema,
  exportLayoutTitle,
  exportLayoutToFormValues,
  exportLayoutToPayload,
  hasCsvOptions,
  layoutFieldsSummary,
  type ExportLayoutFormValues,
} from './export-layout';
import { errorsOf } from '../common/test-helpers';

const layout = (overrides: Partial<ExportLayoutFormValues> = {}): ExportLayoutFormValues => ({
  ...exportLayoutToFormValues(null, 4),
  name: 'Maandexport',
  layout_body: [{ col_name: 'Naam', source_field: 'surname' }],
  ...overrides,
});

describe('export layout', () => {
  it('has the defaults of spec §3', () => {
    expect(exportLayoutToFormValues()).toMatchObject({
      file_type: 'csv',
      add_title_row: true,
      field_delimiter: ',',
      field_enclosure: '"',
      line_ending: 'LF',
    });
  });

  it('requires a campaign, a name and at least one complete field', () => {
    expect(errorsOf(exportLayoutFormSchema, layout())).toEqual({});
    expect(
      errorsOf(exportLayoutFormSchema, layout({ campaign: null, name: '', layout_body: [] })),
    ).toEqual({
      campaign: 'Vereist veld',
      name: 'Vereist veld',
      layout_body: 'Vereist veld',
    });
    expect(
      errorsOf(
        exportLayoutFormSchema,
        layout({ layout_body: [{ col_name: '', source_field: 'x' }] }),
      ),
    ).toEqual({
      'layout_body.0.col_name': 'Vereist veld',
    });
  });

  it('has delimiter, enclosure and line ending only for csv', () => {
    expect(EXPORT_TYPES_WITH_CSV_OPTIONS()).toEqual(['csv']);
    const xlsx = exportLayoutToPayload(
      layout({ file_type: 'xlsx', field_delimiter: ';' }),
    ).export_layout;
    expect(xlsx).toMatchObject({ field_delimiter: null, field_enclosure: null, line_ending: null });
    const csv = exportLayoutToPayload(
      layout({ field_delimiter: '\t', line_ending: 'CR-LF' }),
    ).export_layout;
    expect(csv).toMatchObject({
      field_delimiter: '\t',
      field_enclosure: '"',
      line_ending: 'CR-LF',
    });
    expect(csvOptionsFor('csv', {})).toEqual({
      field_delimiter: ',',
      field_enclosure: '"',
      line_ending: 'LF',
    });
  });

  it('asks the form for the csv options, while a payload may leave them to the defaults', () => {
    expect(
      errorsOf(exportLayoutFormSchema, { ...layout(), field_delimiter: undefined }),
    ).toHaveProperty('field_delimiter');
    const csv = exportLayoutToPayload(layout()).export_layout;
    expect(errorsOf(exportLayoutPayloadSchema, { export_layout: csv })).toEqual({});
    const bare = { ...csv, field_delimiter: null, field_enclosure: undefined, line_ending: null };
    expect(errorsOf(exportLayoutPayloadSchema, { export_layout: bare })).toEqual({});
    expect(csvOptionsFor('csv', {})).toEqual({
      field_delimiter: ',',
      field_enclosure: '"',
      line_ending: 'LF',
    });
    const ods = exportLayoutToPayload(layout({ file_type: 'ods' }));
    expect(errorsOf(exportLayoutPayloadSchema, ods)).toEqual({});
  });

  it('summarises the fields with the first two column names plus a count', () => {
    const fields = ['Voornaam', 'Achternaam', 'IBAN', 'Bedrag'].map((col_name) => ({ col_name }));
    expect(layoutFieldsSummary(fields)).toBe('Voornaam, Achternaam (+2)');
    expect(layoutFieldsSummary(fields.slice(0, 2))).toBe('Voornaam, Achternaam');
    expect(layoutFieldsSummary([])).toBe('');
  });

  it('titles the create and edit pages', () => {
    expect(exportLayoutTitle()).toBe('Export layout maken');
    expect(exportLayoutTitle('Maandexport')).toBe('Maandexport wijzigen');
  });
});

function EXPORT_TYPES_WITH_CSV_OPTIONS(): string[] {
  return ['csv', 'ods', 'xlsx', 'google_sheet'].filter(hasCsvOptions);
}
