/** `/donations/create/`: choose a client, then one of its enabled campaigns (spec §2). */
import { CLIENTS_PAGE_SIZE } from '@veldwerk/shared/domain';
import { PageHeader } from '@veldwerk/shared/ui';
import { Button, Form, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { links } from '../../../paths';
import { useCampaignChoices, useClientChoices } from '../api';

export function DonationCreatePage() {
  const navigate = useNavigate();
  const [client, setClient] = useState<number | null>(null);
  const [campaign, setCampaign] = useState<number | null>(null);
  const clients = useClientChoices({}, { enabled: true, limit: CLIENTS_PAGE_SIZE });
  const campaigns = useCampaignChoices(client === null ? null : { clientId: client }, {
    enabled: true,
    limit: CLIENTS_PAGE_SIZE,
  });
  return (
    <>
      <PageHeader
        title="Klant en campagne kiezen"
        back={{ to: links.donations(), label: 'Donateurs' }}
      />
      <form
        aria-label="Klant en campagne"
        onSubmit={(event) => {
          event.preventDefault();
          if (client !== null && campaign !== null) {
            void navigate(links.createForm(client, campaign));
          }
        }}
        style={{ maxWidth: 480 }}
      >
        <Form layout="vertical" component={false}>
          <Form.Item label="Klant" required htmlFor="donation-client">
            <Select
              id="donation-client"
              aria-label="Klant"
              showSearch
              optionFilterProp="label"
              loading={clients.isLoading}
              value={client}
              placeholder="Kies een klant"
              onChange={(value: number) => {
                setClient(value);
                setCampaign(null);
              }}
              options={(clients.data?.results ?? []).map((row) => ({
                value: row.id,
                label: row.name,
              }))}
            />
          </Form.Item>
          <Form.Item label="Campagne" required htmlFor="donation-campaign">
            <Select
              id="donation-campaign"
              aria-label="Campagne"
              showSearch
              optionFilterProp="label"
              disabled={client === null}
              loading={campaigns.isLoading && client !== null}
              value={campaign}
              placeholder="Kies een campagne"
              notFoundContent="Geen resultaten"
              onChange={(value: number) => setCampaign(value)}
              options={(campaigns.data?.results ?? []).map((row) => ({
                value: row.id,
                label: row.name,
              }))}
            />
          </Form.Item>
        </Form>
        <Space>
          <Button type="primary" htmlType="submit" disabled={client === null || campaign === null}>
            Verder
          </Button>
        </Space>
      </form>
    </>
  );
}
