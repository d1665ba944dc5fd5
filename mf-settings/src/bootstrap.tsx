// Stand-alone rendering for this remote's own dev server; the shell never runs this file.
import { RemoteDevFrame } from '@veldwerk/shared/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

import { settingsPrefix } from './paths';
import SettingsRoutes from './routes';

const links = [{ href: settingsPrefix, label: 'Instellingen' }];

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <RemoteDevFrame name="mf_settings" links={links}>
        <Routes>
          <Route path={`${settingsPrefix}*`} element={<SettingsRoutes area="settings" />} />
          <Route path="*" element={<Navigate to={settingsPrefix} replace />} />
        </Routes>
      </RemoteDevFrame>
    </BrowserRouter>
  </StrictMode>,
);
