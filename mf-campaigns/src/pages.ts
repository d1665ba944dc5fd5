import type { PlaceholderPage } from '@veldwerk/shared/ui';

import { clientsRoutes, layoutsRoutes } from './paths';

/** spec §2: the clients pages, placeholders until their issue lands. */
export const clientsPages: readonly PlaceholderPage[] = [
  { path: clientsRoutes.list, title: 'Klanten', description: 'De lijst van klanten.' },
  { path: clientsRoutes.create, title: 'Klant toevoegen' },
  {
    path: clientsRoutes.campaigns,
    title: 'Campagnes',
    description: 'De campagnes van deze klant.',
  },
  { path: clientsRoutes.campaignCreate, title: 'Campagne toevoegen' },
  { path: clientsRoutes.campaignUpdate, title: 'Campagne wijzigen' },
  {
    path: clientsRoutes.campaignTheme,
    title: 'Campagnethema',
    description: 'Kleuren, logo en teksten van de campagne.',
  },
  { path: clientsRoutes.campaignExport, title: 'Donateurs exporteren' },
];

/** spec §2: the layouts pages, placeholders until their issue lands. */
export const layoutsPages: readonly PlaceholderPage[] = [
  {
    path: layoutsRoutes.list,
    title: 'Export layouts',
    description: 'De lijst van export layouts.',
  },
  { path: layoutsRoutes.create, title: 'Export layout maken' },
  { path: layoutsRoutes.update, title: 'Export layout wijzigen' },
];
