import { shiftListContract } from '@veldwerk/shared/domain';
import { LinkButton, ListView, PageHeader } from '@veldwerk/shared/ui';
import { useMemo } from 'react';

import { links } from '../../../paths';
import { useBranches } from '../api';
import { shiftColumns } from '../components/shift-columns';

export function ShiftListPage() {
  const branches = useBranches();
  const columns = useMemo(() => shiftColumns(branches.all), [branches.all]);
  return (
    <>
      <PageHeader
        title="Werkbriefjes"
        actions={<LinkButton to={links.dashboard()}>Dashboard</LinkButton>}
      />
      <ListView
        contract={shiftListContract}
        columns={columns}
        rowKey={(row) => row.uuid}
        label="Werkbriefjes"
        detailPath={(row) => links.shift(row.uuid)}
        createTo={links.create()}
        createLabel="Werkbriefje toevoegen"
      />
    </>
  );
}
