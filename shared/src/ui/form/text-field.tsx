/** A text field of the form kit; applies the shared autocorrect of its kind on blur (spec §5). */
import { Input } from 'antd';
import { useState, type ReactNode } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';

import { AUTOCORRECT, type AutocorrectKind } from '../../validation';
import { FieldShell } from './field-shell';

export type Autocorrect = AutocorrectKind | ((value: string) => string);

export function autocorrectFunction(autocorrect: Autocorrect | undefined) {
  if (autocorrect === undefined) return undefined;
  return typeof autocorrect === 'function' ? autocorrect : AUTOCORRECT[autocorrect];
}

export interface TextFieldProps<Values extends FieldValues> {
  name: Path<Values>;
  label: ReactNode;
  required?: boolean;
  autocorrect?: Autocorrect;
  /** Applied to every keystroke (e.g. lowercase a slug), where waiting for blur would only show an error. */
  normalize?: (value: string) => string;
  placeholder?: string;
  hint?: ReactNode;
  /** Several lines (antd TextArea). */
  rows?: number;
  maxLength?: number;
  /** 'password' masks the value, with antd's show/hide toggle. */
  type?: 'text' | 'email' | 'url' | 'tel' | 'password';
  disabled?: boolean;
  /** The browser's autofill hint (e.g. 'new-password', 'off'). */
  autoComplete?: string;
  /** -1 keeps a field out of the tab order (a honeypot nobody should reach). */
  tabIndex?: number;
}

export function TextField<Values extends FieldValues>({
  name,
  label,
  required,
  autocorrect,
  normalize,
  placeholder,
  hint,
  rows,
  maxLength,
  type = 'text',
  disabled,
  autoComplete,
  tabIndex,
}: TextFieldProps<Values>) {
  const { control, setValue, formState } = useFormContext<Values>();
  const { field, fieldState } = useController({ name, control });
  // An empty field nobody has been in yet (a row just added) does not shout "Vereist veld".
  const [edited, setEdited] = useState(false);
  const correct = autocorrectFunction(autocorrect);
  const value = typeof field.value === 'string' ? field.value : '';
  const onChange = (next: string) => {
    setEdited(true);
    field.onChange(normalize ? normalize(next) : next);
  };
  const error = fieldState.error;
  const shownError =
    error !== undefined &&
    (error.type === 'server' ||
      edited ||
      fieldState.isTouched ||
      value !== '' ||
      formState.isSubmitted)
      ? error.message
      : undefined;
  const onBlur = () => {
    if (correct !== undefined) {
      const corrected = correct(value);
      if (corrected !== value) {
        setValue(name, corrected as never, { shouldDirty: true, shouldValidate: true });
      }
    }
    field.onBlur();
  };
  return (
    <FieldShell label={label} required={required} hint={hint} error={shownError}>
      {(control) =>
        rows !== undefined ? (
          <Input.TextArea
            {...control}
            ref={field.ref}
            name={field.name}
            value={value}
            rows={rows}
            maxLength={maxLength}
            placeholder={placeholder}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        ) : type === 'password' ? (
          <Input.Password
            {...control}
            ref={field.ref}
            name={field.name}
            value={value}
            maxLength={maxLength}
            placeholder={placeholder}
            disabled={disabled}
            autoComplete={autoComplete ?? 'new-password'}
            tabIndex={tabIndex}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        ) : (
          <Input
            {...control}
            ref={field.ref}
            name={field.name}
            type={type}
            value={value}
            maxLength={maxLength}
            placeholder={placeholder}
            disabled={disabled}
            autoComplete={autoComplete}
            tabIndex={tabIndex}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        )
      }
    </FieldShell>
  );
}
