import { Button, Result } from 'antd';
import { createContext, useContext, useState } from 'react';

import { FrameHeading } from '../layout/shell-link-button';

export interface RemoteSlotContextValue {
  /** Dutch name of what failed ("Donateurs", "De telefoon"). */
  label: string;
  retry: () => Promise<void>;
}

export const RemoteSlotContext = createContext<RemoteSlotContextValue | null>(null);

export const REMOTE_MESSAGES = {
  loadFailedTitle: 'Dit onderdeel kan nu niet worden geladen',
  crashedTitle: 'Er ging iets mis in dit onderdeel',
  subtitle: (label: string) =>
    `${label} is tijdelijk niet beschikbaar. De rest van Veldwerk werkt gewoon door.`,
  retry: 'Opnieuw proberen',
} as const;

interface RemoteFailureViewProps {
  kind: 'load' | 'crash';
  label: string;
  onRetry: () => Promise<void> | void;
}

/** The area's fallback: what failed, and a retry that loads it again without a page reload. */
export function RemoteFailureView({ kind, label, onRetry }: RemoteFailureViewProps) {
  const [retrying, setRetrying] = useState(false);
  return (
    <Result
      status={kind === 'load' ? 'warning' : 'error'}
      title={
        <FrameHeading>
          {kind === 'load' ? REMOTE_MESSAGES.loadFailedTitle : REMOTE_MESSAGES.crashedTitle}
        </FrameHeading>
      }
      subTitle={REMOTE_MESSAGES.subtitle(label)}
      extra={
        <Button
          type="primary"
          loading={retrying}
          onClick={() => {
            setRetrying(true);
            void Promise.resolve(onRetry()).finally(() => setRetrying(false));
          }}
        >
          {REMOTE_MESSAGES.retry}
        </Button>
      }
    />
  );
}

/** Stands in for a remote module that could not be loaded (rendered through the lazy slot). */
export function RemoteLoadFailed() {
  const slot = useContext(RemoteSlotContext);
  if (!slot) return null;
  return <RemoteFailureView kind="load" label={slot.label} onRetry={slot.retry} />;
}
