/** A choice from fixed options (enums with Dutch labels). */
import { Select } from 'antd';
import type { ReactNode } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';

import type { Option } from '../../domain';
import { FieldShell } from './field-shell';

/** A group of options under a heading ("Donateur", "Campagnevelden"). */
export interface OptionGroup {
  label: string;
  options: readonly Option<string | number>[];
}

export interface SelectFieldProps<Values extends FieldValues> {
  name: Path<Values>;
  label: ReactNode;
  options: readonly (Option<string | number> | OptionGroup)[];
  required?: boolean;
  hint?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
}

export function SelectField<Values extends FieldValues>({
  name,
  label,
  options,
  required,
  hint,
  placeholder,
  disabled,
}: SelectFieldProps<Values>) {
  const { control } = useFormContext<Values>();
  const { field, fieldState } = useController({ name, control });
  return (
    <FieldShell label={label} required={required} hint={hint} error={fieldState.error?.message}>
      {(control) => (
        <Select<string | number>
          {...control}
          ref={field.ref}
          value={field.value}
          options={options.map((option) =>
            'options' in option
              ? { label: option.label, options: option.options.map((inner) => ({ ...inner })) }
              : { ...option },
          )}
          showSearch={options.flatMap((o) => ('options' in o ? o.options : [o])).length > 8}
          optionFilterProp="label"
          placeholder={placeholder}
          disabled={disabled}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
        />
      )}
    </FieldShell>
  );
}
