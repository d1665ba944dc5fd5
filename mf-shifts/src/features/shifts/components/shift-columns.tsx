/** The columns of the shift list (issue 14): date, employee, campaign, hq, sales coach, checks, creator. */
import {
  dateOf,
  type Option,
  type ShiftListItem,
  type shiftListContract,
} from '@veldwerk/shared/domain';
import type { ContractColumns } from '@veldwerk/shared/ui';

/** The list's columns; the hq filter offers the deployment's branches. */
export function shiftColumns(
  branches: readonly string[],
): ContractColumns<ShiftListItem, typeof shiftListContract> {
  const hqOptions: Option[] = branches.map((hq) => ({ value: hq, label: hq }));
  return [
    {
      key: 'date',
      title: 'Datum',
      text: (row) => dateOf(row.date),
      sort: 'date',
      filter: { kind: 'date_range', field: 'date' },
      width: 'minmax(130px, 1fr)',
    },
    {
      key: 'time',
      title: 'Tijd',
      text: (row) => `${row.start_time}–${row.end_time}`,
      width: 'minmax(110px, 1fr)',
    },
    {
      key: 'employee',
      title: 'Medewerker',
      text: (row) => row.employee_name,
      width: 'minmax(170px, 2fr)',
    },
    {
      key: 'campaign',
      title: 'Campagne',
      text: (row) => row.campaign_name,
      filter: { kind: 'number', field: 'campaign', autocomplete: 'campaigns' },
      width: 'minmax(150px, 2fr)',
    },
    {
      key: 'hq',
      title: 'Vestiging',
      text: (row) => row.hq ?? '',
      filter: { kind: 'in', field: 'hq', options: hqOptions },
    },
    {
      key: 'sales_coach',
      title: 'Salescoach',
      text: (row) => row.sales_coach_name,
      width: 'minmax(170px, 2fr)',
    },
    {
      key: 'checks_count',
      title: 'Checks',
      text: (row) => String(row.checks_count),
      align: 'right',
      width: 'minmax(90px, 1fr)',
    },
    {
      key: 'shift_creator',
      title: 'Aangemaakt door',
      text: (row) => row.shift_creator_name ?? '',
      width: 'minmax(170px, 2fr)',
    },
  ];
}
