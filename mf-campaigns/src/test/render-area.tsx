/**
 * Renders this remote's routes the way the shell mounts them (at `/clients/*` and `/layouts/*`,
 * inside ConfigProvider + App + QueryClientProvider), with a signed-in session.
 */
import { renderWithShell } from '@veldwerk/shared/testing';
import { Route } from 'react-router-dom';

import CampaignsRoutes from '../routes';

export { currentLocation, EMPLOYEE, signIn, SUPER_ADMINISTRATION } from '@veldwerk/shared/testing';

export function renderArea(url: string) {
  return renderWithShell(
    <>
      <Route path="/clients/*" element={<CampaignsRoutes area="clients" />} />
      <Route path="/layouts/*" element={<CampaignsRoutes area="layouts" />} />
    </>,
    url,
  );
}
