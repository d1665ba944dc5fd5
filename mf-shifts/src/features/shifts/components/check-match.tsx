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

const STATE_COLORS: Readonly<Record<DonationState, string>> = {
  CONCEPT: 'default',
  PENDING: 'blue',
  APPROVED: 'success',
  REJECTED: 'error',
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
      <Tag color={STATE_COLORS[donation.state]} data-state={donation.state}>
        {DONATION_STATE_LABELS[donation.state]}
      </Tag>
      <Typography.Text>
        Donatie aangemaakt op {dayOfInstant(check.source_donation_creation_date)}
      </Typography.Text>
    </span>
  );
}
