import { PageHeader, PageNotFound, RequireCan, useIdParams } from '@veldwerk/shared/ui';

import { campaigns } from '../api';
import { useClientBack } from '../components/back-links';
import { CampaignForm } from '../components/campaign-form';

function CampaignCreate({ clientId }: { clientId: number }) {
  const back = useClientBack(clientId);
  return (
    <RequireCan method="POST" path={campaigns.collectionPath({ clientId })} back={back}>
      <PageHeader title="Campagne toevoegen" back={back} />
      <CampaignForm clientId={clientId} />
    </RequireCan>
  );
}

export function CampaignCreatePage() {
  const ids = useIdParams({ clientId: 'number' });
  if (ids === null) return <PageNotFound />;
  return <CampaignCreate clientId={ids.clientId} />;
}
