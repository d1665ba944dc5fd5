/**
 * The template as the server renders it for an example applicant: an sms as a phone bubble with
 * its character and segment count, a mail as a message. Renders again `delay` ms after the text
 * stops changing (the editor's live preview); a syntax error is shown in Dutch with its line.
 */
import {
  isValidationErrorBody,
  NOTIFICATION_EVENT_LABELS,
  notificationTypeOf,
  smsLength,
  type NotificationEvent,
} from '@veldwerk/shared/domain';
import { ApiError } from '@veldwerk/shared/client';
import { Alert, Card, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';

import { renderExample } from '../api';

const { useAction: useRenderExample } = renderExample;

export const PREVIEW_DELAY_MS = 400;

type Preview =
  { state: 'loading' } | { state: 'ok'; text: string } | { state: 'error'; message: string };

function errorMessage(error: unknown): string {
  if (error instanceof ApiError && isValidationErrorBody(error.body)) {
    const template = error.body.errors.children.template?.errors[0];
    if (template !== undefined) return template;
  }
  return error instanceof Error ? error.message : 'Voorvertoning mislukt';
}

export interface TemplatePreviewProps {
  settingKey: string;
  template: string;
  /** Debounce in ms (0: render at once, the preview page). */
  delay?: number;
}

export function TemplatePreview({ settingKey, template, delay = 0 }: TemplatePreviewProps) {
  const render = useRenderExample({});
  const { mutateAsync } = render;
  const [preview, setPreview] = useState<Preview>({ state: 'loading' });

  useEffect(() => {
    if (template.trim() === '') {
      setPreview({ state: 'ok', text: '' });
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      mutateAsync(template).then(
        (answer) => current && setPreview({ state: 'ok', text: answer.result }),
        (error: unknown) => current && setPreview({ state: 'error', message: errorMessage(error) }),
      );
    }, delay);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [template, delay, mutateAsync]);

  const type = notificationTypeOf(settingKey);
  return (
    <section aria-label="Voorvertoning" aria-live="polite">
      {preview.state === 'loading' && <Spin aria-label="Voorvertoning laden" />}
      {preview.state === 'error' && <Alert type="error" showIcon message={preview.message} />}
      {preview.state === 'ok' &&
        (type === 'sms' ? (
          <SmsBubble text={preview.text} />
        ) : (
          <MailMessage
            subject={
              (NOTIFICATION_EVENT_LABELS as Record<string, string | undefined>)[
                settingKey as NotificationEvent
              ] ?? settingKey
            }
            text={preview.text}
          />
        ))}
    </section>
  );
}

function SmsBubble({ text }: { text: string }) {
  const length = smsLength(text);
  return (
    <figure style={{ margin: 0, maxWidth: 360 }} aria-label="Sms">
      <div
        style={{
          border: '8px solid #1f1f1f',
          borderRadius: 28,
          padding: '24px 12px',
          background: '#f5f5f5',
          minHeight: 160,
        }}
      >
        <p
          style={{
            background: '#1677ff',
            color: '#fff',
            borderRadius: '16px 16px 4px 16px',
            padding: '8px 12px',
            margin: 0,
            marginLeft: 'auto',
            maxWidth: '85%',
            width: 'fit-content',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {text}
        </p>
      </div>
      <figcaption style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">
          {length.characters} tekens · {length.segments} {length.segments === 1 ? 'sms' : "sms'en"}{' '}
          ({length.encoding})
        </Typography.Text>
      </figcaption>
    </figure>
  );
}

function MailMessage({ subject, text }: { subject: string; text: string }) {
  return (
    <Card
      size="small"
      title={`Onderwerp: ${subject}`}
      aria-label="E-mail"
      style={{ maxWidth: 640 }}
    >
      <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</div>
    </Card>
  );
}
