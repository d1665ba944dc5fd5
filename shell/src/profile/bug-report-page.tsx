import { api, saveErrorFeedback } from '@veldwerk/shared/client';
import { bugReportSchema } from '@veldwerk/shared/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Space } from 'antd';
import { useState } from 'react';

import { ShellLinkButton } from '../layout/shell-link-button';
import { paths } from '../paths';

export const BUG_REPORT_SENT = 'Bedankt! Uw melding is verzonden.';

/**
 * `/profile/bug-report/`: `POST /api/notify.json {text}`. The text is checked with the shared
 * schema (required, at least 3 characters); submit stays disabled until touched and valid.
 */
export function BugReportPage() {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverFieldError, setServerFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<{
    text: string;
    severity: 'warning' | 'danger';
  } | null>(null);

  const parsed = bugReportSchema.safeParse({ text });
  const fieldError = parsed.success ? serverFieldError : (parsed.error.issues[0]?.message ?? null);
  const showError = touched && fieldError !== null;

  const send = useMutation({
    mutationFn: (body: { text: string }) => api.post('notify.json', body),
    onSuccess: () => {
      void message.success(BUG_REPORT_SENT);
      setText('');
      setTouched(false);
      setFormError(null);
    },
    onError: (error) => {
      const feedback = saveErrorFeedback(error);
      setServerFieldError(feedback.fieldErrors.text ?? null);
      setFormError(
        feedback.message ? { text: feedback.message, severity: feedback.severity } : null,
      );
    },
  });

  return (
    <Card
      title={
        <h1 style={{ fontSize: 'inherit', fontWeight: 'inherit', margin: 0 }}>Probleem melden</h1>
      }
      style={{ maxWidth: 720 }}
    >
      <Form
        layout="vertical"
        onFinish={() => {
          if (parsed.success) send.mutate(parsed.data);
        }}
      >
        {formError && (
          <Alert
            type={formError.severity === 'danger' ? 'error' : 'warning'}
            showIcon
            message={formError.text}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item
          label="Omschrijving"
          htmlFor="bug-report-text"
          required
          validateStatus={showError ? 'error' : undefined}
          help={showError ? fieldError : 'Wat ging er mis, en wat deed u op dat moment?'}
        >
          <Input.TextArea
            id="bug-report-text"
            rows={6}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setTouched(true);
              setServerFieldError(null);
            }}
            onBlur={() => setTouched(true)}
          />
        </Form.Item>
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            disabled={!touched || !parsed.success}
            loading={send.isPending}
          >
            Versturen
          </Button>
          <ShellLinkButton to={paths.profile}>Terug naar profiel</ShellLinkButton>
        </Space>
      </Form>
    </Card>
  );
}
