import { exportLayoutTitle } from '@veldwerk/shared/domain';
import { PageHeader, RequireCan } from '@veldwerk/shared/ui';

import { links } from '../../../paths';
import { layouts } from '../api';
import { LayoutForm } from '../components/layout-form';

export function LayoutCreatePage() {
  const back = { to: links.layouts(), label: 'Export layouts' };
  return (
    <RequireCan method="POST" path={layouts.collectionPath({})} back={back}>
      <PageHeader title={exportLayoutTitle()} back={back} />
      <LayoutForm />
    </RequireCan>
  );
}
