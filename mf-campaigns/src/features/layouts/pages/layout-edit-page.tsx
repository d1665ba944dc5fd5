import { exportLayoutTitle } from '@veldwerk/shared/domain';
import { DeleteButton, PageNotFound } from '@veldwerk/shared/ui';
import { useNavigate, useParams } from 'react-router-dom';

import { PageHeader } from '../../../components/page-header';
import { LoadFailed, Loading } from '../../../components/query-state';
import { idParam, links } from '../../../paths';
import { layoutPath, useLayout, useLayoutDeleted } from '../api';
import { LayoutForm } from '../components/layout-form';

function LayoutEdit({ id }: { id: number }) {
  const navigate = useNavigate();
  const layout = useLayout(id);
  const deleted = useLayoutDeleted();
  if (layout.isPending) return <Loading label="Export layout" />;
  if (layout.isError) return <LoadFailed error={layout.error} />;
  return (
    <>
      <PageHeader
        title={exportLayoutTitle(layout.data.name)}
        back={{ to: links.layouts(), label: 'Export layouts' }}
      />
      <LayoutForm
        layout={layout.data}
        actions={
          <DeleteButton
            path={layoutPath(id)}
            subject={`export layout ${layout.data.name}`}
            onDeleted={() => {
              void deleted(id);
              void navigate(links.layouts());
            }}
          />
        }
      />
    </>
  );
}

export function LayoutEditPage() {
  const id = idParam(useParams().id);
  if (id === null) return <PageNotFound />;
  return <LayoutEdit id={id} />;
}
