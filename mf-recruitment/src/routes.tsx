/** The `./routes` module the shell loads at run time (areas: see the remotes table). */
import { defineAreaRoutes, placeholderArea } from '@veldwerk/shared/ui';

import { applicantsPages, employeesPages } from './pages';

export default defineAreaRoutes({
  employees: placeholderArea(employeesPages),
  applicants: placeholderArea(applicantsPages),
});
