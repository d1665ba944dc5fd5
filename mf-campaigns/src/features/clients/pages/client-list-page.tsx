import { clientListContract } from '@veldwerk/shared/domain';
import { ListView, PageHeader } from '@veldwerk/shared/ui';

import { links } from '../../../paths';
import { clientColumns } from '../components/client-columns';

export function ClientListPage() {
  return (
    <>
      <PageHeader title="Klanten" />
      <ListView
        contract={clientListContract}
        columns={clientColumns}
        rowKey={(client) => client.id}
        label="Klanten"
        detailPath={(client) => links.client(client.id)}
        createTo={links.clientCreate()}
        createLabel="Klant toevoegen"
      />
    </>
  );
}
