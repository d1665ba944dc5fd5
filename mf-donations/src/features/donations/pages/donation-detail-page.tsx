/**
 * `/donations/{donationId}/` (spec §2 donor detail): state icon and label, the lock of donors
 * recruited after the cut-over, the exported warning, "Beveiligd" instead of edit for a secured
 * donor, the campaign's input field values, the signature and delete for ROLE_ADMIN, the change
 * history, and the call button (click-to-call through the softphone).
 */
import EditOutlined from '@ant-design/icons/EditOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import {
  API_PATHS,
  CHECKED_LABELS,
  DONATION_CUT_OVER_DATE,
  DONATION_MESSAGES,
  LANGUAGE_LABELS,
  PERIOD_LABELS,
  REJECT_REASON_LABELS,
  SEX_LABELS,
  dateOf,
  donorCalleeKey,
  donorName,
  euroOf,
  fillPath,
  isDonationExported,
  isDonationSecured,
  isRecruitedAfterCutOver,
  type Donation,
} from '@veldwerk/shared/domain';
import { formatIbanForDisplay } from '@veldwerk/shared/validation';
import { CallButton, DetailPage, LinkButton, PageHeader, useCan } from '@veldwerk/shared/ui';
import { Alert, App, Button, Descriptions, Space, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';

import { links } from '../../../paths';
import { donations, useDonationCampaign } from '../api';
import { DonationHistory } from '../components/donation-history';
import { DonationStateTag } from '../components/donation-state';
import { SignatureImage } from '../components/signature-image';

const text = (value: string | null | undefined): ReactNode =>
  value === null || value === undefined || value === '' ? '—' : value;
const day = (value: string | null) => text(value === null ? null : dateOf(value));

function DonationDetail({ donation }: { donation: Donation }) {
  const campaign = useDonationCampaign(
    donation.client === null ? null : { clientId: donation.client, campaignId: donation.campaign },
  );
  const maySeeSignature = useCan(
    'GET',
    donation.signature === null
      ? 'upload/signature/x'
      : fillPath(API_PATHS.signature, { signature: donation.signature }),
  );
  const inputFields = campaign.data?.input_fields ?? [];
  const address = [
    [donation.street, donation.house_number, donation.house_number_suffix]
      .filter(Boolean)
      .join(' '),
    [donation.postal_code, donation.place].filter(Boolean).join(' '),
    donation.country,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <>
      {isDonationExported(donation) && (
        <Alert
          type="warning"
          showIcon
          role="status"
          style={{ marginBottom: 16 }}
          message={DONATION_MESSAGES.exported}
        />
      )}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
        style={{ marginBottom: 24 }}
        items={[
          { key: 'state', label: 'Status', children: <DonationStateTag state={donation.state} /> },
          {
            key: 'reference',
            label: 'Referentienummer',
            children: text(donation.reference_number),
          },
          {
            key: 'campaign',
            label: 'Campagne',
            children: text(campaign.data?.name ?? `#${donation.campaign}`),
          },
          { key: 'name', label: 'Naam', children: text(donorName(donation)) },
          { key: 'sex', label: 'Geslacht', children: SEX_LABELS[donation.sex] },
          { key: 'birth', label: 'Geboortedatum', children: day(donation.birth_date) },
          { key: 'address', label: 'Adres', children: text(address) },
          { key: 'mobile', label: 'Mobiel', children: text(donation.mobile) },
          { key: 'tel', label: 'Telefoon', children: text(donation.tel) },
          { key: 'email', label: 'E-mail', children: text(donation.email) },
          {
            key: 'iban',
            label: 'IBAN',
            children: text(donation.iban === null ? null : formatIbanForDisplay(donation.iban)),
          },
          { key: 'bic', label: 'BIC', children: text(donation.bic) },
          {
            key: 'amount',
            label: 'Bedrag',
            children: donation.amount === null ? '—' : `€ ${euroOf(donation.amount)}`,
          },
          { key: 'period', label: 'Periode', children: PERIOD_LABELS[donation.period] },
          { key: 'start', label: 'Startdatum', children: day(donation.start_date) },
          { key: 'stop', label: 'Einddatum', children: day(donation.stop_date) },
          {
            key: 'recruited',
            label: 'Geworven op',
            children: day(donation.recruited_date),
          },
          { key: 'code', label: 'Wervercode', children: text(donation.recruiter_employee_code) },
          { key: 'exported', label: 'Geëxporteerd op', children: day(donation.last_export_date) },
          { key: 'language', label: 'Taal', children: LANGUAGE_LABELS[donation.language] },
          { key: 'calls', label: 'Belpogingen', children: donation.call_attempts },
          {
            key: 'checked',
            label: 'Nagebeld',
            children: donation.checked === null ? '—' : CHECKED_LABELS[donation.checked],
          },
          ...(donation.state === 'REJECTED'
            ? [
                {
                  key: 'reject',
                  label: 'Afkeurreden',
                  children:
                    donation.reject_state === null
                      ? '—'
                      : REJECT_REASON_LABELS[donation.reject_state],
                },
                {
                  key: 'reject_comment',
                  label: 'Toelichting',
                  children: text(donation.reject_comment),
                },
              ]
            : []),
          { key: 'comment', label: 'Opmerking', children: text(donation.comment) },
        ]}
      />
      {inputFields.length > 0 && (
        <section aria-label="Campagnevelden" style={{ marginBottom: 24 }}>
          <Typography.Title level={4}>Campagnevelden</Typography.Title>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 }}
            items={inputFields.map((field) => ({
              key: field.name,
              label: field.label,
              children: text(donation.extra_fields[field.name]),
            }))}
          />
        </section>
      )}
      {maySeeSignature && donation.signature !== null && (
        <section aria-label="Handtekening" style={{ marginBottom: 24 }}>
          <Typography.Title level={4}>Handtekening</Typography.Title>
          <SignatureImage signature={donation.signature} />
        </section>
      )}
      <DonationHistory donationId={donation.id} />
    </>
  );
}

