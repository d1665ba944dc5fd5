/**
 * The `./routes` module the shell loads at run time (contract: AreaRoutesProps in
 * @veldwerk/shared/ui). Areas: /donations/*.
 */
import { PageNotFound, PlaceholderRoutes, type AreaRoutesProps } from '@veldwerk/shared/ui';

import { donationsPages } from './pages';

export default function DonationsRoutes({ area }: AreaRoutesProps) {
  switch (area) {
    case 'donations':
      return <PlaceholderRoutes pages={donationsPages} />;
    default:
      return <PageNotFound />;
  }
}
