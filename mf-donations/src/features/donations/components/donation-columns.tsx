/** The columns of the donor list (spec §2): every one the issue names, with its filter and sort. */
import {
  DONATION_STATES,
  DONATION_STATE_LABELS,
  PERIOD_LABELS,
  donorName,
  euroOf,
  dateOf,
  type DonationListItem,
  type donationListContract,
} from '@veldwerk/shared/domain';
import type { ContractColumns } from '@veldwerk/shared/ui';

import { DonationStateTag } from './donation-state';

const stateOptions = DONATION_STATES.map((state) => ({
  value: state,
  label: DONATION_STATE_LABELS[state],
}));
const day = (value: string | null) => (value === null ? '' : dateOf(value));

export const donationColumns: ContractColumns<DonationListItem, typeof donationListContract> = [
  {
    key: 'reference_number',
    title: 'Referentie',
    text: (row) => row.reference_number ?? '',
    filter: { kind: 'text', field: 'reference_number' },
    width: 'minmax(110px, 1fr)',
  },
  {
    key: 'state',
    title: 'Status',
    text: (row) => DONATION_STATE_LABELS[row.state],
    render: (row) => <DonationStateTag state={row.state} />,
    filter: { kind: 'in', field: 'state', options: stateOptions },
    width: 'minmax(150px, 1fr)',
  },
  {
    key: 'name',
    title: 'Naam',
    text: (row) => donorName(row),
    filter: { kind: 'text', field: 'surname', placeholder: 'Achternaam' },
    width: 'minmax(180px, 2fr)',
  },
  {
    key: 'place',
    title: 'Plaats',
    text: (row) => row.place ?? '',
    filter: { kind: 'text', field: 'place' },
  },
  {
    key: 'amount',
    title: 'Bedrag',
    text: (row) => (row.amount === null ? '' : `€ ${euroOf(row.amount)}`),
    align: 'right',
    width: 'minmax(100px, 1fr)',
  },
  {
    key: 'period',
    title: 'Periode',
    text: (row) => PERIOD_LABELS[row.period],
  },
  {
    key: 'client',
    title: 'Klant',
    text: (row) => row.client_name,
    filter: { kind: 'number', field: 'client', autocomplete: 'clients' },
    width: 'minmax(150px, 2fr)',
  },
  {
    key: 'campaign',
    title: 'Campagne',
    text: (row) => row.campaign_name,
    filter: { kind: 'number', field: 'campaign', autocomplete: 'campaigns' },
    width: 'minmax(150px, 2fr)',
  },
  {
    key: 'recruiter_employee_code',
    title: 'Wervercode',
    text: (row) => row.recruiter_employee_code ?? '',
    filter: { kind: 'text', field: 'recruiter_employee_code' },
  },
  {
    key: 'recruited_date',
    title: 'Geworven op',
    text: (row) => day(row.recruited_date),
    sort: 'recruited_date',
    filter: { kind: 'date_range', field: 'recruited_date' },
  },
  {
    key: 'start_date',
    title: 'Startdatum',
    text: (row) => day(row.start_date),
    sort: 'start_date',
    filter: { kind: 'date_range', field: 'start_date' },
  },
  {
    key: 'exported',
    title: 'Geëxporteerd',
    text: (row) => (row.last_export_date === null ? 'Nee' : day(row.last_export_date)),
    filter: {
      kind: 'bool',
      field: 'exported',
      trueLabel: 'Geëxporteerd',
      falseLabel: 'Niet geëxporteerd',
    },
  },
];
