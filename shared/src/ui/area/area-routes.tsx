/**
 * A remote's `./routes` module in one call: the component for each area it serves, and
 * "Pagina niet gevonden" for an area it does not (the shell only mounts areas the remotes table
 * gives the remote, so that is a wrong table entry, shown rather than thrown).
 *
 *   export default defineAreaRoutes({ clients: ClientsRoutes, layouts: LayoutsRoutes });
 *   export default defineAreaRoutes({ shifts: placeholderArea(shiftsPages) });
 */
import type { ComponentType } from 'react';

import type { AreaId, AreaRoutesProps } from './area-contract';
import { PageNotFound } from './page-not-found';
import { PlaceholderRoutes, type PlaceholderPage } from './placeholder-routes';

export function defineAreaRoutes(
  areas: Partial<Record<AreaId, ComponentType>>,
): ComponentType<AreaRoutesProps> {
  return function AreaRoutes({ area }: AreaRoutesProps) {
    const Area = areas[area];
    return Area === undefined ? <PageNotFound /> : <Area />;
  };
}

/** An area whose screens are not built yet (spec §2 titles, "Nog niet beschikbaar"). */
export function placeholderArea(pages: readonly PlaceholderPage[]): ComponentType {
  return function PlaceholderArea() {
    return <PlaceholderRoutes pages={pages} />;
  };
}
