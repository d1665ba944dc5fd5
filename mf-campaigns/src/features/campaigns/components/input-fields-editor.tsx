/**
 * The campaign's input fields (spec §3): the questions the donor form of the campaign asks. Each
 * has a name (an identifier, it becomes the export source `extra_fields.{name}`), a label,
 * required, and options (empty means free text). Add, remove, reorder (drag or buttons).
 */
import type { CampaignFormValues } from '@veldwerk/shared/domain';
import { FieldArrayEditor, FormGrid, SwitchField, TagsField, TextField } from '@veldwerk/shared/ui';

/** Field names are lowercase identifiers: `Maat shirt` → `maat_shirt`. */
export function toFieldName(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

const TEXTS = {
  title: 'Invoervelden',
  item: 'Invoerveld',
  empty: 'Nog geen invoervelden',
  add: 'Invoerveld toevoegen',
  description:
    'De extra vragen van het donateurformulier van deze campagne. Zonder opties is het een vrij tekstveld.',
};

export function InputFieldsEditor({ disabled = false }: { disabled?: boolean }) {
  return (
    <FieldArrayEditor<CampaignFormValues, 'input_fields'>
      name="input_fields"
      texts={TEXTS}
      itemName={(field) => field.label.trim() || field.name}
      newItem={() => ({ name: '', label: '', required: false, options: [] })}
      removeText
      disabled={disabled}
      renderItem={({ index, removeButton }) => (
        <FormGrid columns={180} gap={16}>
          <TextField<CampaignFormValues>
            name={`input_fields.${index}.name`}
            label="Veldnaam"
            required
            autocorrect={toFieldName}
            hint="Kleine letters, cijfers en _"
            disabled={disabled}
          />
          <TextField<CampaignFormValues>
            name={`input_fields.${index}.label`}
            label="Label"
            required
            disabled={disabled}
          />
          <TagsField<CampaignFormValues>
            name={`input_fields.${index}.options`}
            label="Opties"
            placeholder="Vrije tekst"
            hint="Enter of komma na elke optie"
            disabled={disabled}
          />
          <div style={{ display: 'flex', alignItems: 'flex-start', gap: 16 }}>
            <SwitchField<CampaignFormValues>
              name={`input_fields.${index}.required`}
              label="Verplicht"
              disabled={disabled}
            />
            {removeButton}
          </div>
        </FormGrid>
      )}
    />
  );
}
