import { useSession } from '@veldwerk/shared/client';
import type { AreaRoutesProps } from '@veldwerk/shared/ui';

import { NoAccessPage } from '../auth/no-access-page';
import { RemoteSlot } from '../federation/remote-slot';
import { mayOpenArea } from './area-access';
import { REMOTE_MODULES, type Area } from './area-registry';

/** An area's routes, loaded from its remote on first visit, behind the area's access check. */
export function AreaPage({ area }: { area: Area }) {
  const roles = useSession((state) => state.roles);
  if (!mayOpenArea(roles, area)) return <NoAccessPage label={area.label} />;
  const props: AreaRoutesProps = { area: area.id };
  return (
    <RemoteSlot
      key={area.id}
      id={REMOTE_MODULES.routes(area.remote)}
      label={area.label}
      props={{ ...props }}
      showBuild
    />
  );
}
