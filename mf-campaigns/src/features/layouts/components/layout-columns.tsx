/** The columns of the export layout list (spec §3: first two col_name values plus a count). */
import type { exportLayoutListContract } from '@veldwerk/shared/domain';
import {
  EXPORT_FILE_TYPES,
  EXPORT_FILE_TYPE_LABELS,
  labelFor,
  layoutFieldsSummary,
  toOptions,
  type ExportLayoutListRow,
} from '@veldwerk/shared/domain';
import type { ContractColumns } from '@veldwerk/shared/ui';

export const layoutColumns: ContractColumns<ExportLayoutListRow, typeof exportLayoutListContract> =
  [
    {
      key: 'name',
      title: 'Naam',
      text: (layout) => layout.name,
      sort: 'name',
      filter: { kind: 'text', field: 'name' },
      width: 'minmax(180px, 2fr)',
    },
    {
      key: 'client',
      title: 'Klant',
      text: (layout) => layout.client_name,
      filter: { kind: 'number', field: 'client', autocomplete: 'clients' },
      width: 'minmax(140px, 1.5fr)',
    },
    {
      key: 'campaign',
      title: 'Campagne',
      text: (layout) => layout.campaign_name,
      filter: { kind: 'number', field: 'campaign', autocomplete: 'campaigns' },
      width: 'minmax(140px, 1.5fr)',
    },
    {
      key: 'file_type',
      title: 'Bestandstype',
      text: (layout) => labelFor(EXPORT_FILE_TYPE_LABELS, layout.file_type),
      filter: {
        kind: 'in',
        field: 'file_type',
        options: toOptions(EXPORT_FILE_TYPES, EXPORT_FILE_TYPE_LABELS),
      },
      width: 'minmax(140px, 1fr)',
    },
    {
      key: 'fields',
      title: 'Velden',
      text: (layout) => layoutFieldsSummary(layout.layout_body ?? []),
      width: 'minmax(200px, 2fr)',
    },
    {
      key: 'id',
      title: 'Nummer',
      text: (layout) => String(layout.id),
      sort: 'id',
      width: 'minmax(90px, 0.7fr)',
      defaultHidden: true,
    },
  ];
