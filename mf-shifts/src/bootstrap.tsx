// Stand-alone rendering for this remote's own dev server; the shell never runs this file.
import { RemoteDevFrame } from '@veldwerk/shared/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

import { shiftsPrefix } from './paths';
import ShiftsRoutes from './routes';

const links = [{ href: shiftsPrefix, label: 'Werkbriefjes' }];

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <RemoteDevFrame name="mf_shifts" links={links}>
        <Routes>
          <Route path={`${shiftsPrefix}*`} element={<ShiftsRoutes area="shifts" />} />
          <Route path="*" element={<Navigate to={shiftsPrefix} replace />} />
        </Routes>
      </RemoteDevFrame>
    </BrowserRouter>
  </StrictMode>,
);
