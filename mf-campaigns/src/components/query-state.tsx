/** What a page shows while its record loads, or when it cannot be loaded. */
import { ApiError } from '@veldwerk/shared/client';
import { PageNotFound } from '@veldwerk/shared/ui';
import { Alert, Spin } from 'antd';

export function Loading({ label }: { label: string }) {
  return (
    <div role="status" style={{ padding: 48, textAlign: 'center' }}>
      <Spin /> <span style={{ marginLeft: 8 }}>{label} laden...</span>
    </div>
  );
}

export function LoadFailed({ error }: { error: unknown }) {
  if (error instanceof ApiError && error.status === 404) return <PageNotFound />;
  const text =
    error instanceof ApiError ? `${error.message} (${error.status})` : 'Intern server probleem';
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message="Kan de gegevens niet laden"
      description={text}
    />
  );
}
