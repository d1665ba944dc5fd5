import {
  donationListContract,
  listQueryEntries,
  type DonationListItem,
  type ListParams,
} from '@veldwerk/shared/domain';
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

/** The list's filters as query parameters (`state[]` → `state: [...]`, as apiUrl sends them). */
function filterParams(filters: ListParams['filters']): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of listQueryEntries({ filters })) {
    if (!key.endsWith('[]')) params[key] = value;
    else {
      const name = key.slice(0, -2);
      const list = params[name];
      params[name] = Array.isArray(list) ? [...list, value] : [value];
    }
  }
  return params;
}

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
            filters={filterParams(url.view.filters)}
          />
        }
      />
    </>
  );
}
