// Stand-alone rendering for this remote's own dev server; the shell never runs this file.
import { RemoteDevFrame } from '@veldwerk/shared/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

import { donationsPrefix } from './paths';
import DonationsRoutes from './routes';

const links = [{ href: donationsPrefix, label: 'Donateurs' }];

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <RemoteDevFrame name="mf_donations" links={links}>
        <Routes>
          <Route path={`${donationsPrefix}*`} element={<DonationsRoutes area="donations" />} />
          <Route path="*" element={<Navigate to={donationsPrefix} replace />} />
        </Routes>
      </RemoteDevFrame>
    </BrowserRouter>
  </StrictMode>,
);
