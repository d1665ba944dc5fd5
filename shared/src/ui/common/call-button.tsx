/**
 * Click-to-call (issue 16): a phone icon that asks the softphone to call a person through the
 * softphone bus. Shown only to users who may use the phone and read the person, and only while a
 * softphone widget listens (the shell mounts it on every staff page).
 */
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import { Button, Tooltip, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';

import { can } from '../../auth';
import { requestCall, useSession, useSoftphoneBus } from '../../client';
import { API_PATHS, parseCalleeKey, SOFTPHONE_TEXTS, type CalleeKey } from '../../domain';

export interface CallButtonProps {
  callee: CalleeKey;
  /** The person's name, for the button's label ("Jan Jansen bellen"). */
  name: string;
  size?: ButtonProps['size'];
}

export function CallButton({ callee, name, size = 'small' }: CallButtonProps) {
  const roles = useSession((state) => state.roles);
  const listening = useSoftphoneBus((state) => state.listening > 0);
  const parsed = parseCalleeKey(callee);
  if (parsed === null || !listening || !can(roles, 'GET', API_PATHS.voiceToken)) return null;
  const readPath = parsed.kind === 'donation' ? `donations/${parsed.id}` : `employees/${parsed.id}`;
  if (!can(roles, 'GET', readPath)) return null;
  const label = SOFTPHONE_TEXTS.callPerson(name.trim() === '' ? 'Deze persoon' : name);
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size={size}
        icon={<PhoneOutlined />}
        aria-label={label}
        onClick={(event: MouseEvent<HTMLElement>) => {
          // In a list row: call, do not open the row.
          event.stopPropagation();
          requestCall(callee);
        }}
      />
    </Tooltip>
  );
}
