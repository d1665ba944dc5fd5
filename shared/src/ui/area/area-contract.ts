/**
 * The contract between the shell and a remote's `./routes` module.
 *
 * - The module's default export is a component taking `AreaRoutesProps` (build it with
 *   `defineAreaRoutes`).
 * - The shell renders it inside `<Route path="/<area>/*">`, once per area the remote owns in
 *   the remotes table (`@veldwerk/shared/remotes`: mf_recruitment serves employees and
 *   applicants, mf_campaigns clients and layouts), within the shell's BrowserRouter, antd
 *   ConfigProvider + App and QueryClientProvider. The shell has already checked sign-in and the
 *   area's access path.
 * - The component renders `<Routes>` with paths relative to the area (`""`, `create/`, `:id/`);
 *   links between screens are absolute and start at the area's prefix (`areaPrefix(id)`), which
 *   the table fixes, so the remote's own dev bootstrap mounts it at the same prefixes.
 */
import { AREAS, type AreaId } from '../../remotes.mjs';

export type { AreaId };

export const AREA_IDS: readonly AreaId[] = AREAS.map((area) => area.id);

export interface AreaRoutesProps {
  /** Which of the remote's areas this mount serves. */
  area: AreaId;
}

/** Where the shell mounts an area (`/clients/`): the start of every absolute link into it. */
export function areaPrefix(area: AreaId): `/${string}/` {
  const entry = AREAS.find((candidate) => candidate.id === area);
  if (entry === undefined) throw new Error(`Unknown area ${area}`);
  return entry.prefix;
}
