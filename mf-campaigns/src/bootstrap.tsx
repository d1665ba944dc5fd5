// Stand-alone rendering for this remote's own dev server; the shell never runs this file.
import { RemoteDevFrame } from '@veldwerk/shared/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

import { clientsPrefix, layoutsPrefix } from './paths';
import CampaignsRoutes from './routes';

const links = [
  { href: clientsPrefix, label: 'Klanten' },
  { href: layoutsPrefix, label: 'Export layouts' },
];

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <RemoteDevFrame name="mf_campaigns" links={links}>
        <Routes>
          <Route path={`${clientsPrefix}*`} element={<CampaignsRoutes area="clients" />} />
          <Route path={`${layoutsPrefix}*`} element={<CampaignsRoutes area="layouts" />} />
          <Route path="*" element={<Navigate to={clientsPrefix} replace />} />
        </Routes>
      </RemoteDevFrame>
    </BrowserRouter>
  </StrictMode>,
);
