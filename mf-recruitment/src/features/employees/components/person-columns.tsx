/** The columns of the employees and applicants lists (spec §3 "Applicant list columns"). */
import {
  EMPLOYEE_STATE_LABELS,
  RECORD_STATUS_LABELS,
  RECORD_STATUSES,
  SOURCE_LABELS,
  SOURCES,
  toOptions,
  type EmployeeListItem,
  type EmployeeState,
  type employeeListContract,
  employeeCalleeKey,
} from '@veldwerk/shared/domain';
import { CallButton, StateTag, type ContractColumns } from '@veldwerk/shared/ui';

import { personName, showDate, showDateTime } from './format';

type Columns = ContractColumns<EmployeeListItem, typeof employeeListContract>;

/** The columns, with the status filter offering only `states` (the screen's states). */
export function personColumns(states: readonly EmployeeState[]): Columns {
  return [
    {
      key: 'employee_status',
      title: 'Status',
      text: (row) => EMPLOYEE_STATE_LABELS[row.employee_status],
      render: (row) => <StateTag state={row.employee_status} labels={EMPLOYEE_STATE_LABELS} />,
      filter: {
        kind: 'in',
        field: 'employee_status',
        options: toOptions(states, EMPLOYEE_STATE_LABELS),
      },
      width: 'minmax(130px, 1fr)',
    },
    {
      key: 'surname',
      title: 'Naam',
      text: (row) => personName(row),
      sort: 'surname',
      filter: { kind: 'text', field: 'surname' },
      width: 'minmax(180px, 2fr)',
    },
    {
      key: 'record_status',
      title: 'Record',
      text: (row) => RECORD_STATUS_LABELS[row.record_status],
      filter: {
        kind: 'in',
        field: 'record_status',
        options: toOptions(RECORD_STATUSES, RECORD_STATUS_LABELS),
      },
      width: 'minmax(100px, 1fr)',
    },
    {
      key: 'place',
      title: 'Plaats',
      text: (row) => row.place ?? '',
      filter: { kind: 'text', field: 'place' },
      width: 'minmax(120px, 1fr)',
    },
    {
      key: 'hq',
      title: 'Vestiging',
      text: (row) => row.hq ?? '',
      sort: 'hq',
      filter: { kind: 'text', field: 'hq' },
      width: 'minmax(120px, 1fr)',
    },
    {
      key: 'phone',
      title: 'Telefoon',
      text: (row) => row.mobile ?? row.phone ?? '',
      // The number, and click-to-call (issue 16) when the softphone is there.
      render: (row) => (
        <>
          {row.mobile ?? row.phone ?? ''}
          {row.mobile === null && row.phone === null ? null : (
            <CallButton callee={employeeCalleeKey(row.uuid)} name={personName(row)} />
          )}
        </>
      ),
      filter: { kind: 'text', field: 'phone' },
      width: 'minmax(130px, 1fr)',
    },
    {
      key: 'person_creation_date',
      title: 'Aangemaakt',
      text: (row) => showDateTime(row.person_creation_date),
      sort: 'person_creation_date',
      filter: { kind: 'date_range', field: 'person_creation_date' },
      width: 'minmax(150px, 1fr)',
    },
    {
      key: 'recruited_by',
      title: 'Geworven door',
      text: (row) => row.recruited_by_name ?? '',
      width: 'minmax(150px, 1fr)',
    },
    {
      key: 'recruited_by_alternative',
      title: 'Doorverwijzing',
      text: (row) => row.recruited_by_alternative ?? '',
      filter: { kind: 'text', field: 'recruited_by_alternative' },
      width: 'minmax(130px, 1fr)',
    },
    {
      key: 'open_date',
      title: 'Actiedatum',
      text: (row) => showDate(row.open_date),
      sort: 'open_date',
      filter: { kind: 'date_range', field: 'open_date' },
      width: 'minmax(120px, 1fr)',
    },
    {
      key: 'source',
      title: 'Bron',
      text: (row) => (row.source === null ? '' : SOURCE_LABELS[row.source]),
      sort: 'source',
      filter: { kind: 'in', field: 'source', options: toOptions(SOURCES, SOURCE_LABELS) },
      width: 'minmax(130px, 1fr)',
    },
    {
      key: 'campaign',
      title: 'Campagne',
      text: (row) => (row.campaign === null ? '' : String(row.campaign)),
      width: 'minmax(100px, 1fr)',
    },
  ];
}
