import { exportLayoutTitle } from '@veldwerk/shared/domain';
import { DetailPage, PageHeader } from '@veldwerk/shared/ui';

import { links } from '../../../paths';
import { layouts } from '../api';
import { LayoutForm } from '../components/layout-form';

export function LayoutEditPage() {
  return (
    <DetailPage
      resource={layouts}
      ids={{ id: 'number' }}
      label="Export layout"
      deleteSubject={(layout) => `export layout ${layout.name}`}
      afterDelete={() => links.layouts()}
      afterDeleteLabel="Export layouts"
    >
      {(layout, { deleteButton }) => (
        <>
          <PageHeader
            title={exportLayoutTitle(layout.name)}
            back={{ to: links.layouts(), label: 'Export layouts' }}
          />
          <LayoutForm layout={layout} actions={deleteButton} />
        </>
      )}
    </DetailPage>
  );
}
