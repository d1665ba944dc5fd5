import { donationListContract, type DonationListItem } from '@veldwerk/shared/domain';
import { ListView, PageHeader, useInfiniteList, useListUrlState } from '@veldwerk/shared/ui';

import { links } from '../../../paths';
import { donationColumns } from '../components/donation-columns';
import { ExportMenu } from '../components/export-menu';

const numberFilter = (value: unknown): number | undefined =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value !== ''
      ? Number(value)
      : undefined;

export function DonationListPage() {
  // The same view and query as the list below (one cache entry): the export needs its filters
  // and whether it has results.
  const url = useListUrlState(donationListContract);
  const list = useInfiniteList<DonationListItem, string, string>({
    contract: donationListContract,
    view: url.view,
  });
  return (
    <>
      <PageHeader title="Donateurs" />
      <ListView
        contract={donationListContract}
        columns={donationColumns}
        rowKey={(row) => row.id}
        label="Donateurs"
        detailPath={(row) => links.donation(row.id)}
        createTo={links.create()}
        createLabel="Donateur toevoegen"
        toolbarExtra={
          <ExportMenu
            client={numberFilter(url.view.filters.client)}
            campaign={numberFilter(url.view.filters.campaign)}
            count={list.count ?? 0}
          />
        }
      />
    </>
  );
}
