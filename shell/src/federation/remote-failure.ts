/**
 * How a failed remote load travels without throwing: the runtime plugin's `errorLoadRemote`
 * answers with this marker module instead of an exception, and the shell renders the area's
 * fallback. No React here: the runtime plugin is loaded before any shared module.
 */
const MARKER = '__veldwerkRemoteFailure';

export interface RemoteFailure {
  /** The federation id that failed (`mf_campaigns/routes`) or the manifest URL. */
  id: string;
  error: unknown;
}

export function remoteFailureModule(failure: RemoteFailure): Record<string, RemoteFailure> {
  return { [MARKER]: failure };
}

export function readRemoteFailure(module: unknown): RemoteFailure | undefined {
  if (typeof module !== 'object' || module === null || !(MARKER in module)) return undefined;
  return (module as Record<string, RemoteFailure>)[MARKER];
}

/** A short, log-friendly description of what went wrong. */
export function describeFailure(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
