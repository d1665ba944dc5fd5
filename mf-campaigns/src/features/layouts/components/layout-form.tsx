/** The one export layout form (spec §3 export layout), used by create and edit. */
import {
  EXPORT_FILE_TYPES,
  EXPORT_FILE_TYPE_LABELS,
  EXTENSION_PLACEHOLDER,
  FIELD_DELIMITERS,
  FIELD_DELIMITER_LABELS,
  FIELD_ENCLOSURES,
  FIELD_ENCLOSURE_LABELS,
  LINE_ENDINGS,
  LINE_ENDING_LABELS,
  exportLayoutFormSchema,
  exportLayoutToFormValues,
  hasCsvOptions,
  toOptions,
  type AutocompleteItem,
  type ExportLayoutDetail,
  type ExportLayoutFormValues,
} from '@veldwerk/shared/domain';
import {
  AutocompleteField,
  EntityForm,
  FormGrid,
  SelectField,
  SwitchField,
  TextField,
  useEntityForm,
  useWatch,
} from '@veldwerk/shared/ui';
import { useState, type ReactNode } from 'react';

import { links } from '../../../paths';
import { useCampaign } from '../../campaigns/api';
import { layouts, useSaveLayout } from '../api';
import { ExportFieldsEditor } from './export-fields-editor';
import { layoutFeedback } from './layout-feedback';

/** Campaign names repeat across clients: "Zomeractie (WNF)". */
function campaignWithClient(item: AutocompleteItem): string {
  return typeof item.client_name === 'string' ? `${item.label} (${item.client_name})` : item.label;
}

export const LAYOUT_SAVED = 'Export layout succesvol opgeslagen';

/** The csv options, shown only while the file type is csv (spec §9). */
function CsvOptions() {
  const fileType = useWatch<ExportLayoutFormValues, 'file_type'>({ name: 'file_type' });
  if (!hasCsvOptions(fileType)) return null;
  return (
    <FormGrid role="group" aria-label="CSV-opties">
      <SelectField<ExportLayoutFormValues>
        name="field_delimiter"
        label="Scheidingsteken"
        required
        options={toOptions(FIELD_DELIMITERS, FIELD_DELIMITER_LABELS)}
      />
      <SelectField<ExportLayoutFormValues>
        name="field_enclosure"
        label="Tekstafbakening"
        required
        options={toOptions(FIELD_ENCLOSURES, FIELD_ENCLOSURE_LABELS)}
      />
      <SelectField<ExportLayoutFormValues>
        name="line_ending"
        label="Regeleinde"
        required
        options={toOptions(LINE_ENDINGS, LINE_ENDING_LABELS)}
      />
    </FormGrid>
  );
}

/** The export fields, offered the chosen campaign's input fields as sources. */
function SourceFields({ clientId }: { clientId: number | null }) {
  const campaignId = useWatch<ExportLayoutFormValues, 'campaign'>({ name: 'campaign' });
  const campaign = useCampaign(
    clientId === null || campaignId === null ? null : { clientId, campaignId },
  );
  return <ExportFieldsEditor inputFields={campaign.data?.input_fields ?? []} />;
}

export interface LayoutFormProps {
  layout?: ExportLayoutDetail;
  actions?: ReactNode;
}

export function LayoutForm({ layout, actions }: LayoutFormProps) {
  const save = useSaveLayout({ id: layout?.id });
  const maySave = layouts.useMaySave({ id: layout?.id });
  const [clientId, setClientId] = useState<number | null>(layout?.client_id ?? null);
  const entity = useEntityForm({
    schema: exportLayoutFormSchema,
    defaultValues: exportLayoutToFormValues(layout),
    save: (values: ExportLayoutFormValues) => save.mutateAsync(values),
    successMessage: LAYOUT_SAVED,
    redirectTo: () => links.layouts(),
    feedbackOf: layoutFeedback,
  });
  return (
    <EntityForm entity={entity} label="Export layout" actions={actions} readOnly={!maySave}>
      <FormGrid>
        {/* The whole row: "campaign (client)" must fit. */}
        <div style={{ gridColumn: '1 / -1', maxWidth: 720 }}>
          <AutocompleteField<ExportLayoutFormValues>
            name="campaign"
            label="Campagne"
            resource="campaigns"
            required
            optionLabel={campaignWithClient}
            selectedLabel={layout ? `${layout.campaign_name} (${layout.client_name})` : null}
            onItem={(item) => {
              const owner = item?.client_id;
              setClientId(typeof owner === 'number' ? owner : null);
            }}
          />
        </div>
        <TextField<ExportLayoutFormValues> name="name" label="Naam" required maxLength={150} />
        <SelectField<ExportLayoutFormValues>
          name="file_type"
          label="Bestandstype"
          required
          options={toOptions(EXPORT_FILE_TYPES, EXPORT_FILE_TYPE_LABELS)}
        />
        <TextField<ExportLayoutFormValues>
          name="extension"
          label="Extensie"
          placeholder={EXTENSION_PLACEHOLDER}
          maxLength={16}
        />
        <SwitchField<ExportLayoutFormValues> name="add_title_row" label="Titelrij toevoegen" />
      </FormGrid>
      <CsvOptions />
      <SourceFields clientId={clientId} />
    </EntityForm>
  );
}
