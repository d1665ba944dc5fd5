import { areaPrefix } from '@veldwerk/shared/ui';

/**
 * Route patterns of this remote, relative to the area's mount point (the shell mounts
 * `./routes` at `/<area>/*`; see AreaRoutesProps in @veldwerk/shared/ui), and the absolute links
 * between its screens (spec §2). Screens build links here, never from literals.
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

const clientsPrefix = areaPrefix('clients');

export const layoutsRoutes = {
  list: '',
  create: 'create',
  update: ':id',
} as const;

const layoutsPrefix = areaPrefix('layouts');

type Id = number | string;

/** Absolute links (spec §2 routes, with their trailing slash). */
export const links = {
  clients: () => clientsPrefix,
  clientCreate: () => `${clientsPrefix}create/`,
  client: (clientId: Id) => `${clientsPrefix}${clientId}/`,
  campaignCreate: (clientId: Id) => `${clientsPrefix}${clientId}/campaigns/create/`,
  campaignUpdate: (clientId: Id, campaignId: Id) =>
    `${clientsPrefix}${clientId}/campaigns/${campaignId}/update/`,
  campaignTheme: (clientId: Id, campaignId: Id) =>
    `${clientsPrefix}${clientId}/campaigns/${campaignId}/theme/`,
  campaignExport: (clientId: Id, campaignId: Id) =>
    `${clientsPrefix}${clientId}/campaigns/${campaignId}/export/`,
  layouts: () => layoutsPrefix,
  layoutCreate: () => `${layoutsPrefix}create/`,
  layout: (id: Id) => `${layoutsPrefix}${id}/`,
} as const;
