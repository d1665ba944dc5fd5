/** Renders this remote's routes the way the shell mounts them (at `/settings/*`), signed in. */
import { renderAreas } from '@veldwerk/shared/testing';

import SettingsRoutes from '../routes';

export { currentLocation, EMPLOYEE, signIn, SUPER_ADMINISTRATION } from '@veldwerk/shared/testing';

export function renderArea(url: string) {
  return renderAreas('mf_settings', SettingsRoutes, url);
}
