import type { PlaceholderPage } from '@veldwerk/shared/ui';

import { settingsRoutes } from './paths';

/** spec §2: the settings pages, placeholders until their issue lands. */
export const settingsPages: readonly PlaceholderPage[] = [
  { path: settingsRoutes.list, title: 'Instellingen', description: 'De notificatiesjablonen.' },
  {
    path: settingsRoutes.preview,
    title: 'Voorvertoning',
    description: 'Het sjabloon zoals de server het weergeeft.',
  },
  { path: settingsRoutes.update, title: 'Instelling wijzigen' },
];
