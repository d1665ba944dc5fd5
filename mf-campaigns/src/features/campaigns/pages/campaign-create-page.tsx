import { PageHeader, PageNotFound, useIdParams } from '@veldwerk/shared/ui';

import { useClientBack } from '../components/back-links';
import { CampaignForm } from '../components/campaign-form';

function CampaignCreate({ clientId }: { clientId: number }) {
  const back = useClientBack(clientId);
  return (
    <>
      <PageHeader title="Campagne toevoegen" back={back} />
      <CampaignForm clientId={clientId} />
    </>
  );
}

export function CampaignCreatePage() {
  const ids = useIdParams({ clientId: 'number' });
  if (ids === null) return <PageNotFound />;
  return <CampaignCreate clientId={ids.clientId} />;
}
