/**
 * A list of short texts (choice options): type one and press Enter (or a comma) to add it; each
 * shows as a tag with its own remove button. Plain input and buttons, so it works by keyboard.
 */
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { Button, Input, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';

import { FieldShell } from './field-shell';

export interface TagsFieldProps<Values extends FieldValues> {
  name: Path<Values>;
  label: ReactNode;
  /** The name of one item in the remove buttons ("optie" → "Verwijder optie S"). */
  itemName?: string;
  hint?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
}

export function TagsField<Values extends FieldValues>({
  name,
  label,
  itemName = 'optie',
  hint,
  placeholder,
  disabled,
}: TagsFieldProps<Values>) {
  const { control } = useFormContext<Values>();
  const { field, fieldState } = useController({ name, control });
  const [text, setText] = useState('');
  const value: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const add = (raw: string) => {
    const items = raw
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '' && !value.includes(item));
    if (items.length > 0) field.onChange([...value, ...new Set(items)]);
    setText('');
  };
  return (
    <FieldShell label={label} hint={hint} error={fieldState.error?.message}>
      {(control) => (
        <div>
          <Input
            {...control}
            ref={field.ref}
            value={text}
            placeholder={placeholder}
            disabled={disabled}
            onChange={(event) => {
              const next = event.target.value;
              if (next.includes(',')) add(next);
              else setText(next);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add(text);
              } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
                field.onChange(value.slice(0, -1));
              }
            }}
            onBlur={() => {
              add(text);
              field.onBlur();
            }}
          />
          {value.length > 0 && (
            <div style={{ marginTop: 6, display: 'flex', flexWrap: 'wrap', gap: 4 }}>
              {value.map((item) => (
                <Tag key={item} style={{ marginInlineEnd: 0, paddingInlineEnd: disabled ? 7 : 2 }}>
                  {item}
                  {!disabled && (
                    <Button
                      type="text"
                      size="small"
                      aria-label={`Verwijder ${itemName} ${item}`}
                      icon={<CloseOutlined aria-hidden style={{ fontSize: 10 }} />}
                      style={{ width: 18, height: 18, minWidth: 18, marginInlineStart: 2 }}
                      onClick={() => field.onChange(value.filter((other) => other !== item))}
                    />
                  )}
                </Tag>
              ))}
            </div>
          )}
        </div>
      )}
    </FieldShell>
  );
}
