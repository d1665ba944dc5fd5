/**
 * Route patterns of this remote, relative to the area's mount point (the shell mounts
 * `./routes` at `/<area>/*`; see AreaRoutesProps in @veldwerk/shared/ui). Links elsewhere
 * in the remote build on these, never on literals.
 */
export const clientsRoutes = {
  list: '',
  create: 'create',
  campaigns: ':clientId',
  campaignCreate: ':clientId/campaigns/create',
  campaignUpdate: ':clientId/campaigns/:campaignId/update',
  campaignTheme: ':clientId/campaigns/:campaignId/theme',
  campaignExport: ':clientId/campaigns/:campaignId/export',
} as const;

/** Where the shell mounts the clients area (also the stand-alone dev route). */
export const clientsPrefix = '/clients/';

export const layoutsRoutes = {
  list: '',
  create: 'create',
  update: ':id',
} as const;

/** Where the shell mounts the layouts area (also the stand-alone dev route). */
export const layoutsPrefix = '/layouts/';
