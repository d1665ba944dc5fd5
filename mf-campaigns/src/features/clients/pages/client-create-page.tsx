import { PageHeader } from '@veldwerk/shared/ui';

import { links } from '../../../paths';
import { ClientForm } from '../components/client-form';

export function ClientCreatePage() {
  return (
    <>
      <PageHeader title="Klant toevoegen" back={{ to: links.clients(), label: 'Klanten' }} />
      <div style={{ maxWidth: 560 }}>
        <ClientForm />
      </div>
    </>
  );
}
