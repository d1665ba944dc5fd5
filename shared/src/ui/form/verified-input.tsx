/**
 * The input under the verified fields (phone, IBAN, email, address): the form kit's field shell,
 * the on-blur correction, a hook for the check that follows the blur, and room for the indicator.
 */
import { Input } from 'antd';
import type { ReactNode } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';

import { FieldShell } from './field-shell';

export interface VerifiedInputProps<Values extends FieldValues> {
  name: Path<Values>;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** Shown when the form's own rules have nothing to say about the field. */
  localError?: string;
  /** The indicator, inside the input at its end. */
  indicator?: ReactNode;
  /** The on-blur correction (spaces removed, uppercased, …). */
  correct?: (value: string) => string;
  /** Called after the blur with the corrected value. */
  onBlurValue?: (value: string) => void;
  /** Called on every keystroke (an earlier check no longer applies). */
  onEdit?: () => void;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  autoComplete?: string;
  maxLength?: number;
  disabled?: boolean;
}

export function VerifiedInput<Values extends FieldValues>({
  name,
  label,
  required,
  hint,
  localError,
  indicator,
  correct,
  onBlurValue,
  onEdit,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
  disabled,
}: VerifiedInputProps<Values>) {
  const { control, setValue } = useFormContext<Values>();
  const { field, fieldState } = useController({ name, control });
  const value = typeof field.value === 'string' ? field.value : '';
  const onBlur = () => {
    const corrected = correct === undefined ? value : correct(value);
    if (corrected !== value) {
      setValue(name, corrected as never, { shouldDirty: true, shouldValidate: true });
    }
    field.onBlur();
    onBlurValue?.(corrected);
  };
  return (
    <FieldShell
      label={label}
      required={required}
      hint={hint}
      error={fieldState.error?.message ?? localError}
    >
      {(shell) => (
        <Input
          {...shell}
          ref={field.ref}
          name={field.name}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          value={value}
          maxLength={maxLength}
          disabled={disabled}
          // Always a suffix (even empty): antd re-mounts the input when one appears.
          suffix={indicator ?? <span />}
          onChange={(event) => {
            field.onChange(event.target.value);
            onEdit?.();
          }}
          onBlur={onBlur}
        />
      )}
    </FieldShell>
  );
}
