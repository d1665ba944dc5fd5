/**
 * Federation runtime plugin of the shell (`runtimePlugins` in webpack.config.mjs). When a
 * remote's manifest, entry or exposed chunk cannot load, `loadRemote` resolves to a failure
 * marker instead of rejecting, so the area shows its fallback (and its "Opnieuw proberen")
 * while the rest of the shell runs on. It also records each remote's build label as its manifest
 * loads (remote-builds.ts).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

import { recordRemoteBuild } from './remote-builds';
import { describeFailure, remoteFailureModule } from './remote-failure';

export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'veldwerk-remote-failure',
    loadRemoteSnapshot(args) {
      // Which build the manifest describes (shown by the area, see remote-builds.ts).
      const snapshot = args.remoteSnapshot as { buildVersion?: unknown };
      recordRemoteBuild(
        args.moduleInfo.name,
        typeof snapshot.buildVersion === 'string' ? snapshot.buildVersion : undefined,
      );
      return args;
    },
    errorLoadRemote(args) {
      // Only the last stage: there the answer becomes the loaded module. An answer at
      // 'afterResolve' would be cached as the remote's manifest, so those pass through.
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`Remote ${args.id} could not be loaded: ${describeFailure(args.error)}`);
      return remoteFailureModule({ id: args.id, error: args.error });
    },
  };
}
