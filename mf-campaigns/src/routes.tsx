/** The `./routes` module the shell loads at run time (areas: see the remotes table). */
import { defineAreaRoutes, PageNotFound } from '@veldwerk/shared/ui';
import { Route, Routes } from 'react-router-dom';

import { CampaignCreatePage } from './features/campaigns/pages/campaign-create-page';
import { CampaignList } from './features/campaigns/components/campaign-list';
import { CampaignUpdatePage } from './features/campaigns/pages/campaign-update-page';
import { CampaignExportPage } from './features/exports/pages/campaign-export-page';
import { ClientCreatePage } from './features/clients/pages/client-create-page';
import { ClientDetailPage } from './features/clients/pages/client-detail-page';
import { ClientListPage } from './features/clients/pages/client-list-page';
import { LayoutCreatePage } from './features/layouts/pages/layout-create-page';
import { LayoutEditPage } from './features/layouts/pages/layout-edit-page';
import { LayoutListPage } from './features/layouts/pages/layout-list-page';
import { CampaignThemePage } from './features/themes/pages/campaign-theme-page';
import { clientsRoutes, layoutsRoutes } from './paths';

function ClientsRoutes() {
  return (
    <Routes>
      <Route index element={<ClientListPage />} />
      <Route path={clientsRoutes.create} element={<ClientCreatePage />} />
      <Route
        path={clientsRoutes.campaigns}
        element={
          <ClientDetailPage campaigns={(clientId) => <CampaignList clientId={clientId} />} />
        }
      />
      <Route path={clientsRoutes.campaignCreate} element={<CampaignCreatePage />} />
      <Route path={clientsRoutes.campaignUpdate} element={<CampaignUpdatePage />} />
      <Route path={clientsRoutes.campaignTheme} element={<CampaignThemePage />} />
      <Route path={clientsRoutes.campaignExport} element={<CampaignExportPage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}

function LayoutsRoutes() {
  return (
    <Routes>
      <Route index element={<LayoutListPage />} />
      <Route path={layoutsRoutes.create} element={<LayoutCreatePage />} />
      <Route path={layoutsRoutes.update} element={<LayoutEditPage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}

export default defineAreaRoutes({ clients: ClientsRoutes, layouts: LayoutsRoutes });
