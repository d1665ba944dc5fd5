/**
 * The static registry of areas: everything the shell needs to draw the navbar and guard the
 * routes without loading any remote code. Each area is served by one remote's `./routes` module
 * (see AreaRoutesProps in @veldwerk/shared/ui for the mounting contract).
 */
import type { Method } from '@veldwerk/shared/auth';
import type { AreaId } from '@veldwerk/shared/ui';

export type RemoteName =
  'mf_recruitment' | 'mf_donations' | 'mf_campaigns' | 'mf_shifts' | 'mf_settings' | 'mf_softphone';

export interface Area {
  id: AreaId;
  /** Route prefix with both slashes, as spec §2 writes it. */
  prefix: `/${string}/`;
  /** Dutch navbar label and page title. */
  label: string;
  remote: RemoteName;
  /** The api call the area's list makes; the user must be allowed it to see the area. */
  access: { method: Method; path: string };
  /** Navbar placement: the main bar, or the "Beheer" dropdown (super administration). */
  menu: 'main' | 'admin';
}

export const AREAS: readonly Area[] = [
  {
    id: 'employees',
    prefix: '/employees/',
    label: 'Medewerkers',
    remote: 'mf_recruitment',
    access: { method: 'GET', path: 'employees' },
    menu: 'main',
  },
  {
    id: 'applicants',
    prefix: '/applicants/',
    label: 'Sollicitanten',
    remote: 'mf_recruitment',
    access: { method: 'GET', path: 'employees' },
    menu: 'main',
  },
  {
    id: 'donations',
    prefix: '/donations/',
    label: 'Donateurs',
    remote: 'mf_donations',
    access: { method: 'GET', path: 'donations' },
    menu: 'main',
  },
  {
    id: 'shifts',
    prefix: '/shifts/',
    label: 'Werkbriefjes',
    remote: 'mf_shifts',
    access: { method: 'GET', path: 'shifts' },
    menu: 'main',
  },
  {
    id: 'clients',
    prefix: '/clients/',
    label: 'Klanten',
    remote: 'mf_campaigns',
    access: { method: 'GET', path: 'clients' },
    menu: 'admin',
  },
  {
    id: 'layouts',
    prefix: '/layouts/',
    label: 'Export layouts',
    remote: 'mf_campaigns',
    access: { method: 'GET', path: 'exports/layouts' },
    menu: 'admin',
  },
  {
    id: 'settings',
    prefix: '/settings/',
    label: 'Instellingen',
    remote: 'mf_settings',
    access: { method: 'GET', path: 'settings' },
    menu: 'admin',
  },
];

/** Federation ids of the exposed modules the shell loads. */
export const REMOTE_MODULES = {
  routes: (remote: RemoteName) => `${remote}/routes`,
  publicApply: 'mf_recruitment/public-apply',
  softphoneWidget: 'mf_softphone/widget',
} as const;

/** The "Beheer" dropdown is for super administration and the roles that include it (spec §6). */
export const ADMIN_MENU_ROLE = 'ROLE_SUPER_ADMINISTRATION';

/** Using the softphone needs the voice provider's token (spec §7). */
export const SOFTPHONE_ACCESS = { method: 'GET', path: 'voice/token' } as const;
