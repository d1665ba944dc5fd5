import { PageHeader, RequireCan } from '@veldwerk/shared/ui';

import { links } from '../../../paths';
import { shifts } from '../api';
import { ShiftForm } from '../components/shift-form';

export function ShiftCreatePage() {
  const back = { to: links.shifts(), label: 'Werkbriefjes' };
  return (
    <RequireCan method="POST" path={shifts.collectionPath({})} back={back}>
      <PageHeader title="Werkbriefje toevoegen" back={back} />
      <ShiftForm />
    </RequireCan>
  );
}
