// Stand-alone rendering for this remote's own dev server; the shell never runs this file.
import { RemoteDevFrame } from '@veldwerk/shared/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

import { employeesPrefix, applicantsPrefix } from './paths';
import PublicApplyRoutes from './public-apply/public-apply-routes';
import { publicApplyPrefix } from './public-apply/paths';
import RecruitmentRoutes from './routes';

const links = [
  { href: employeesPrefix, label: 'Medewerkers' },
  { href: applicantsPrefix, label: 'Sollicitanten' },
  { href: publicApplyPrefix, label: 'Solliciteren (publiek)' },
];

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <RemoteDevFrame name="mf_recruitment" links={links}>
        <Routes>
          <Route path={`${employeesPrefix}*`} element={<RecruitmentRoutes area="employees" />} />
          <Route path={`${applicantsPrefix}*`} element={<RecruitmentRoutes area="applicants" />} />
          <Route path={`${publicApplyPrefix}/*`} element={<PublicApplyRoutes />} />
          <Route path="*" element={<Navigate to={employeesPrefix} replace />} />
        </Routes>
      </RemoteDevFrame>
    </BrowserRouter>
  </StrictMode>,
);
