/** A client: its name with edit and delete, and its campaigns (spec §2 `/clients/{clientId}/`). */
import { DeleteButton, PageNotFound } from '@veldwerk/shared/ui';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import { PageHeader } from '../../../components/page-header';
import { LoadFailed, Loading } from '../../../components/query-state';
import { idParam, links } from '../../../paths';
import { clientPath, useClient, useClientDeleted } from '../api';
import { EnabledTag } from '../components/client-columns';
import { ClientEditButton } from '../components/client-edit-button';

/** The client's campaigns: the campaigns feature's list, composed in by `routes.tsx`. */
export type CampaignsSlot = (clientId: number) => ReactNode;

function ClientDetail({ clientId, campaigns }: { clientId: number; campaigns: CampaignsSlot }) {
  const navigate = useNavigate();
  const client = useClient(clientId);
  const deleted = useClientDeleted();
  if (client.isPending) return <Loading label="Klant" />;
  if (client.isError) return <LoadFailed error={client.error} />;
  return (
    <>
      <PageHeader
        title={client.data.name}
        back={{ to: links.clients(), label: 'Klanten' }}
        extra={<EnabledTag enabled={client.data.enabled} />}
        actions={
          <>
            <ClientEditButton client={client.data} />
            <DeleteButton
              path={clientPath(clientId)}
              subject={`klant ${client.data.name}`}
              onDeleted={() => {
                void deleted(clientId);
                void navigate(links.clients());
              }}
            />
          </>
        }
      />
      <Typography.Title level={3}>Campagnes</Typography.Title>
      {campaigns(clientId)}
    </>
  );
}

export function ClientDetailPage({ campaigns }: { campaigns: CampaignsSlot }) {
  const clientId = idParam(useParams().clientId);
  if (clientId === null) return <PageNotFound />;
  return <ClientDetail clientId={clientId} campaigns={campaigns} />;
}
