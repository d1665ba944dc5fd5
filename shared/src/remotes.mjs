// @ts-check
/**
 * The remotes table: every Module Federation remote of the suite, written once. The workspace
 * (`mf-*` in pnpm-workspace.yaml), lint (eslint.config.js), `pnpm dev` and `pnpm start`
 * (api/scripts), the api's web server and `/remotes.json`, the webpack builds (name, exposes,
 * dev port) and the shell's area registry all read it. Adding an area is one entry here plus
 * its folder (see shell/README.md, "Adding an area").
 *
 * Plain JavaScript with JSDoc types, so Node scripts and configs import it as is and TypeScript
 * reads its literal types (`allowJs`).
 */

/** The shell's dev server; remotes take the ports after it. */
export const SHELL_DEV_PORT = 3000;

/**
 * @typedef {'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} AccessMethod
 *
 * @typedef {object} AreaEntry One route prefix of spec §2 the shell mounts a remote's `./routes` at.
 * @property {string} id The area's id: the `area` prop the remote's routes module receives.
 * @property {`/${string}/`} prefix Route prefix with both slashes, as spec §2 writes it.
 * @property {string} label Dutch navbar label and page title.
 * @property {'main' | 'admin'} menu The main bar, or the "Beheer" dropdown (super administration).
 * @property {{ method: AccessMethod, path: string }} access The api call the area's list makes;
 *   the user must be allowed it to see the area (the shell hides and refuses it otherwise).
 *
 * @typedef {object} RemoteEntry
 * @property {`mf_${string}`} name Federation name (`remoteEntry.js` global, `/remotes.json` key).
 * @property {`mf-${string}`} folder The package folder; also its path under `/remotes/`.
 * @property {number} devPort Its own dev server (`pnpm dev <folder>`).
 * @property {Readonly<Record<string, string>>} exposes Federation exposes: key → source file.
 * @property {readonly AreaEntry[]} areas The areas served by its `./routes` module.
 * @property {readonly string[]} [placeholders] Exposed modules that only say "Nog niet
 *   beschikbaar" yet: the shell does not mount them (remove the entry when the module is real).
 */

export const REMOTES = /** @type {const} @satisfies {readonly RemoteEntry[]} */ ([
  {
    name: 'mf_recruitment',
    folder: 'mf-recruitment',
    devPort: 3001,
    exposes: {
      './routes': './src/routes.tsx',
      // The public application form, mounted by the shell at /public/apply/* without sign-in.
      './public-apply': './src/public-apply/public-apply-routes.tsx',
    },
    areas: [
      {
        id: 'employees',
        prefix: '/employees/',
        label: 'Medewerkers',
        menu: 'main',
        access: { method: 'GET', path: 'employees' },
      },
      {
        id: 'applicants',
        prefix: '/applicants/',
        label: 'Sollicitanten',
        menu: 'main',
        access: { method: 'GET', path: 'employees' },
      },
    ],
  },
  {
    name: 'mf_donations',
    folder: 'mf-donations',
    devPort: 3002,
    exposes: { './routes': './src/routes.tsx' },
    areas: [
      {
        id: 'donations',
        prefix: '/donations/',
        label: 'Donateurs',
        menu: 'main',
        access: { method: 'GET', path: 'donations' },
      },
    ],
  },
  {
    name: 'mf_campaigns',
    folder: 'mf-campaigns',
    devPort: 3003,
    exposes: { './routes': './src/routes.tsx' },
    areas: [
      {
        id: 'clients',
        prefix: '/clients/',
        label: 'Klanten',
        menu: 'admin',
        access: { method: 'GET', path: 'clients' },
      },
      {
        id: 'layouts',
        prefix: '/layouts/',
        label: 'Export layouts',
        menu: 'admin',
        access: { method: 'GET', path: 'exports/layouts' },
      },
    ],
  },
  {
    name: 'mf_shifts',
    folder: 'mf-shifts',
    devPort: 3004,
    exposes: { './routes': './src/routes.tsx' },
    areas: [
      {
        id: 'shifts',
        prefix: '/shifts/',
        label: 'Werkbriefjes',
        menu: 'main',
        access: { method: 'GET', path: 'shifts' },
      },
    ],
  },
  {
    name: 'mf_settings',
    folder: 'mf-settings',
    devPort: 3005,
    exposes: { './routes': './src/routes.tsx' },
    areas: [
      {
        id: 'settings',
        prefix: '/settings/',
        label: 'Instellingen',
        menu: 'admin',
        access: { method: 'GET', path: 'settings' },
      },
    ],
  },
  {
    name: 'mf_softphone',
    folder: 'mf-softphone',
    devPort: 3006,
    // The softphone the shell mounts bottom right for users who may call.
    exposes: { './widget': './src/widget.tsx' },
    areas: [],
  },
]);

/** @typedef {(typeof REMOTES)[number]} Remote */
/** @typedef {Remote['name']} RemoteName */
/** @typedef {Remote['areas'][number]['id']} AreaId */
/** @typedef {Omit<AreaEntry, 'id'> & { id: AreaId }} Area */

/** Every area of every remote, in navbar order. */
export const AREAS = REMOTES.flatMap((remote) => /** @type {readonly Area[]} */ (remote.areas));

/**
 * The remote serving `folder` (`mf-campaigns`), or undefined.
 * @param {string} folder
 */
export function remoteByFolder(folder) {
  return REMOTES.find((remote) => remote.folder === folder);
}

/**
 * The remote serving an area.
 * @param {AreaId} area
 * @returns {Remote}
 */
export function remoteOfArea(area) {
  const remote = REMOTES.find((entry) => entry.areas.some((candidate) => candidate.id === area));
  if (remote === undefined) throw new Error(`No remote serves the area ${area}`);
  return remote;
}

/**
 * The federation id of a module only one remote exposes (`./widget` → `mf_softphone/widget`).
 * @param {string} expose
 */
export function federationId(expose) {
  const remote = REMOTES.find((entry) => Object.hasOwn(entry.exposes, expose));
  if (remote === undefined) throw new Error(`No remote exposes ${expose}`);
  return `${remote.name}/${expose.replace(/^\.\//, '')}`;
}

/**
 * Whether the module a remote exposes is still a placeholder (see `placeholders`).
 * @param {string} expose
 */
export function isPlaceholderModule(expose) {
  return REMOTES.some((entry) => {
    // Read through the entry type: while no remote has placeholders, the literal type has none.
    const remote = /** @type {RemoteEntry} */ (entry);
    return (remote.placeholders ?? []).includes(expose);
  });
}

/**
 * `/remotes.json` when the api serves the builds itself: name → its `mf-manifest.json`.
 * @returns {Record<string, string>}
 */
export function servedRemotesManifest() {
  return Object.fromEntries(
    REMOTES.map((remote) => [remote.name, `/remotes/${remote.folder}/mf-manifest.json`]),
  );
}
