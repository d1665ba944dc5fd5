/**
 * The static registry of areas: everything the shell needs to draw the navbar and guard the
 * routes without loading any remote code. The areas come from the remotes table
 * (`@veldwerk/shared/remotes`); each is served by its remote's `./routes` module (see
 * AreaRoutesProps in @veldwerk/shared/ui for the mounting contract).
 */
import {
  AREAS as TABLE_AREAS,
  federationId,
  isPlaceholderModule,
  remoteOfArea,
  type Area as AreaEntry,
  type RemoteName,
} from '@veldwerk/shared/remotes';

export type { RemoteName };

export type Area = AreaEntry & {
  /** The remote whose `./routes` module serves the area. */
  remote: RemoteName;
};

export const AREAS: readonly Area[] = TABLE_AREAS.map((area) => ({
  ...area,
  remote: remoteOfArea(area.id).name,
}));

/** Federation ids of the exposed modules the shell loads. */
export const REMOTE_MODULES = {
  routes: (remote: RemoteName) => `${remote}/routes`,
  publicApply: federationId('./public-apply'),
  softphoneWidget: federationId('./widget'),
} as const;

/** The "Beheer" dropdown is for super administration and the roles that include it (spec §6). */
export const ADMIN_MENU_ROLE = 'ROLE_SUPER_ADMINISTRATION';

/** Using the softphone needs the voice provider's token (spec §7). */
export const SOFTPHONE_ACCESS = { method: 'GET', path: 'voice/token' } as const;

/** The softphone widget is mounted only once mf_softphone's `./widget` is no placeholder. */
export const SOFTPHONE_WIDGET_READY = !isPlaceholderModule('./widget');
