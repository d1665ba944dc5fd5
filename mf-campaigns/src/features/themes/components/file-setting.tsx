/**
 * An image of the theme (logo, backgrounds): choose a file, it is uploaded (`POST upload/static`)
 * and saved as the setting at once; the stored image is previewed. A failed upload alerts.
 */
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { describeBody, ApiError } from '@veldwerk/shared/client';
import {
  STATIC_UPLOAD_MAX_BYTES,
  STATIC_UPLOAD_TYPES,
  type ThemeSettingKey,
} from '@veldwerk/shared/domain';
import { App, Button, Form, Space, Typography, theme } from 'antd';
import { useId, useRef, useState } from 'react';

import { uploadStatic } from '../api';
import { useSettingDraft, type SettingContext } from './use-setting-draft';

export const UPLOAD_FAILED = 'Uploaden mislukt';

function uploadErrorText(error: unknown): string {
  if (error instanceof ApiError)
    return describeBody(error.body) ?? `${error.status} ${error.statusText}`;
  return 'Intern server probleem';
}

/** Checked before sending (the server checks the content again). */
export function fileProblem(file: File): string | null {
  if (!(STATIC_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    return 'Kies een afbeelding (png, jpg, gif of webp).';
  }
  if (file.size > STATIC_UPLOAD_MAX_BYTES) return 'Het bestand is groter dan 5 MB.';
  return null;
}

export function FileSetting({
  context,
  settingKey,
  label,
  stored,
}: {
  context: SettingContext;
  settingKey: ThemeSettingKey;
  label: string;
  stored: string;
}) {
  const { token } = theme.useToken();
  const { modal } = App.useApp();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const setting = useSettingDraft(context, settingKey, label, stored);
  const [uploading, setUploading] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (file === undefined) return;
    const problem = fileProblem(file);
    if (problem !== null) {
      modal.error({ title: UPLOAD_FAILED, content: problem });
      return;
    }
    setUploading(true);
    try {
      const url = await uploadStatic(file);
      await setting.commit(url);
    } catch (error) {
      modal.error({ title: UPLOAD_FAILED, content: uploadErrorText(error) });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={setting.error ? 'error' : undefined}
      help={setting.error ?? undefined}
    >
      <Space align="start" size={16} wrap>
        <div
          style={{
            width: 160,
            height: 96,
            border: `1px dashed ${token.colorBorder}`,
            borderRadius: token.borderRadius,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            background: token.colorFillQuaternary,
            overflow: 'hidden',
          }}
        >
          {stored ? (
            <img
              src={stored}
              alt={`Voorbeeld ${label}`}
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Typography.Text type="secondary">Geen afbeelding</Typography.Text>
          )}
        </div>
        {context.editable && (
          <>
            <input
              ref={input}
              id={id}
              type="file"
              accept={STATIC_UPLOAD_TYPES.join(',')}
              aria-label={`${label} bestand`}
              style={{ display: 'none' }}
              onChange={(event) => void onFile(event.target.files?.[0])}
            />
            <Button
              icon={<UploadOutlined aria-hidden />}
              loading={uploading || setting.saving}
              onClick={() => input.current?.click()}
            >
              {`${label} uploaden`}
            </Button>
          </>
        )}
      </Space>
    </Form.Item>
  );
}
