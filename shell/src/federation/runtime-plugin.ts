/**
 * Federation runtime plugin of the shell (`runtimePlugins` in webpack.config.mjs). When a
 * remote's manifest, entry or exposed chunk cannot load, `loadRemote` resolves to a failure
 * marker instead of rejecting, so the area shows its fallback (and its "Opnieuw proberen")
 * while the rest of the shell runs on.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

import { describeFailure, remoteFailureModule } from './remote-failure';

export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'veldwerk-remote-failure',
    errorLoadRemote(args) {
      // Only the last stage: there the answer becomes the loaded module. An answer at
      // 'afterResolve' would be cached as the remote's manifest, so those pass through.
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`Remote ${args.id} could not be loaded: ${describeFailure(args.error)}`);
      return remoteFailureModule({ id: args.id, error: args.error });
    },
  };
}
