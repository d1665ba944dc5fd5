/**
 * The `./routes` module the shell loads at run time (contract: AreaRoutesProps in
 * @veldwerk/shared/ui). Areas: /employees/*, /applicants/*.
 */
import { PageNotFound, PlaceholderRoutes, type AreaRoutesProps } from '@veldwerk/shared/ui';

import { employeesPages, applicantsPages } from './pages';

export default function RecruitmentRoutes({ area }: AreaRoutesProps) {
  switch (area) {
    case 'employees':
      return <PlaceholderRoutes pages={employeesPages} />;
    case 'applicants':
      return <PlaceholderRoutes pages={applicantsPages} />;
    default:
      return <PageNotFound />;
  }
}
