import { clientListContract, type Client } from '@veldwerk/shared/domain';
import { ListView } from '@veldwerk/shared/ui';

import { PageHeader } from '../../../components/page-header';
import { links } from '../../../paths';
import { clientColumns } from '../components/client-columns';

export function ClientListPage() {
  return (
    <>
      <PageHeader title="Klanten" />
      <ListView<Client, keyof typeof clientListContract.filters, 'name' | 'id'>
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
