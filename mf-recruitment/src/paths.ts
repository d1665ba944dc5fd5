/**
 * Route patterns of this remote, relative to the area's mount point (the shell mounts
 * `./routes` at `/<area>/*`; see AreaRoutesProps in @veldwerk/shared/ui). Links elsewhere
 * in the remote build on these, never on literals.
 */
export const employeesRoutes = {
  list: '',
  create: 'create',
  details: ':uuid',
  update: ':uuid/update',
  roles: ':uuid/roles',
} as const;

export const applicantsRoutes = {
  list: '',
  details: ':uuid',
  update: ':uuid/update',
} as const;
