/**
 * The runtime map of Module Federation remotes the shell fetches as `/remotes.json`: remote name →
 * URL of its `mf-manifest.json`. From `REMOTES_FILE` when set (e.g. remotes on a CDN), else each
 * remote as this server serves it.
 *
 * The file is re-read whenever it changes (its modification time or size), so switching a remote
 * to another deployed version — or back — is an edit of the file: no restart, no shell rebuild.
 * The next page load fetches the new `/remotes.json` under a CSP that allows the new origins.
 * A file that turns bad keeps the last good table (and says so in the log); a bad file at start
 * stops the start.
 */
import { readFileSync, statSync } from 'node:fs';
import { remotesManifestSchema, type RemotesManifest } from '@veldwerk/shared/domain';
import { servedRemotesManifest } from '@veldwerk/shared/remotes';

export function defaultRemotes(): RemotesManifest {
  return servedRemotesManifest();
}

export function loadRemotes(file: string | undefined): RemotesManifest {
  if (file === undefined) return defaultRemotes();
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read REMOTES_FILE ${file}: ${(error as Error).message}`);
  }
  const parsed = remotesManifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`Invalid REMOTES_FILE ${file}: expected an object of remote name → URL.`);
  }
  for (const [name, url] of Object.entries(parsed.data)) {
    if (remoteOrigin(url) === 'invalid') {
      throw new Error(`Invalid REMOTES_FILE ${file}: ${name} is not an http(s) URL or a path.`);
    }
  }
  return parsed.data;
}

/**
 * The origin a manifest URL loads from: `{ origin: null }` for a path on this server
 * (`/remotes/…`), the `scheme://host:port` of an absolute http(s) URL, 'invalid' for anything else.
 */
export function remoteOrigin(url: string): { origin: string | null } | 'invalid' {
  if (url.startsWith('/') && !url.startsWith('//')) return { origin: null };
  const parsed = URL.parse(url);
  if (parsed === null || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    return 'invalid';
  }
  return { origin: parsed.origin };
}

/** The other origins the remotes load from, each once, in table order (for the CSP). */
export function remoteOrigins(remotes: RemotesManifest): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    const found = remoteOrigin(url);
    if (found !== 'invalid' && found.origin !== null) origins.add(found.origin);
  }
  return [...origins];
}

export interface RemotesSource {
  /** The table as it is now (re-read when the file changed since the last call). */
  current(): RemotesManifest;
  /** `remoteOrigins(current())`, computed once per table. */
  origins(): readonly string[];
}

export interface RemotesSourceOptions {
  /** Told when a changed file is taken, or refused (the last good table stays). */
  onReload?: (event: { ok: true } | { ok: false; error: string }) => void;
}

/** The remotes table of `REMOTES_FILE` (re-read on change), or the served default. */
export function createRemotesSource(
  file: string | undefined,
  options: RemotesSourceOptions = {},
): RemotesSource {
  let table = loadRemotes(file);
  let origins = remoteOrigins(table);
  if (file === undefined) return { current: () => table, origins: () => origins };

  const stamp = (): string => {
    try {
      const stats = statSync(file);
      return `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
    } catch {
      return 'missing';
    }
  };
  let seen = stamp();
  const refresh = () => {
    const now = stamp();
    if (now === seen) return;
    seen = now;
    try {
      table = loadRemotes(file);
      origins = remoteOrigins(table);
      options.onReload?.({ ok: true });
    } catch (error) {
      options.onReload?.({ ok: false, error: (error as Error).message });
    }
  };
  return {
    current: () => {
      refresh();
      return table;
    },
    origins: () => {
      refresh();
      return origins;
    },
  };
}
