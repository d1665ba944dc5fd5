/** "Wijzigen" on a client's page: the client form in a modal (only for who may change clients). */
import EditOutlined from '@ant-design/icons/EditOutlined';
import type { Client } from '@veldwerk/shared/domain';
import { KitModal, useCan } from '@veldwerk/shared/ui';
import { Button } from 'antd';
import { useState } from 'react';

import { clients } from '../api';
import { ClientForm } from './client-form';

export function ClientEditButton({ client }: { client: Client }) {
  const [open, setOpen] = useState(false);
  const allowed = useCan('PUT', clients.path({ clientId: client.id }));
  if (!allowed) return null;
  return (
    <>
      <Button icon={<EditOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Wijzigen
      </Button>
      <KitModal title="Klant wijzigen" open={open} onClose={() => setOpen(false)} footer={null}>
        <ClientForm client={client} onSaved={() => setOpen(false)} />
      </KitModal>
    </>
  );
}
