import type { PlaceholderPage } from '@veldwerk/shared/ui';

import { employeesRoutes, applicantsRoutes } from './paths';

/** spec §2: the employees pages, placeholders until their issue lands. */
export const employeesPages: readonly PlaceholderPage[] = [
  {
    path: employeesRoutes.list,
    title: 'Medewerkers',
    description: 'De lijst van medewerkers, met een knop om er een toe te voegen.',
  },
  { path: employeesRoutes.create, title: 'Medewerker toevoegen' },
  {
    path: employeesRoutes.details,
    title: 'Medewerker',
    description: 'De gegevens, de tijdlijn van transities, telefoongesprekken en notificaties.',
  },
  { path: employeesRoutes.update, title: 'Medewerker wijzigen' },
  {
    path: employeesRoutes.roles,
    title: 'Rechten wijzigen',
    description: 'De rechten van de medewerker, met een overzicht van rollen en rechten.',
  },
];

/** spec §2: the applicants pages, placeholders until their issue lands. */
export const applicantsPages: readonly PlaceholderPage[] = [
  {
    path: applicantsRoutes.list,
    title: 'Sollicitanten',
    description: 'De lijst van sollicitanten naast een detailpaneel.',
  },
  { path: applicantsRoutes.details, title: 'Sollicitant' },
  { path: applicantsRoutes.update, title: 'Sollicitant wijzigen' },
];
