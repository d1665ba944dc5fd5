import BgColorsOutlined from '@ant-design/icons/BgColorsOutlined';
import type { Campaign } from '@veldwerk/shared/domain';
import { DetailPage, LinkButton, PageHeader } from '@veldwerk/shared/ui';
import type { ReactNode } from 'react';

import { links } from '../../../paths';
import { campaigns } from '../api';
import { useClientBack } from '../components/back-links';
import { CampaignForm } from '../components/campaign-form';

function CampaignUpdate({
  campaign,
  clientId,
  campaignId,
  deleteButton,
}: {
  campaign: Campaign;
  clientId: number;
  campaignId: number;
  deleteButton: ReactNode;
}) {
  const back = useClientBack(clientId);
  return (
    <>
      <PageHeader
        title={`Campagne ${campaign.name} wijzigen`}
        back={back}
        actions={
          <>
            <LinkButton
              to={links.campaignTheme(clientId, campaignId)}
              icon={<BgColorsOutlined aria-hidden />}
            >
              Thema
            </LinkButton>
            <LinkButton to={links.campaignExport(clientId, campaignId)}>
              Donateurs exporteren
            </LinkButton>
          </>
        }
      />
      <CampaignForm clientId={clientId} campaign={campaign} actions={deleteButton} />
    </>
  );
}

export function CampaignUpdatePage() {
  return (
    <DetailPage
      resource={campaigns}
      ids={{ clientId: 'number', campaignId: 'number' }}
      label="Campagne"
      deleteSubject={(campaign) => `campagne ${campaign.name}`}
      afterDelete={({ clientId }) => links.client(clientId)}
      afterDeleteLabel="de klant"
    >
      {(campaign, { params: { clientId, campaignId }, deleteButton }) => (
        <CampaignUpdate
          campaign={campaign}
          clientId={clientId}
          campaignId={campaignId}
          deleteButton={deleteButton}
        />
      )}
    </DetailPage>
  );
}
