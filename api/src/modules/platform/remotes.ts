/**
 * The runtime map of Module Federation remotes the shell fetches as `/remotes.json`: remote name →
 * URL of its `mf-manifest.json`. From `REMOTES_FILE` when set (e.g. remotes on a CDN), else each
 * remote as this server serves it.
 */
import { readFileSync } from 'node:fs';
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
  return parsed.data;
}
