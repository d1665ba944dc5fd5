import { can } from '@veldwerk/shared/auth';
import { useSession } from '@veldwerk/shared/client';

import { REMOTE_MODULES, SOFTPHONE_ACCESS } from '../areas/area-registry';
import { RemoteSlot } from '../federation/remote-slot';

/**
 * mf_softphone's widget for users who may call (voice token access). Optional: when it cannot
 * load, nothing shows and the shell carries on.
 */
export function SoftphoneSlot() {
  const status = useSession((state) => state.status);
  const roles = useSession((state) => state.roles);
  if (status !== 'authenticated' || !can(roles, SOFTPHONE_ACCESS.method, SOFTPHONE_ACCESS.path)) {
    return null;
  }
  return (
    <div style={{ position: 'fixed', right: 24, bottom: 24, zIndex: 1000 }}>
      <RemoteSlot id={REMOTE_MODULES.softphoneWidget} label="De telefoon" loading={null} silent />
    </div>
  );
}
