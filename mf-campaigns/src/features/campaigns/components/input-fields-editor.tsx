/**
 * The campaign's input fields (spec §3): the questions the donor form of the campaign asks. Each
 * has a name (an identifier, it becomes the export source `extra_fields.{name}`), a label,
 * required, and options (empty means free text). Add, remove, reorder (drag or buttons).
 */
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { CampaignFormValues, InputField } from '@veldwerk/shared/domain';
import {
  SortableList,
  SwitchField,
  TagsField,
  TextField,
  useFieldArray,
  useFormContext,
  useWatch,
} from '@veldwerk/shared/ui';
import { Button, Empty, Typography, theme } from 'antd';

const EMPTY_FIELD: InputField = { name: '', label: '', required: false, options: [] };

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

export function InputFieldsEditor({ disabled = false }: { disabled?: boolean }) {
  const { token } = theme.useToken();
  const { control } = useFormContext<CampaignFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'input_fields' });
  const values = useWatch({ control, name: 'input_fields' });
  const titleOf = (index: number) => {
    const field = values[index];
    const text = field?.label.trim() || field?.name.trim();
    return text ? `Invoerveld ${index + 1} (${text})` : `Invoerveld ${index + 1}`;
  };
  return (
    <section aria-labelledby="input-fields-title" style={{ marginBottom: 24 }}>
      <Typography.Title level={4} id="input-fields-title">
        Invoervelden
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        De extra vragen van het donateurformulier van deze campagne. Zonder opties is het een vrij
        tekstveld.
      </Typography.Paragraph>
      {fields.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nog geen invoervelden" />
      ) : (
        <SortableList
          label="Invoervelden"
          items={fields}
          getId={(field) => field.id}
          getLabel={(_field, index) => titleOf(index)}
          onMove={move}
          disabled={disabled}
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
                  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
                  columnGap: 16,
                }}
              >
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
                  <Button
                    danger
                    type="text"
                    icon={<DeleteOutlined aria-hidden />}
                    onClick={() => remove(index)}
                    disabled={disabled}
                    aria-label={`Verwijder ${titleOf(index)}`}
                    style={{ marginTop: 30 }}
                  >
                    Verwijderen
                  </Button>
                </div>
              </div>
            </fieldset>
          )}
        />
      )}
      <Button
        icon={<PlusOutlined aria-hidden />}
        style={{ marginTop: 12 }}
        disabled={disabled}
        onClick={() => append({ ...EMPTY_FIELD, options: [] })}
      >
        Invoerveld toevoegen
      </Button>
    </section>
  );
}
