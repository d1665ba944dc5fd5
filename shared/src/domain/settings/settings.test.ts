import { describe, expect, it } from 'vitest';
import { themeSettingPayload, themeSettingPayloadSchema } from '../campaign/campaign-theme';
import {
  donationImportDefaults,
  donationImportFieldsSchema,
  donationImportFormSchema,
  donationImportMultipart,
  importAction,
  isCsvFileName,
  isRealExport,
} from '../donation/donation-import';
import { newPasswordSchema } from '../employee/password';
import { bugReportSchema } from '../platform/platform';
import {
  renderSettingPayload,
  renderSettingPayloadSchema,
  settingPayloadSchema,
  settingValueFormSchema,
} from './settings';
import { errorsOf } from '../common/test-helpers';

describe('settings value', () => {
  it('is required', () => {
    expect(errorsOf(settingValueFormSchema, { value: ' ' })).toEqual({ value: 'Vereist veld' });
    expect(errorsOf(settingPayloadSchema, { setting: { value: 'Hallo {{ naam }}' } })).toEqual({});
  });

  it('renders a notification template with {render_setting: {type, template}}', () => {
    expect(renderSettingPayload('Hoi')).toEqual({
      render_setting: { type: 'notification', template: 'Hoi' },
    });
    expect(errorsOf(renderSettingPayloadSchema, renderSettingPayload(''))).toEqual({
      'render_setting.template': 'Vereist veld',
    });
  });
});

describe('campaign theme setting', () => {
  it('sends {theme_setting: {value, type}} with the type of the key', () => {
    expect(themeSettingPayload('primary', ' #00aaff ')).toEqual({
      theme_setting: { value: '#00aaff', type: 'color' },
    });
    expect(themeSettingPayload('logo', '/static/logo.png').theme_setting.type).toBe('file');
    expect(themeSettingPayload('thanks-title', 'Bedankt!').theme_setting.type).toBe('text');
  });

  it('checks colours and requires files; text may be empty', () => {
    expect(errorsOf(themeSettingPayloadSchema, themeSettingPayload('primary', 'blauw'))).toEqual({
      'theme_setting.value': 'Incorrect formaat',
    });
    expect(errorsOf(themeSettingPayloadSchema, themeSettingPayload('logo', ''))).toEqual({
      'theme_setting.value': 'Vereist veld',
    });
    expect(errorsOf(themeSettingPayloadSchema, themeSettingPayload('splash-title', ''))).toEqual(
      {},
    );
  });
});

describe('new password', () => {
  it('is required and at least 6 characters: "Minimaal 6 tekens."', () => {
    expect(errorsOf(newPasswordSchema, { new_password: '' })).toEqual({
      new_password: 'Vereist veld',
    });
    expect(errorsOf(newPasswordSchema, { new_password: '12345' })).toEqual({
      new_password: 'Minimaal 6 tekens.',
    });
    expect(errorsOf(newPasswordSchema, { new_password: '123456' })).toEqual({});
  });
});

describe('bug report', () => {
  it('is required, at least 3 characters', () => {
    expect(errorsOf(bugReportSchema, { text: '' })).toEqual({ text: 'Vereist veld' });
    expect(errorsOf(bugReportSchema, { text: 'ab' })).toEqual({ text: 'Minimaal 3 karakters' });
  });
});

describe('donation import', () => {
  it('requires a file', () => {
    expect(errorsOf(donationImportFormSchema, donationImportDefaults())).toEqual({
      file: 'Vereist veld',
    });
    expect(
      errorsOf(donationImportFormSchema, {
        ...donationImportDefaults(),
        file: { name: 'wijzigingen.xlsx' },
      }),
    ).toEqual({});
  });

  it('previews first and imports once "file is checked" is ticked', () => {
    expect(importAction(false)).toBe('check');
    expect(importAction(true)).toBe('import');
  });

  it('shows and sends the CSV options only for .csv file names', () => {
    expect(isCsvFileName('Wijzigingen.CSV')).toBe(true);
    expect(isCsvFileName('wijzigingen.csv.xlsx')).toBe(false);
    const base = { ...donationImportDefaults(), columns: ['reference_number', 'iban'] };
    const csv = donationImportMultipart({ ...base, file: { name: 'a.csv' }, file_checked: true });
    expect(
      csv.map(([name, value]) => [name, typeof value === 'string' ? value : value.name]),
    ).toEqual([
      ['donation_import[file]', 'a.csv'],
      ['donation_import[action]', 'import'],
      ['donation_import[csv_encoding]', 'utf8'],
      ['donation_import[csv_enclosure]', '"'],
      ['donation_import[csv_delimiter]', ','],
      ['donation_import[has_title_row]', '1'],
      ['donation_import[columns][]', 'reference_number'],
      ['donation_import[columns][]', 'iban'],
    ]);
    const xlsx = donationImportMultipart({ ...base, file: { name: 'a.xlsx' } });
    expect(xlsx.map(([name]) => name)).not.toContain('donation_import[csv_encoding]');
    expect(xlsx).toContainEqual(['donation_import[action]', 'check']);
  });

  it('lets the api read the multipart fields', () => {
    expect(donationImportFieldsSchema.parse({ action: 'check' })).toEqual({
      action: 'check',
      has_title_row: '1',
      columns: [],
    });
    expect(errorsOf(donationImportFieldsSchema, { action: 'delete' })).toEqual({
      action: 'Ongeldige keuze',
    });
  });

  it('exports for real only with both boxes ticked', () => {
    expect(isRealExport(true, true)).toBe(true);
    expect(isRealExport(true, false)).toBe(false);
    expect(isRealExport(false, true)).toBe(false);
  });
});
