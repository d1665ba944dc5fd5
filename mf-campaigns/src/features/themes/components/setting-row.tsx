/** One theme setting: its label, its control, a save button and its own error line. */
import { Button, Form, Space } from 'antd';
import type { ReactNode } from 'react';

export interface SettingRowProps {
  id: string;
  label: string;
  error: string | null;
  /** Save button; none when the user may not change settings. */
  onSave?: () => void;
  saveDisabled?: boolean;
  saving?: boolean;
  children: ReactNode;
}

export function SettingRow({
  id,
  label,
  error,
  onSave,
  saveDisabled,
  saving,
  children,
}: SettingRowProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-error`}>{error}</span> : undefined}
    >
      <Space.Compact style={{ width: '100%' }}>
        {children}
        {onSave && (
          <Button
            type="primary"
            onClick={onSave}
            disabled={saveDisabled}
            loading={saving}
            aria-label={`${label} opslaan`}
          >
            Opslaan
          </Button>
        )}
      </Space.Compact>
    </Form.Item>
  );
}
