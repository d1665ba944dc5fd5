import { exportLayoutTitle } from '@veldwerk/shared/domain';
import { PageHeader } from '@veldwerk/shared/ui';

import { links } from '../../../paths';
import { LayoutForm } from '../components/layout-form';

export function LayoutCreatePage() {
  return (
    <>
      <PageHeader
        title={exportLayoutTitle()}
        back={{ to: links.layouts(), label: 'Export layouts' }}
      />
      <LayoutForm />
    </>
  );
}
