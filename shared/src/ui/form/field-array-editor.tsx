/**
 * An ordered list of sub-forms inside a form (a campaign's input fields, a layout's export
 * fields): each item a titled fieldset, reordered by drag or up/down buttons (`SortableList`),
 * removed by its own button, added at the end; the list's own error (e.g. "at least one") above.
 * The item's fields are the caller's; they name their inputs `${name}.${index}.<field>`.
 */
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Empty, Grid, Typography, theme } from 'antd';
import { useId, type ReactNode } from 'react';
import {
  get,
  useFieldArray,
  useFormContext,
  useWatch,
  type ArrayPath,
  type FieldArray,
  type FieldValues,
  type Path,
} from 'react-hook-form';

import { SortableList } from '../common/sortable-list';

/** The editor's Dutch texts. */
export interface FieldArrayTexts {
  /** The section heading (h4) and the list's accessible name ("Invoervelden"). */
  title: string;
  /** One item, numbered in its title: "Invoerveld" → "Invoerveld 2 (Shirtmaat)". */
  item: string;
  /** What an empty list says. */
  empty: string;
  /** The add button. */
  add: string;
  description?: ReactNode;
}

export interface FieldArrayItem {
  index: number;
  /** The item's title ("Invoerveld 2 (Shirtmaat)"), also in the buttons' names. */
  title: string;
  /** "Verwijder <title>": an icon button, with the word when `removeText` is set. */
  removeButton: ReactNode;
}

export interface FieldArrayEditorProps<Values extends FieldValues, Name extends ArrayPath<Values>> {
  name: Name;
  texts: FieldArrayTexts;
  /** What names an item in its title, from its current values (a label, a column name). */
  itemName: (item: FieldArray<Values, Name>) => string;
  /** A fresh item for the add button. */
  newItem: () => FieldArray<Values, Name>;
  /** The item's fields (inside its fieldset). */
  renderItem: (item: FieldArrayItem) => ReactNode;
  /** Show "Verwijderen" beside the remove icon. */
  removeText?: boolean;
  disabled?: boolean;
}

export function FieldArrayEditor<Values extends FieldValues, Name extends ArrayPath<Values>>({
  name,
  texts,
  itemName,
  newItem,
  renderItem,
  removeText = false,
  disabled = false,
}: FieldArrayEditorProps<Values, Name>) {
  const { token } = theme.useToken();
  // Beside the fields the remove button lines up with their inputs (below the labels); in the
  // one column of a phone (FormGrid under 576 px) it simply follows them.
  const stacked = Grid.useBreakpoint().sm === false;
  const headingId = useId();
  const { control, formState } = useFormContext<Values>();
  const { fields, append, remove, move } = useFieldArray<Values, Name>({ control, name });
  // An array path is a field path; react-hook-form's types cannot show it for a generic name.
  const values = useWatch<Values>({ control, name: name as unknown as Path<Values> }) as
    readonly FieldArray<Values, Name>[] | undefined;
  const titleOf = (index: number) => {
    const item = values?.[index];
    const named = item === undefined ? '' : itemName(item).trim();
    return named ? `${texts.item} ${index + 1} (${named})` : `${texts.item} ${index + 1}`;
  };
  const { title, description } = texts;
  const error: { message?: string; root?: { message?: string } } | undefined = get(
    formState.errors,
    name,
  );
  const listError = error?.message ?? error?.root?.message;
  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 24 }}>
      <Typography.Title level={4} id={headingId}>
        {title}
      </Typography.Title>
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
      {listError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={`${title}: ${listError}`}
          style={{ marginBottom: 12 }}
        />
      )}
      {fields.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.empty} />
      ) : (
        <SortableList
          label={title}
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
                minWidth: 0,
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
              {renderItem({
                index,
                title: titleOf(index),
                removeButton: (
                  <Button
                    danger
                    type="text"
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`${removeText ? 'Verwijderen' : 'Verwijder'} ${titleOf(index)}`}
                    onClick={() => remove(index)}
                    disabled={disabled}
                    style={{ marginTop: stacked ? 0 : 30, marginBottom: stacked ? 12 : 0 }}
                  >
                    {removeText ? 'Verwijderen' : null}
                  </Button>
                ),
              })}
            </fieldset>
          )}
        />
      )}
      <Button
        icon={<PlusOutlined aria-hidden />}
        style={{ marginTop: 12 }}
        disabled={disabled}
        onClick={() => append(newItem())}
      >
        {texts.add}
      </Button>
    </section>
  );
}
