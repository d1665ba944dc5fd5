/**
 * Label, control and error message of one form field: the message sits under the field and is
 * tied to it (`aria-describedby`, `aria-invalid`), so screen readers say it with the field.
 */
import { Form, theme } from 'antd';
import { useId, type ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

export interface FieldShellProps {
  label: ReactNode;
  error?: string;
  /** Shows a required mark (the schema decides what is required). */
  required?: boolean;
  /** Text under the field when there is no error. */
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

export function FieldShell({ label, error, required, hint, children }: FieldShellProps) {
  const id = useId();
  const { token } = theme.useToken();
  const describedBy =
    error !== undefined ? `${id}-error` : hint !== undefined ? `${id}-hint` : undefined;
  return (
    <Form.Item
      // antd's own required mark is CSS content, which browsers read as part of the label
      // ("* Naam"); this one is hidden from the accessible name.
      label={
        required ? (
          <>
            <span aria-hidden="true" style={{ color: token.colorError, marginInlineEnd: 4 }}>
              *
            </span>
            {label}
          </>
        ) : (
          label
        )
      }
      htmlFor={id}
      validateStatus={error !== undefined ? 'error' : undefined}
      help={
        error !== undefined ? (
          <span id={`${id}-error`}>{error}</span>
        ) : hint !== undefined ? (
          <span id={`${id}-hint`}>{hint}</span>
        ) : undefined
      }
    >
      {children({ id, 'aria-invalid': error !== undefined, 'aria-describedby': describedBy })}
    </Form.Item>
  );
}
