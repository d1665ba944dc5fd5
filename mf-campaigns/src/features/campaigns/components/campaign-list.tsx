/** A client's campaigns as a kit list (spec §2 `/clients/{clientId}/`). */
import { campaignListContract, type Campaign } from '@veldwerk/shared/domain';
import {
  EnabledTag,
  LinkButton,
  ListView,
  useCan,
  type ContractColumns,
} from '@veldwerk/shared/ui';
import { Space } from 'antd';
import { useMemo } from 'react';

import { links } from '../../../paths';
import { campaigns } from '../api';

type Columns = ContractColumns<Campaign, typeof campaignListContract>;

const yesNo = (value: boolean) => (value ? 'Ja' : 'Nee');

function campaignColumns(clientId: number, mayEdit: boolean): Columns {
  const columns: Columns = [
    {
      key: 'name',
      title: 'Naam',
      text: (campaign) => campaign.name,
      sort: 'name',
      filter: { kind: 'text', field: 'name' },
      width: 'minmax(180px, 3fr)',
    },
    {
      key: 'backstage_reference',
      title: 'Projectreferentie',
      text: (campaign) => campaign.backstage_reference ?? '',
      width: 'minmax(140px, 2fr)',
    },
    {
      key: 'enabled',
      title: 'Actief',
      text: (campaign) => yesNo(campaign.enabled),
      render: (campaign) => <EnabledTag enabled={campaign.enabled} />,
      filter: { kind: 'bool', field: 'enabled', trueLabel: 'Actief', falseLabel: 'Inactief' },
      width: 'minmax(110px, 1fr)',
    },
    {
      key: 'available_for_tablet',
      title: 'Tablet',
      text: (campaign) => yesNo(campaign.available_for_tablet),
      filter: { kind: 'bool', field: 'available_for_tablet' },
      width: 'minmax(100px, 1fr)',
    },
    {
      key: 'input_fields',
      title: 'Invoervelden',
      text: (campaign) => String(campaign.input_fields.length),
      width: 'minmax(110px, 1fr)',
      align: 'right',
    },
    {
      key: 'id',
      title: 'Nummer',
      text: (campaign) => String(campaign.id),
      sort: 'id',
      width: 'minmax(90px, 1fr)',
      defaultHidden: true,
    },
  ];
  if (!mayEdit) return columns;
  // Theme and export are for who may change campaigns (super administration).
  return [
    ...columns,
    {
      key: 'actions',
      title: 'Acties',
      text: () => '',
      width: 'minmax(210px, 2fr)',
      render: (campaign) => (
        <Space size={4}>
          <LinkButton size="small" to={links.campaignTheme(clientId, campaign.id)}>
            Thema
          </LinkButton>
          <LinkButton size="small" to={links.campaignExport(clientId, campaign.id)}>
            Exporteren
          </LinkButton>
        </Space>
      ),
    },
  ];
}

export function CampaignList({ clientId }: { clientId: number }) {
  const mayEdit = useCan('PUT', campaigns.path({ clientId, campaignId: 0 }));
  const columns = useMemo(() => campaignColumns(clientId, mayEdit), [clientId, mayEdit]);
  const pathParams = useMemo(() => ({ clientId }), [clientId]);
  return (
    <ListView
      contract={campaignListContract}
      columns={columns}
      pathParams={pathParams}
      rowKey={(campaign) => campaign.id}
      label="Campagnes"
      detailPath={mayEdit ? (campaign) => links.campaignUpdate(clientId, campaign.id) : undefined}
      createTo={links.campaignCreate(clientId)}
      createLabel="Campagne toevoegen"
      height="calc(100vh - 380px)"
    />
  );
}
