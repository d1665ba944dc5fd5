/** The columns of the client list. */
import type { Client, clientListContract } from '@veldwerk/shared/domain';
import { EnabledTag, type ContractColumns } from '@veldwerk/shared/ui';

export const clientColumns: ContractColumns<Client, typeof clientListContract> = [
  {
    key: 'name',
    title: 'Naam',
    text: (client) => client.name,
    sort: 'name',
    filter: { kind: 'text', field: 'name' },
    width: 'minmax(200px, 3fr)',
  },
  {
    key: 'enabled',
    title: 'Actief',
    text: (client) => (client.enabled ? 'Ja' : 'Nee'),
    render: (client) => <EnabledTag enabled={client.enabled} />,
    filter: { kind: 'bool', field: 'enabled', trueLabel: 'Actief', falseLabel: 'Inactief' },
    width: 'minmax(120px, 1fr)',
  },
  {
    key: 'id',
    title: 'Nummer',
    text: (client) => String(client.id),
    sort: 'id',
    width: 'minmax(100px, 1fr)',
  },
];
