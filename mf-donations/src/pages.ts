import type { PlaceholderPage } from '@veldwerk/shared/ui';

import { donationsRoutes } from './paths';

/** spec §2: the donations pages, placeholders until their issue lands. */
export const donationsPages: readonly PlaceholderPage[] = [
  {
    path: donationsRoutes.list,
    title: 'Donateurs',
    description: 'De lijst van donateurs, met export en import.',
  },
  {
    path: donationsRoutes.create,
    title: 'Klant en campagne kiezen',
    description: 'Kies de klant en campagne van de nieuwe donateur.',
  },
  { path: donationsRoutes.createForm, title: 'Donateur toevoegen' },
  { path: donationsRoutes.import, title: 'Wijzigingen importeren' },
  { path: donationsRoutes.update, title: 'Donateur wijzigen' },
  { path: donationsRoutes.details, title: 'Donateur' },
];
