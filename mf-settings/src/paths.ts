/**
 * Route patterns of this remote, relative to the area's mount point (the shell mounts
 * `./routes` at `/<area>/*`; see AreaRoutesProps in @veldwerk/shared/ui). Links elsewhere
 * in the remote build on these, never on literals.
 */
export const settingsRoutes = {
  list: '',
  preview: ':type/:key',
  update: ':type/:key/update',
} as const;
