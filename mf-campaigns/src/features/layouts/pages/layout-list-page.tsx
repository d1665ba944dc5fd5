import { RETURN_FIELDS_PARAM, exportLayoutListContract } from '@veldwerk/shared/domain';
import { ListView, PageHeader } from '@veldwerk/shared/ui';

import { links } from '../../../paths';
import { layoutColumns } from '../components/layout-columns';

/** spec §7: the layouts list also sends return_fields=1 (the list shows the fields). */
const EXTRA_QUERY = { [RETURN_FIELDS_PARAM]: 1 };

export function LayoutListPage() {
  return (
    <>
      <PageHeader title="Export layouts" />
      <ListView
        contract={exportLayoutListContract}
        columns={layoutColumns}
        extraQuery={EXTRA_QUERY}
        rowKey={(layout) => layout.id}
        label="Export layouts"
        detailPath={(layout) => links.layout(layout.id)}
        createTo={links.layoutCreate()}
        createLabel="Export layout maken"
      />
    </>
  );
}
