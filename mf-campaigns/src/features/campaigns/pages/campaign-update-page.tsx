import BgColorsOutlined from '@ant-design/icons/BgColorsOutlined';
import { DeleteButton, LinkButton, PageNotFound } from '@veldwerk/shared/ui';
import { useNavigate, useParams } from 'react-router-dom';

import { PageHeader } from '../../../components/page-header';
import { LoadFailed, Loading } from '../../../components/query-state';
import { idParam, links } from '../../../paths';
import { campaignPath, useCampaign, useCampaignDeleted } from '../api';
import { CampaignForm } from '../components/campaign-form';

function CampaignUpdate({ clientId, campaignId }: { clientId: number; campaignId: number }) {
  const navigate = useNavigate();
  const campaign = useCampaign(clientId, campaignId);
  const deleted = useCampaignDeleted();
  if (campaign.isPending) return <Loading label="Campagne" />;
  if (campaign.isError) return <LoadFailed error={campaign.error} />;
  return (
    <>
      <PageHeader
        title={`Campagne ${campaign.data.name} wijzigen`}
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
      <CampaignForm
        clientId={clientId}
        campaign={campaign.data}
        actions={
          <DeleteButton
            path={campaignPath(clientId, campaignId)}
            subject={`campagne ${campaign.data.name}`}
            onDeleted={() => {
              void deleted(clientId, campaignId);
              void navigate(links.client(clientId));
            }}
          />
        }
      />
    </>
  );
}

export function CampaignUpdatePage() {
  const params = useParams();
  const clientId = idParam(params.clientId);
  const campaignId = idParam(params.campaignId);
  if (clientId === null || campaignId === null) return <PageNotFound />;
  return <CampaignUpdate clientId={clientId} campaignId={campaignId} />;
}
