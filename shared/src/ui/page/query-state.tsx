/**
 * What a page shows while its record loads, or when it cannot be loaded: "<label> laden...", the
 * 404 page for a record that is not there, and the failure (with the server's text) otherwise.
 */
import { Alert, Spin } from 'antd';
import type { ReactNode } from 'react';

import { ApiError } from '../../client';
import { PageNotFound } from '../area/page-not-found';

interface NotFoundBack {
  /** Where a record that is not (or no longer) there sends the user: its list. */
  notFoundBack?: { to: string; label: string };
}

export function Loading({ label }: { label: string }) {
  return (
    <div role="status" style={{ padding: 48, textAlign: 'center' }}>
      <Spin /> <span style={{ marginLeft: 8 }}>{label} laden...</span>
    </div>
  );
}

export function LoadFailed({ error, notFoundBack }: { error: unknown } & NotFoundBack) {
  if (error instanceof ApiError && error.status === 404)
    return <PageNotFound back={notFoundBack} />;
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

/** A query's loading and failure states, then `children(data)` once it has loaded. */
export function QueryState<T>({
  query,
  label,
  children,
  notFoundBack,
}: NotFoundBack & {
  query: { isPending: boolean; isError: boolean; data: T | undefined; error: unknown };
  /** What loads ("Klant"): "Klant laden...". */
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <LoadFailed error={query.error} notFoundBack={notFoundBack} />;
  if (query.isPending || query.data === undefined) return <Loading label={label} />;
  return <>{children(query.data)}</>;
}
