/** A yes/no field of the form kit (antd Switch, a `role="switch"` button named by its label). */
import { Switch } from 'antd';
import type { ReactNode } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';

import { FieldShell } from './field-shell';

export interface SwitchFieldProps<Values extends FieldValues> {
  name: Path<Values>;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export function SwitchField<Values extends FieldValues>({
  name,
  label,
  hint,
  disabled,
}: SwitchFieldProps<Values>) {
  const { control } = useFormContext<Values>();
  const { field, fieldState } = useController({ name, control });
  return (
    <FieldShell label={label} hint={hint} error={fieldState.error?.message}>
      {(control) => (
        <Switch
          {...control}
          ref={field.ref}
          checked={field.value === true}
          disabled={disabled}
          onChange={(checked) => field.onChange(checked)}
        />
      )}
    </FieldShell>
  );
}
