/** The `./routes` module the shell loads at run time (areas: see the remotes table). */
import { defineAreaRoutes, placeholderArea } from '@veldwerk/shared/ui';

import { shiftsPages } from './pages';

export default defineAreaRoutes({ shifts: placeholderArea(shiftsPages) });
