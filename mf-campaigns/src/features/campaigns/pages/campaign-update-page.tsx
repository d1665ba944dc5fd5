import BgColorsOutlined from '@ant-design/icons/BgColorsOutlined';
import { DetailPage, LinkButton, PageHeader } from '@veldwerk/shared/ui';

import { links } from '../../../paths';
import { campaigns } from '../api';
import { CampaignForm } from '../components/campaign-form';

export function CampaignUpdatePage() {
  return (
    <DetailPage
      resource={campaigns}
      ids={{ clientId: 'number', campaignId: 'number' }}
      label="Campagne"
      deleteSubject={(campaign) => `campagne ${campaign.name}`}
      afterDelete={({ clientId }) => links.client(clientId)}
    >
      {(campaign, { params: { clientId, campaignId }, deleteButton }) => (
        <>
          <PageHeader
            title={`Campagne ${campaign.name} wijzigen`}
            back={{ to: links.client(clientId), label: 'Klant' }}
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
      )}
    </DetailPage>
  );
}
