/**
 * Which build of each remote the page runs: the `buildVersion` of its `mf-manifest.json` (the
 * build label, `0.1.0+abc1234` or the deploy script's `--label`), recorded by the runtime plugin
 * when the manifest loads. An area shows it, so whoever switched a remote to another deployed
 * version sees which one the page took. No React here: the runtime plugin loads before any
 * shared module.
 */
const builds = new Map<string, string>();

export function recordRemoteBuild(remote: string, buildVersion: string | undefined): void {
  if (buildVersion !== undefined && buildVersion !== '') builds.set(remote, buildVersion);
}

/** The build label of a loaded remote, or undefined before it loaded (or without one). */
export function remoteBuild(remote: string): string | undefined {
  return builds.get(remote);
}
