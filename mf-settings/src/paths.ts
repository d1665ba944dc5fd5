import { areaPrefix } from '@veldwerk/shared/ui';

/**
 * Route patterns of this remote, relative to the area's mount point (the shell mounts
 * `./routes` at `/<area>/*`; see AreaRoutesProps in @veldwerk/shared/ui), and the absolute links
 * between its screens (spec §2). Links elsewhere in the remote build on these, never on literals.
 */
export const settingsRoutes = {
  list: '',
  preview: ':type/:key',
  update: ':type/:key/update',
} as const;

const prefix = areaPrefix('settings');
const segment = (value: string) => encodeURIComponent(value);

export const links = {
  settings: () => prefix,
  preview: (type: string, key: string) => `${prefix}${segment(type)}/${segment(key)}/`,
  update: (type: string, key: string) => `${prefix}${segment(type)}/${segment(key)}/update/`,
};
