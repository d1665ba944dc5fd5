/**
 * The `./routes` module the shell loads at run time (contract: AreaRoutesProps in
 * @veldwerk/shared/ui). Areas: /shifts/*.
 */
import { PageNotFound, PlaceholderRoutes, type AreaRoutesProps } from '@veldwerk/shared/ui';

import { shiftsPages } from './pages';

export default function ShiftsRoutes({ area }: AreaRoutesProps) {
  switch (area) {
    case 'shifts':
      return <PlaceholderRoutes pages={shiftsPages} />;
    default:
      return <PageNotFound />;
  }
}
