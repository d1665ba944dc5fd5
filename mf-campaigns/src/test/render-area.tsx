/**
 * Renders this remote's routes the way the shell mounts them (at `/clients/*` and `/layouts/*`,
 * inside ConfigProvider + App + QueryClientProvider), with a signed-in session.
 */
import { renderAreas } from '@veldwerk/shared/testing';

import CampaignsRoutes from '../routes';

export { currentLocation, EMPLOYEE, signIn, SUPER_ADMINISTRATION } from '@veldwerk/shared/testing';

export function renderArea(url: string) {
  return renderAreas('mf_campaigns', CampaignsRoutes, url);
}
