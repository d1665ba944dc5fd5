/**
 * Where remotes live is known only at run time: `/remotes.json` (remote name → manifest URL,
 * relative to the page) is fetched once and every remote is registered with the federation
 * runtime. Nothing is loaded until an area asks for its module.
 */
import type { RemotesManifest } from '@veldwerk/shared/domain';

import { readRemoteFailure } from './remote-failure';
import { loadRemote, preloadRemote, registerRemotes } from './runtime';

export const REMOTES_MANIFEST_URL = '/remotes.json';

let registered: Promise<RemotesManifest> | null = null;

/** `remotesManifestSchema`'s shape, checked by hand: the first page does not load the domain. */
function isRemotesManifest(value: unknown): value is RemotesManifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((url) => typeof url === 'string')
  );
}
const preloaded = new Set<string>();

async function fetchRemotesManifest(): Promise<RemotesManifest> {
  const response = await fetch(REMOTES_MANIFEST_URL, {
    headers: { Accept: 'application/json' },
    cache: 'no-cache',
  });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL}: ${response.status}`);
  const manifest: unknown = await response.json();
  if (!isRemotesManifest(manifest))
    throw new Error(`${REMOTES_MANIFEST_URL}: not a name → URL map`);
  // Absolute URLs: the runtime derives each remote's public path from its manifest URL.
  return Object.fromEntries(
    Object.entries(manifest).map(([name, url]) => [name, new URL(url, window.location.href).href]),
  );
}

/** Fetches and registers the remotes once; a failed attempt is forgotten so the next retries. */
export function ensureRemotesRegistered(): Promise<RemotesManifest> {
  registered ??= fetchRemotesManifest().then(
    (manifest) => {
      registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
      return manifest;
    },
    (error: unknown) => {
      registered = null;
      throw error;
    },
  );
  return registered;
}

/**
 * Makes the next load of `remote` start from scratch. The runtime keeps what it loaded per
 * remote (manifest, snapshot, entry, container); registering again with `force` drops all of
 * it, so the manifest and entry are fetched anew.
 */
export async function resetRemote(remote: string): Promise<void> {
  const manifest = await ensureRemotesRegistered();
  const entry = manifest[remote];
  if (entry === undefined) throw new Error(`${remote} is not in ${REMOTES_MANIFEST_URL}`);
  registerRemotes([{ name: remote, entry }], { force: true });
  for (const key of preloaded) if (key.startsWith(`${remote}/`)) preloaded.delete(key);
}

export type RemoteLoadResult<T> = { ok: true; module: T } | { ok: false; error: unknown };

/** `loadRemote` that never throws: a failure comes back as `{ ok: false }`. */
export async function loadRemoteModule<T>(id: string): Promise<RemoteLoadResult<T>> {
  try {
    await ensureRemotesRegistered();
    const module = await loadRemote<T>(id);
    const failure = readRemoteFailure(module);
    if (failure) return { ok: false, error: failure.error };
    if (module === null || module === undefined) {
      return { ok: false, error: new Error(`${id} is empty`) };
    }
    return { ok: true, module };
  } catch (error) {
    console.warn(`Remote ${id} could not be loaded`, error);
    return { ok: false, error };
  }
}

/** Warms a remote's module (manifest, entry, chunks) before the user clicks; best effort. */
export function preloadRemoteModule(remote: string, expose: string): void {
  const key = `${remote}/${expose}`;
  if (preloaded.has(key)) return;
  preloaded.add(key);
  ensureRemotesRegistered()
    .then(() => preloadRemote([{ nameOrAlias: remote, exposes: [expose] }]))
    .catch(() => {
      // A real visit will load (or fail) with the user-facing fallback; try again then.
      preloaded.delete(key);
    });
}

/** Test seam: forget the registration (module state survives between tests otherwise). */
export function resetRemoteRegistryForTests(): void {
  registered = null;
  preloaded.clear();
}
