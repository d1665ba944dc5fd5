/**
 * The donor export of a campaign (spec §2 `/clients/{clientId}/campaigns/{campaignId}/export/`,
 * §4 Export, §8; issue 17): its layouts, the donors it would take, preview or real export, the
 * recorded batches and the "what changed since the last batch" dry run.
 */
import { API_PATHS, EXPORT_MESSAGES } from '@veldwerk/shared/domain';
import { PageHeader, PageNotFound, RequireCan, useIdParams } from '@veldwerk/shared/ui';
import { useSearchParams } from 'react-router-dom';

import { links } from '../../../paths';
import { campaigns } from '../../campaigns/api';
import { BatchList } from '../components/batch-list';
import { ExportChangesPanel } from '../components/export-changes';
import { ExportForm } from '../components/export-form';
import { filtersFromSearch } from '../components/export-query';

function CampaignExportScreen(ids: { clientId: number; campaignId: number }) {
  const campaign = campaigns.useOne(ids).data;
  const [search] = useSearchParams();
  const back = {
    to: links.campaignUpdate(ids.clientId, ids.campaignId),
    label: campaign ? `Campagne ${campaign.name}` : 'Campagne',
  };
  return (
    <>
      <PageHeader
        title={campaign ? `${EXPORT_MESSAGES.title}: ${campaign.name}` : EXPORT_MESSAGES.title}
        back={back}
      />
      <ExportForm ids={ids} filters={filtersFromSearch(search)} />
      <ExportChangesPanel campaignId={ids.campaignId} />
      <BatchList campaignId={ids.campaignId} />
    </>
  );
}

export function CampaignExportPage() {
  const ids = useIdParams({ clientId: 'number', campaignId: 'number' });
  if (ids === null) return <PageNotFound />;
  return (
    <RequireCan method="POST" path={API_PATHS.exportDonations}>
      <CampaignExportScreen {...ids} />
    </RequireCan>
  );
}
