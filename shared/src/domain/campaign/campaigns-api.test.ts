import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../http/api-paths';
import { campaignAutocompleteItemSchema, autocompleteQuerySchema } from '../list/autocomplete';
import { campaignListContract } from './campaign';
import { themeSettingListSchema } from './campaign-theme';
import { clientListContract } from '../client/client';
import {
  exportLayoutListContract,
  exportLayoutListRowSchema,
  extraFieldSource,
  isKnownSourceField,
  layoutMessageLines,
} from '../export-layout/export-layout';
import { fillPath } from '../http/api-paths';
import { listPageSchema, listQueryEntries, parseListQuery } from '../list/list-contract';
import { listPreferencesSchema } from '../list/preferences';

describe('list contracts of clients, campaigns and layouts', () => {
  it('default to name ascending with the page sizes of spec §9', () => {
    for (const contract of [clientListContract, campaignListContract, exportLayoutListContract]) {
      expect(contract.defaultSort).toEqual({ field: 'name', order: 'asc' });
      expect(contract.sorts).toEqual(['name', 'id']);
    }
    expect(clientListContract.pageSize).toBe(500);
    expect(campaignListContract.pageSize).toBe(50);
    expect(exportLayoutListContract.pageSize).toBe(500);
  });

  it('parse their filters, and layouts accept return_fields', () => {
    expect(parseListQuery(clientListContract, { name: 'wnf', enabled: 'true' })).toMatchObject({
      ok: true,
      params: { filters: { name: 'wnf', enabled: true } },
    });
    expect(
      parseListQuery(campaignListContract, { available_for_tablet: '0', sort: 'id' }),
    ).toMatchObject({ ok: true, params: { sort: 'id', filters: { available_for_tablet: false } } });
    const layouts = parseListQuery(exportLayoutListContract, {
      return_fields: '1',
      client: '4',
      'file_type[]': ['csv', 'xlsx'],
    });
    expect(layouts).toMatchObject({
      ok: true,
      params: { filters: { client: 4, file_type: ['csv', 'xlsx'] } },
    });
    expect(parseListQuery(exportLayoutListContract, { 'file_type[]': 'pdf' }).ok).toBe(false);
    expect(parseListQuery(clientListContract, { sort: 'enabled' }).ok).toBe(false);
  });

  it('fill their path templates', () => {
    expect(fillPath(campaignListContract.path, { clientId: 4 })).toBe('clients/4/campaigns');
    expect(fillPath(API_PATHS.campaignSetting, { clientId: 4, campaignId: 7, name: 'logo' })).toBe(
      'clients/4/campaigns/7/settings/logo.json',
    );
    expect(fillPath(API_PATHS.layout, { id: 3 })).toBe('exports/3/layout');
    expect(() => fillPath(campaignListContract.path)).toThrow(/clientId/);
    expect(listQueryEntries({ limit: 100, cursor: 'abc', sort: 'name', order: 'asc' })).toEqual([
      ['limit', '100'],
      ['cursor', 'abc'],
      ['sort', 'name'],
      ['order', 'asc'],
    ]);
  });
});

describe('answer schemas', () => {
  it('layout list rows carry the display names and, with return_fields, the fields', () => {
    const row = {
      id: 1,
      campaign: 7,
      campaign_name: 'Zomer',
      client_id: 4,
      client_name: 'WNF',
      name: 'Maand',
      file_type: 'csv',
      add_title_row: true,
      field_delimiter: ',',
      field_enclosure: '"',
      line_ending: 'LF',
      extension: null,
    };
    expect(exportLayoutListRowSchema.safeParse(row).success).toBe(true);
    const withFields = { ...row, layout_body: [{ col_name: 'Naam', source_field: 'surname' }] };
    expect(
      listPageSchema(exportLayoutListRowSchema).parse({
        results: [withFields],
        count: 1,
        next_cursor: null,
      }).results[0]?.layout_body,
    ).toHaveLength(1);
  });

  it('theme settings carry their type; preferences and autocomplete have their shapes', () => {
    expect(
      themeSettingListSchema.safeParse([{ key: 'primary', value: '#fff', type: 'color' }]).success,
    ).toBe(true);
    expect(
      themeSettingListSchema.safeParse([{ key: 'nope', value: '', type: 'text' }]).success,
    ).toBe(false);
    expect(listPreferencesSchema.parse({ columns: [] })).toEqual({ columns: [] });
    expect(
      listPreferencesSchema.safeParse({ columns: [{ key: 'name', visible: 'yes' }] }).success,
    ).toBe(false);
    expect(autocompleteQuerySchema.safeParse({ q: ' a ' }).success).toBe(false);
    expect(
      campaignAutocompleteItemSchema.parse({
        id: 7,
        label: 'Zomer',
        client_id: 4,
        client_name: 'WNF',
      }),
    ).toMatchObject({ client_name: 'WNF' });
  });
});

describe('export layout sources and save messages', () => {
  it('knows donation fields and the campaign input fields', () => {
    expect(isKnownSourceField('surname')).toBe(true);
    expect(isKnownSourceField(extraFieldSource('shirt_size'), ['shirt_size'])).toBe(true);
    expect(isKnownSourceField('extra_fields.other', ['shirt_size'])).toBe(false);
    expect(isKnownSourceField('password')).toBe(false);
  });

  it('shows layout_messages as "field: message"', () => {
    expect(
      layoutMessageLines({
        status: 'error',
        message: 'Server kan het record niet opslaan, controleer het formulier.',
        errors: { errors: [], children: {} },
        layout_messages: { 'layout_body.1': 'Onbekend bronveld', name: 'Bestaat al' },
      }),
    ).toEqual(['layout_body.1: Onbekend bronveld', 'name: Bestaat al']);
    expect(layoutMessageLines({ layout_messages: ['x'] })).toEqual([]);
    expect(layoutMessageLines('text')).toEqual([]);
  });
});
