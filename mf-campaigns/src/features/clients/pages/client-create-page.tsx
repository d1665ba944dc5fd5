import { PageHeader, RequireCan } from '@veldwerk/shared/ui';

import { links } from '../../../paths';
import { clients } from '../api';
import { ClientForm } from '../components/client-form';

export function ClientCreatePage() {
  const back = { to: links.clients(), label: 'Klanten' };
  return (
    <RequireCan method="POST" path={clients.collectionPath({})} back={back}>
      <PageHeader title="Klant toevoegen" back={back} />
      <div style={{ maxWidth: 560 }}>
        <ClientForm />
      </div>
    </RequireCan>
  );
}
