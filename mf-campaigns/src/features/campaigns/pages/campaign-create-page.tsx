import { PageNotFound } from '@veldwerk/shared/ui';
import { useParams } from 'react-router-dom';

import { PageHeader } from '../../../components/page-header';
import { idParam, links } from '../../../paths';
import { CampaignForm } from '../components/campaign-form';

export function CampaignCreatePage() {
  const clientId = idParam(useParams().clientId);
  if (clientId === null) return <PageNotFound />;
  return (
    <>
      <PageHeader
        title="Campagne toevoegen"
        back={{ to: links.client(clientId), label: 'Klant' }}
      />
      <CampaignForm clientId={clientId} />
    </>
  );
}
