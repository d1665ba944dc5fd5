/** `/shifts/{uuid}/`: the shift's fields (editable) and its donation checks. */
import { dateOf } from '@veldwerk/shared/domain';
import { DetailPage, PageHeader } from '@veldwerk/shared/ui';
import { Typography } from 'antd';
import { useNavigate } from 'react-router-dom';

import { links } from '../../../paths';
import { shifts } from '../api';
import { CheckTable } from '../components/check-table';
import { ShiftDelete } from '../components/shift-delete';
import { ShiftForm } from '../components/shift-form';

export function ShiftDetailPage() {
  const navigate = useNavigate();
  return (
    <DetailPage
      resource={shifts}
      ids={{ uuid: 'uuid' }}
      label="Werkbriefje"
      afterDelete={() => links.shifts()}
      afterDeleteLabel="Werkbriefjes"
    >
      {(shift) => (
        <>
          <PageHeader
            title={`Werkbriefje ${dateOf(shift.date)}`}
            back={{ to: links.shifts(), label: 'Werkbriefjes' }}
            extra={
              <Typography.Text type="secondary">
                {shift.employee_name} · {shift.campaign_name}
                {shift.shift_creator_name ? ` · ingevoerd door ${shift.shift_creator_name}` : ''}
              </Typography.Text>
            }
          />
          <ShiftForm
            key={shift.last_modify_date ?? shift.creation_date}
            shift={shift}
            actions={
              <ShiftDelete
                shift={shift}
                onDeleted={() => void navigate(links.shifts(), { replace: true })}
              />
            }
          />
          <CheckTable shift={shift} />
        </>
      )}
    </DetailPage>
  );
}
