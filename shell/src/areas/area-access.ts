import { can, hasRole } from '@veldwerk/shared/auth';

import { ADMIN_MENU_ROLE, AREAS, type Area } from './area-registry';

export function mayOpenArea(roles: readonly string[], area: Area): boolean {
  return can(roles, area.access.method, area.access.path);
}

export interface NavigationEntries {
  main: Area[];
  /** Empty when the "Beheer" dropdown is not shown at all. */
  admin: Area[];
}

/** The navbar of spec §2: what this user may see, nothing they would be refused. */
export function navigationFor(roles: readonly string[]): NavigationEntries {
  const visible = AREAS.filter((area) => mayOpenArea(roles, area));
  return {
    main: visible.filter((area) => area.menu === 'main'),
    admin: hasRole(roles, ADMIN_MENU_ROLE) ? visible.filter((area) => area.menu === 'admin') : [],
  };
}
