import { REMOTE_MODULES } from '../areas/area-registry';
import { RemoteSlot } from '../federation/remote-slot';
import { PublicLayout } from '../layout/public-layout';

/** `/public/apply/*`: only mf_recruitment's public module, no sign-in, no other remote. */
export function PublicApplyPage() {
  return (
    <PublicLayout>
      <RemoteSlot id={REMOTE_MODULES.publicApply} label="Het sollicitatieformulier" />
    </PublicLayout>
  );
}
