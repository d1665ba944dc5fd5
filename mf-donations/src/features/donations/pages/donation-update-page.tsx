/** `/donations/{donatorId}/update/`: edit a donor in all four states, with the reject flow. */
import { DONATION_MESSAGES, donorName, isDonationSecured } from '@veldwerk/shared/domain';
import { PageHeader, PageNotFound, QueryState } from '@veldwerk/shared/ui';
import { Alert } from 'antd';
import { useParams } from 'react-router-dom';

import { links } from '../../../paths';
import { useDonation, useDonationCampaign } from '../api';
import { DonationForm } from '../components/donation-form';

export function DonationUpdatePage() {
  const { donatorId } = useParams();
  const id = donatorId !== undefined && /^\d{1,9}$/.test(donatorId) ? Number(donatorId) : null;
  const donation = useDonation(id === null ? null : { donationId: id });
  const loaded = donation.data;
  const campaign = useDonationCampaign(
    loaded === undefined ? null : { clientId: loaded.client ?? 0, campaignId: loaded.campaign },
  );
  if (id === null) return <PageNotFound />;
  return (
    <QueryState query={donation} label="Donateur">
      {(row) => (
        <QueryState query={campaign} label="Campagne">
          {(ofDonation) => (
            <>
              <PageHeader
                title={`Donateur ${donorName(row) || row.reference_number || row.id} wijzigen`}
                back={{ to: links.donation(row.id), label: 'Donateur' }}
              />
              {isDonationSecured(row) && (
                <Alert
                  type="info"
                  showIcon
                  style={{ marginBottom: 16 }}
                  message={DONATION_MESSAGES.secured}
                  description={DONATION_MESSAGES.securedRefusal}
                />
              )}
              <DonationForm key={row.id} campaign={ofDonation} donation={row} />
            </>
          )}
        </QueryState>
      )}
    </QueryState>
  );
}
