/** Records as the api answers them (shapes of @veldwerk/shared/domain). */
import type { Campaign, Client, ExportLayoutDetail } from '@veldwerk/shared/domain';

export const wnf: Client = { id: 4, name: 'WNF', enabled: true, campaigns: [7] };

export const zomer: Campaign = {
  id: 7,
  name: 'Zomeractie',
  backstage_reference: 'zomer-2026',
  enabled: true,
  available_for_tablet: true,
  email_text: null,
  address_link: null,
  client: 4,
  input_fields: [{ name: 'shirt_maat', label: 'Shirtmaat', required: true, options: ['S', 'M'] }],
};

export const maandLayout: ExportLayoutDetail = {
  id: 3,
  campaign: 7,
  campaign_name: 'Zomeractie',
  client_id: 4,
  client_name: 'WNF',
  name: 'Maandexport',
  file_type: 'csv',
  layout_body: [
    { col_name: 'Referentie', source_field: 'reference_number' },
    { col_name: 'Maat', source_field: 'extra_fields.shirt_maat' },
  ],
  add_title_row: true,
  field_delimiter: ';',
  field_enclosure: '"',
  line_ending: 'CR-LF',
  extension: null,
};

export const emptyPage = { results: [], count: 0, next_cursor: null };
