/**
 * The export fields of a layout (spec §3 layout_body): each column's name and the donor field or
 * campaign input field that fills it; ordered (drag or buttons), added and removed.
 */
import {
  EXPORT_DONATION_FIELDS,
  extraFieldSource,
  type ExportLayoutFormValues,
  type InputField,
} from '@veldwerk/shared/domain';
import {
  FieldArrayEditor,
  FormGrid,
  SelectField,
  TextField,
  type OptionGroup,
} from '@veldwerk/shared/ui';
import { useMemo } from 'react';

const DONOR_OPTIONS: OptionGroup = {
  label: 'Donateur',
  options: Object.entries(EXPORT_DONATION_FIELDS).map(([value, label]) => ({ value, label })),
};

export function sourceOptions(inputFields: readonly InputField[]): OptionGroup[] {
  if (inputFields.length === 0) return [DONOR_OPTIONS];
  return [
    DONOR_OPTIONS,
    {
      label: 'Campagnevelden',
      options: inputFields.map((field) => ({
        value: extraFieldSource(field.name),
        label: `${field.label} (${field.name})`,
      })),
    },
  ];
}

const TEXTS = {
  title: 'Exportvelden',
  item: 'Exportveld',
  empty: 'Voeg minimaal één exportveld toe',
  add: 'Exportveld toevoegen',
};

export function ExportFieldsEditor({ inputFields }: { inputFields: readonly InputField[] }) {
  const options = useMemo(() => sourceOptions(inputFields), [inputFields]);
  return (
    <FieldArrayEditor<ExportLayoutFormValues, 'layout_body'>
      name="layout_body"
      texts={TEXTS}
      itemName={(field) => field.col_name}
      newItem={() => ({ col_name: '', source_field: '' })}
      renderItem={({ index, removeButton }) => (
        <FormGrid columns="1fr 1fr auto" gap={16}>
          <TextField<ExportLayoutFormValues>
            name={`layout_body.${index}.col_name`}
            label="Kolomnaam"
            required
          />
          <SelectField<ExportLayoutFormValues>
            name={`layout_body.${index}.source_field`}
            label="Bron"
            required
            options={options}
            placeholder="Kies een veld"
          />
          {removeButton}
        </FormGrid>
      )}
    />
  );
}
