import { PageHeader, PageNotFound, useIdParams } from '@veldwerk/shared/ui';

import { links } from '../../../paths';
import { CampaignForm } from '../components/campaign-form';

export function CampaignCreatePage() {
  const ids = useIdParams({ clientId: 'number' });
  if (ids === null) return <PageNotFound />;
  return (
    <>
      <PageHeader
        title="Campagne toevoegen"
        back={{ to: links.client(ids.clientId), label: 'Klant' }}
      />
      <CampaignForm clientId={ids.clientId} />
    </>
  );
}
