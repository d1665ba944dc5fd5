/**
 * Route patterns of this remote, relative to the area's mount point (the shell mounts
 * `./routes` at `/<area>/*`; see AreaRoutesProps in @veldwerk/shared/ui). Links elsewhere
 * in the remote build on these, never on literals.
 */
export const donationsRoutes = {
  list: '',
  create: 'create',
  createForm: 'create/:clientId/campaigns/:campaignId',
  import: 'import',
  update: ':donatorId/update',
  details: ':donationId',
} as const;
