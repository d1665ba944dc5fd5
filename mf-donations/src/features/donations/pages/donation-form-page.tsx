/** `/donations/create/{clientId}/campaigns/{campaignId}/`: the donor form for one campaign. */
import { PageHeader, PageNotFound, QueryState } from '@veldwerk/shared/ui';
import { useParams } from 'react-router-dom';

import { links } from '../../../paths';
import { useDonationCampaign } from '../api';
import { DonationForm } from '../components/donation-form';

const idOf = (value: string | undefined) =>
  value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : null;

export function DonationFormPage() {
  const params = useParams();
  const clientId = idOf(params.clientId);
  const campaignId = idOf(params.campaignId);
  const campaign = useDonationCampaign(
    clientId === null || campaignId === null ? null : { clientId, campaignId },
  );
  if (clientId === null || campaignId === null) return <PageNotFound />;
  return (
    <QueryState query={campaign} label="Campagne">
      {(loaded) => (
        <>
          <PageHeader
            title={`Donateur toevoegen: ${loaded.name}`}
            back={{ to: links.create(), label: 'Klant en campagne' }}
          />
          <DonationForm key={loaded.id} campaign={loaded} />
        </>
      )}
    </QueryState>
  );
}