function Actions({ donation, deleteButton }: { donation: Donation; deleteButton: ReactNode }) {
  const { modal } = App.useApp();
  const secured = isDonationSecured(donation);
  const mayEdit = useCan('PUT', fillPath(API_PATHS.donation, { donationId: donation.id }));
  return (
    <Space wrap>
      {secured ? (
        <Button
          icon={<SafetyOutlined aria-hidden />}
          onClick={() =>
            void modal.info({
              title: DONATION_MESSAGES.secured,
              content: DONATION_MESSAGES.securedRefusal,
            })
          }
        >
          {DONATION_MESSAGES.secured}
        </Button>
      ) : (
        mayEdit && (
          <LinkButton to={links.update(donation.id)} icon={<EditOutlined aria-hidden />}>
            Wijzigen
          </LinkButton>
        )
      )}
      {(donation.mobile ?? donation.tel) !== null && (
        <CallButton callee={donorCalleeKey(donation.id)} name={donorName(donation)} size="middle" />
      )}
      {!secured && deleteButton}
    </Space>
  );
}

export function DonationDetailPage() {
  return (
    <DetailPage
      resource={donations}
      ids={{ donationId: 'number' }}
      label="Donateur"
      deleteSubject={(donation) => `donateur ${donation.reference_number ?? donation.id}`}
      afterDelete={() => links.donations()}
    >
      {(donation, { deleteButton }) => (
        <>
          <PageHeader
            title={
              <Space wrap>
                <span>
                  Donateur {donorName(donation) || donation.reference_number || donation.id}
                </span>
                <DonationStateTag state={donation.state} />
                {isRecruitedAfterCutOver(donation.recruited_date) && (
                  <Tooltip title={`Geworven na ${dateOf(DONATION_CUT_OVER_DATE)}`}>
                    <LockOutlined
                      role="img"
                      aria-label={`Geworven na ${dateOf(DONATION_CUT_OVER_DATE)}`}
                    />
                  </Tooltip>
                )}
              </Space>
            }
            back={{ to: links.donations(), label: 'Donateurs' }}
            actions={<Actions donation={donation} deleteButton={deleteButton} />}
          />
          <DonationDetail donation={donation} />
        </>
      )}
    </DetailPage>
  );
}
