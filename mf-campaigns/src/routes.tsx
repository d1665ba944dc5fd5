/**
 * The `./routes` module the shell loads at run time (contract: AreaRoutesProps in
 * @veldwerk/shared/ui). Areas: /clients/*, /layouts/*.
 */
import { PageNotFound, PlaceholderRoutes, type AreaRoutesProps } from '@veldwerk/shared/ui';

import { clientsPages, layoutsPages } from './pages';

export default function CampaignsRoutes({ area }: AreaRoutesProps) {
  switch (area) {
    case 'clients':
      return <PlaceholderRoutes pages={clientsPages} />;
    case 'layouts':
      return <PlaceholderRoutes pages={layoutsPages} />;
    default:
      return <PageNotFound />;
  }
}
