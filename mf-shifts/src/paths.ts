import { areaPrefix } from '@veldwerk/shared/ui';

/**
 * Route patterns of this remote, relative to the area's mount point (the shell mounts
 * `./routes` at `/<area>/*`; see AreaRoutesProps in @veldwerk/shared/ui), and the absolute
 * links between its screens. Links elsewhere in the remote build on these, never on literals.
 */
export const shiftsRoutes = {
  list: '',
  create: 'create',
  dashboard: 'dashboard',
  details: ':uuid',
} as const;

const prefix = areaPrefix('shifts');

export const links = {
  shifts: () => prefix,
  create: () => `${prefix}create/`,
  dashboard: () => `${prefix}dashboard/`,
  shift: (uuid: string) => `${prefix}${uuid}/`,
} as const;
