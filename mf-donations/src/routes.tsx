/** The `./routes` module the shell loads at run time (areas: see the remotes table). */
import { defineAreaRoutes, placeholderArea } from '@veldwerk/shared/ui';

import { donationsPages } from './pages';

export default defineAreaRoutes({ donations: placeholderArea(donationsPages) });
