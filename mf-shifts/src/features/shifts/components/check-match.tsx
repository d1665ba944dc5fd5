/**
 * Whether a check became a real donor: the donation its reference number matched, with its
 * state and creation date (`source_donation_creation_date`), or "Geen donatie".
 */
import {
  DONATION_STATE_LABELS,
  type DonationCheckAnswer,
  type DonationState,
} from '@veldwerk/shared/domain';
import { amsterdamDate, isoToDisplayDate } from '@veldwerk/shared/validation';
import { Tag, Typography } from 'antd';
import type { CSSProperties } from 'react';

/** Dark text on a light tint: every state passes WCAG AA contrast (antd's presets do not). */
const STATE_STYLES: Readonly<Record<DonationState, CSSProperties>> = {
  CONCEPT: { color: '#262626', background: '#fafafa', borderColor: '#d9d9d9' },
  PENDING: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  APPROVED: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  REJECTED: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
};

/** An instant as the Amsterdam calendar day, dd/mm/yyyy. */
export const dayOfInstant = (value: string | null): string =>
  value === null ? '' : isoToDisplayDate(amsterdamDate(new Date(value)));

export function CheckMatch({ check }: { check: DonationCheckAnswer }) {
  const { donation } = check;
  if (donation === null) {
    return <Typography.Text type="secondary">Geen donatie gevonden</Typography.Text>;
  }
  return (
    <span data-testid="check-match">
      <Tag style={STATE_STYLES[donation.state]} data-state={donation.state}>
        {DONATION_STATE_LABELS[donation.state]}
      </Tag>
      <Typography.Text>
        Donatie aangemaakt op {dayOfInstant(check.source_donation_creation_date)}
      </Typography.Text>
    </span>
  );
}
