/**
 * The export fields of a layout (spec §3 layout_body): each column's name and the donor field or
 * campaign input field that fills it; ordered (drag or buttons), added and removed.
 */
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  EXPORT_DONATION_FIELDS,
  extraFieldSource,
  type ExportLayoutFormValues,
  type InputField,
} from '@veldwerk/shared/domain';
import {
  SelectField,
  SortableList,
  TextField,
  useFieldArray,
  useFormContext,
  useWatch,
  type OptionGroup,
} from '@veldwerk/shared/ui';
import { Alert, Button, Empty, Typography, theme } from 'antd';
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

export function ExportFieldsEditor({ inputFields }: { inputFields: readonly InputField[] }) {
  const { token } = theme.useToken();
  const { control, formState } = useFormContext<ExportLayoutFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'layout_body' });
  const values = useWatch({ control, name: 'layout_body' });
  const options = useMemo(() => sourceOptions(inputFields), [inputFields]);
  const titleOf = (index: number) => {
    const name = values[index]?.col_name.trim();
    return name ? `Exportveld ${index + 1} (${name})` : `Exportveld ${index + 1}`;
  };
  const listError =
    formState.errors.layout_body?.message ?? formState.errors.layout_body?.root?.message;
  return (
    <section aria-labelledby="export-fields-title" style={{ marginBottom: 24 }}>
      <Typography.Title level={4} id="export-fields-title">
        Exportvelden
      </Typography.Title>
      {listError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={`Exportvelden: ${listError}`}
          style={{ marginBottom: 12 }}
        />
      )}
      {fields.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="Voeg minimaal één exportveld toe"
        />
      ) : (
        <SortableList
          label="Exportvelden"
          items={fields}
          getId={(field) => field.id}
          getLabel={(_field, index) => titleOf(index)}
          onMove={move}
          renderItem={(_field, index) => (
            <fieldset
              style={{
                border: `1px solid ${token.colorBorderSecondary}`,
                borderRadius: token.borderRadiusLG,
                padding: '8px 16px 0',
                margin: 0,
              }}
            >
              <legend
                style={{
                  fontSize: token.fontSize,
                  width: 'auto',
                  padding: '0 4px',
                  margin: 0,
                  border: 0,
                }}
              >
                {titleOf(index)}
              </legend>
              <div
                style={{
                  display: 'grid',
                  gridTemplateColumns: '1fr 1fr auto',
                  columnGap: 16,
                  alignItems: 'start',
                }}
              >
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
                <Button
                  danger
                  type="text"
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`Verwijder ${titleOf(index)}`}
                  onClick={() => remove(index)}
                  style={{ marginTop: 30 }}
                />
              </div>
            </fieldset>
          )}
        />
      )}
      <Button
        icon={<PlusOutlined aria-hidden />}
        style={{ marginTop: 12 }}
        onClick={() => append({ col_name: '', source_field: '' })}
      >
        Exportveld toevoegen
      </Button>
    </section>
  );
}
