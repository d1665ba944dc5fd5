/**
 * The `./routes` module the shell loads at run time (contract: AreaRoutesProps in
 * @veldwerk/shared/ui). Areas: /settings/*.
 */
import { PageNotFound, PlaceholderRoutes, type AreaRoutesProps } from '@veldwerk/shared/ui';

import { settingsPages } from './pages';

export default function SettingsRoutes({ area }: AreaRoutesProps) {
  switch (area) {
    case 'settings':
      return <PlaceholderRoutes pages={settingsPages} />;
    default:
      return <PageNotFound />;
  }
}
