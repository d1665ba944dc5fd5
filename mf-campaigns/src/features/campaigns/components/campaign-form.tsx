/** The one campaign form (spec §3 campaign), used by create and update. */
import {
  campaignFormSchema,
  campaignToFormValues,
  type Campaign,
  type CampaignFormValues,
} from '@veldwerk/shared/domain';
import { EntityForm, FormGrid, SwitchField, TextField, useEntityForm } from '@veldwerk/shared/ui';
import type { ReactNode } from 'react';

import { links } from '../../../paths';
import { campaigns, useSaveCampaign } from '../api';
import { InputFieldsEditor } from './input-fields-editor';

export const CAMPAIGN_SAVED = 'Campagne succesvol opgeslagen';

const lowercase = (value: string) => value.toLowerCase();
const trimmed = (value: string) => value.trim();

export interface CampaignFormProps {
  clientId: number;
  campaign?: Campaign;
  actions?: ReactNode;
}

export function CampaignForm({ clientId, campaign, actions }: CampaignFormProps) {
  const save = useSaveCampaign({ clientId, campaignId: campaign?.id });
  const maySave = campaigns.useMaySave({ clientId, campaignId: campaign?.id });
  const entity = useEntityForm({
    schema: campaignFormSchema,
    defaultValues: campaignToFormValues(campaign),
    save: (values: CampaignFormValues) => save.mutateAsync(values),
    successMessage: CAMPAIGN_SAVED,
    redirectTo: () => links.client(clientId),
  });
  return (
    <EntityForm entity={entity} label="Campagne" actions={actions} readOnly={!maySave}>
      <FormGrid columns={260}>
        <TextField<CampaignFormValues> name="name" label="Naam" required maxLength={150} />
        <TextField<CampaignFormValues>
          name="backstage_reference"
          label="Projectreferentie"
          normalize={lowercase}
          autocorrect={trimmed}
          hint="Projectslug, bv. zomer-2026"
        />
        <TextField<CampaignFormValues>
          name="address_link"
          label="Adreslink"
          type="url"
          placeholder="https://"
        />
        <div style={{ display: 'flex', gap: 32 }}>
          <SwitchField<CampaignFormValues> name="enabled" label="Actief" />
          <SwitchField<CampaignFormValues>
            name="available_for_tablet"
            label="Beschikbaar op tablet"
          />
        </div>
      </FormGrid>
      <TextField<CampaignFormValues> name="email_text" label="E-mailtekst" rows={4} />
      <InputFieldsEditor />
    </EntityForm>
  );
}
