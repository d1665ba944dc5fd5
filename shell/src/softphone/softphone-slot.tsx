import { can } from '@veldwerk/shared/auth';
import { useSession } from '@veldwerk/shared/client';

import { REMOTE_MODULES, SOFTPHONE_ACCESS, SOFTPHONE_WIDGET_READY } from '../areas/area-registry';
import { RemoteSlot } from '../federation/remote-slot';

/**
 * mf_softphone's widget for users who may call (voice token access). Optional: when it cannot
 * load, nothing shows and the shell carries on. While the widget is a placeholder (the remotes
 * table says so) there is no button at all: it would only say "Nog niet beschikbaar".
 */
export function SoftphoneSlot({ ready = SOFTPHONE_WIDGET_READY }: { ready?: boolean }) {
  const status = useSession((state) => state.status);
  const roles = useSession((state) => state.roles);
  if (!ready) return null;
  if (status !== 'authenticated' || !can(roles, SOFTPHONE_ACCESS.method, SOFTPHONE_ACCESS.path)) {
    return null;
  }
  return (
    <div style={{ position: 'fixed', right: 24, bottom: 24, zIndex: 1000 }}>
      <RemoteSlot id={REMOTE_MODULES.softphoneWidget} label="De telefoon" loading={null} silent />
    </div>
  );
}
