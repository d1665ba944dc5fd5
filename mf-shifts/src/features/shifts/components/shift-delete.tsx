/**
 * Delete a shift (spec §4): enabled only on the day the shift was created, or for ROLE_ADMIN —
 * the api enforces the same rule, and a refusal shows the server's message in an alert.
 */
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useSession } from '@veldwerk/shared/client';
import { canDeleteShift, dateOf, type ShiftDetail } from '@veldwerk/shared/domain';
import { DeleteButton, useCan } from '@veldwerk/shared/ui';
import { Button, Space, Typography } from 'antd';

import { shifts } from '../api';

export const SHIFT_DELETE_HINT =
  'Alleen op de dag van aanmaken te verwijderen, of door een beheerder.';

export function ShiftDelete({ shift, onDeleted }: { shift: ShiftDetail; onDeleted: () => void }) {
  const roles = useSession((state) => state.roles);
  const path = shifts.path({ uuid: shift.uuid });
  const remove = shifts.useRemove({ uuid: shift.uuid });
  const mayDelete = useCan('DELETE', path);
  if (!mayDelete) return null;
  if (!canDeleteShift(shift, roles, new Date())) {
    // Said beside the button: a disabled button takes no focus, so a tooltip would go unheard.
    return (
      <Space wrap>
        <Button danger disabled icon={<DeleteOutlined aria-hidden />}>
          Verwijderen
        </Button>
        <Typography.Text type="secondary">{SHIFT_DELETE_HINT}</Typography.Text>
      </Space>
    );
  }
  return (
    <DeleteButton
      path={path}
      remove={() => remove.mutateAsync()}
      subject={`het werkbriefje van ${dateOf(shift.date)}`}
      onDeleted={onDeleted}
    />
  );
}
