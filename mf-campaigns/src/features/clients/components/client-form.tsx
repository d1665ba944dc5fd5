/** The one client form (spec §3 client, §5 name 3–100), used by create and by the edit modal. */
import {
  clientFormSchema,
  clientToFormValues,
  type Client,
  type ClientFormValues,
} from '@veldwerk/shared/domain';
import { EntityForm, SwitchField, TextField, useEntityForm } from '@veldwerk/shared/ui';
import type { ReactNode } from 'react';

import { links } from '../../../paths';
import { clients, useSaveClient } from '../api';
import { DuplicateNameWarning } from './duplicate-name-warning';

export const CLIENT_SAVED = 'Klant succesvol opgeslagen';

export interface ClientFormProps {
  client?: Client;
  actions?: ReactNode;
  /** Called once saved (the edit modal closes itself). */
  onSaved?: (client: Client) => void;
}

export function ClientForm({ client, actions, onSaved }: ClientFormProps) {
  const save = useSaveClient({ clientId: client?.id });
  const maySave = clients.useMaySave({ clientId: client?.id });
  const entity = useEntityForm({
    schema: clientFormSchema,
    defaultValues: clientToFormValues(client),
    save: (values: ClientFormValues) => save.mutateAsync(values),
    successMessage: CLIENT_SAVED,
    redirectTo: (saved) => links.client(saved.id),
    onSaved,
  });
  return (
    <EntityForm entity={entity} label="Klant" actions={actions} readOnly={!maySave}>
      <TextField<ClientFormValues> name="name" label="Naam" required maxLength={150} />
      <DuplicateNameWarning clientId={client?.id} />
      <SwitchField<ClientFormValues> name="enabled" label="Actief" />
    </EntityForm>
  );
}
