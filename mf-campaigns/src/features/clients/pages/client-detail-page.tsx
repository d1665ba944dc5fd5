/** A client: its name with edit and delete, and its campaigns (spec §2 `/clients/{clientId}/`). */
import { DetailPage, EnabledTag, PageHeader } from '@veldwerk/shared/ui';
import { Typography } from 'antd';
import type { ReactNode } from 'react';

import { links } from '../../../paths';
import { clients } from '../api';
import { ClientEditButton } from '../components/client-edit-button';

/** The client's campaigns: the campaigns feature's list, composed in by `routes.tsx`. */
export type CampaignsSlot = (clientId: number) => ReactNode;

export function ClientDetailPage({ campaigns }: { campaigns: CampaignsSlot }) {
  return (
    <DetailPage
      resource={clients}
      ids={{ clientId: 'number' }}
      label="Klant"
      deleteSubject={(client) => `klant ${client.name}`}
      afterDelete={() => links.clients()}
      afterDeleteLabel="Klanten"
    >
      {(client, { params, deleteButton }) => (
        <>
          <PageHeader
            title={client.name}
            back={{ to: links.clients(), label: 'Klanten' }}
            extra={<EnabledTag enabled={client.enabled} />}
            actions={
              <>
                <ClientEditButton client={client} />
                {deleteButton}
              </>
            }
          />
          <Typography.Title level={3}>Campagnes</Typography.Title>
          {campaigns(params.clientId)}
        </>
      )}
    </DetailPage>
  );
}
