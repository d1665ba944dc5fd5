import { areaPrefix } from '@veldwerk/shared/ui';

/**
 * Route patterns of this remote, relative to the area's mount point (the shell mounts
 * `./routes` at `/<area>/*`; see AreaRoutesProps in @veldwerk/shared/ui), and the absolute
 * links between its screens (spec §2). Links elsewhere in the remote build on these.
 */
export const donationsRoutes = {
  list: '',
  create: 'create',
  createForm: 'create/:clientId/campaigns/:campaignId',
  import: 'import',
  update: ':donatorId/update',
  details: ':donationId',
} as const;

const prefix = areaPrefix('donations');
type Id = number | string;

export const links = {
  donations: () => prefix,
  create: () => `${prefix}create/`,
  createForm: (clientId: Id, campaignId: Id) =>
    `${prefix}create/${clientId}/campaigns/${campaignId}/`,
  import: () => `${prefix}import/`,
  update: (donationId: Id) => `${prefix}${donationId}/update/`,
  donation: (donationId: Id) => `${prefix}${donationId}/`,
} as const;
