/**
 * The indicator beside a verified field (spec §8: waiting, validating, the result). A polite live
 * region named after its field: screen readers say "Mobiel: Actief" when the result arrives,
 * without moving focus. The colours keep at least 4.5:1 contrast on white.
 */
import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  LoadingOutlined,
  MinusCircleOutlined,
} from '@ant-design/icons';
import type { CSSProperties, ReactNode } from 'react';

export type VerificationTone = 'idle' | 'busy' | 'success' | 'warning' | 'error';

const COLORS: Record<VerificationTone, string> = {
  idle: '#595959',
  busy: '#0958d9',
  success: '#135200',
  warning: '#874d00',
  error: '#a8071a',
};

const ICONS: Record<VerificationTone, ReactNode> = {
  idle: <MinusCircleOutlined aria-hidden />,
  busy: <LoadingOutlined aria-hidden />,
  success: <CheckCircleFilled aria-hidden />,
  warning: <ExclamationCircleFilled aria-hidden />,
  error: <CloseCircleFilled aria-hidden />,
};

/** Read by screen readers, not shown. */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export interface VerificationStatusProps {
  /** The field's label, said before the text ("Mobiel: Actief"). */
  label: string;
  /** The indicator text; empty shows nothing (the live region stays, so a later text is said). */
  text: string;
  tone: VerificationTone;
}

export function VerificationStatus({ label, text, tone }: VerificationStatusProps) {
  return (
    <span
      role="status"
      aria-label={label}
      data-tone={tone}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        fontSize: 12,
        lineHeight: '20px',
        color: COLORS[tone],
        whiteSpace: 'nowrap',
      }}
    >
      {text === '' ? null : (
        <>
          {ICONS[tone]}
          <span style={visuallyHidden}>{label}: </span>
          {text}
        </>
      )}
    </span>
  );
}
