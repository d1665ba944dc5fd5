import type { PlaceholderPage } from '@veldwerk/shared/ui';

import { shiftsRoutes } from './paths';

/** spec §2: the shifts pages, placeholders until their issue lands. */
export const shiftsPages: readonly PlaceholderPage[] = [
  { path: shiftsRoutes.list, title: 'Werkbriefjes', description: 'De lijst van werkbriefjes.' },
  { path: shiftsRoutes.create, title: 'Werkbriefje toevoegen' },
  {
    path: shiftsRoutes.details,
    title: 'Werkbriefje',
    description: 'Het werkbriefje met zijn donatiecontroles.',
  },
];
