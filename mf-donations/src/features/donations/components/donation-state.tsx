/**
 * The one mapping from a donation state to its icon, colour and label (spec §2 leaves it open),
 * shared by the list and the detail: CONCEPT a grey pencil, PENDING a blue clock, APPROVED a
 * green check, REJECTED a red cross. The label is the shared Dutch one.
 */
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { DONATION_STATE_LABELS, type DonationState } from '@veldwerk/shared/domain';
import { Tag } from 'antd';

export const DONATION_STATE_DISPLAY: Readonly<
  Record<DonationState, { icon: typeof EditOutlined; color: string }>
> = {
  CONCEPT: { icon: EditOutlined, color: 'default' },
  // 'blue', not 'processing': the preset's darker text passes WCAG AA contrast on its tint.
  PENDING: { icon: ClockCircleOutlined, color: 'blue' },
  APPROVED: { icon: CheckCircleOutlined, color: 'success' },
  REJECTED: { icon: CloseCircleOutlined, color: 'error' },
};

export function DonationStateTag({ state }: { state: DonationState }) {
  const { icon: Icon, color } = DONATION_STATE_DISPLAY[state];
  return (
    <Tag color={color} icon={<Icon aria-hidden />} data-state={state}>
      {DONATION_STATE_LABELS[state]}
    </Tag>
  );
}
