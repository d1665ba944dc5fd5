/**
 * The `./widget` module the shell mounts (bottom right) for users who may use voice: the
 * softphone. A "Telefoon" button opens its panel; a call request on the softphone bus (a call
 * button anywhere) opens it and dials. The panel says who is called and the state (announced to
 * screen readers), shows the timer, and offers hang-up and mute. Escape closes the panel.
 */
import AudioMutedOutlined from '@ant-design/icons/AudioMutedOutlined';
import AudioOutlined from '@ant-design/icons/AudioOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import { listenForCalls } from '@veldwerk/shared/client';
import { SOFTPHONE_STATE_LABELS, SOFTPHONE_TEXTS } from '@veldwerk/shared/domain';
import { Button, Card, Space, Typography } from 'antd';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';

import { liveDeps } from './softphone/deps';
import { formatDuration } from './softphone/format-duration';
import { SoftphoneController, type SoftphoneDeps } from './softphone/softphone-controller';

export const WIDGET_LABEL = SOFTPHONE_TEXTS.title;

export interface SoftphoneWidgetProps {
  /** The api, device and alerts (tests give their own). */
  deps?: SoftphoneDeps;
}

export default function SoftphoneWidget({ deps = liveDeps }: SoftphoneWidgetProps) {
  const [controller] = useState(() => new SoftphoneController(deps));
  const snapshot = useStore(controller.store);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    const stop = listenForCalls((request) => {
      setOpen(true);
      void controller.dial(request.key);
    });
    return () => {
      stop();
      controller.dispose();
    };
  }, [controller]);

  const { state, callee, seconds, muted } = snapshot;
  const busy = state === 'connecting' || state === 'connected';
  const name = callee?.name ?? callee?.key ?? '';
  const status = {
    idle: SOFTPHONE_STATE_LABELS.idle,
    connecting: `${SOFTPHONE_STATE_LABELS.connecting} ${SOFTPHONE_TEXTS.calling(name)}`,
    connected: SOFTPHONE_TEXTS.connectedWith(name),
    disconnected: `${SOFTPHONE_STATE_LABELS.disconnected} (${name})`,
  }[state];

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div
      onKeyDown={onKeyDown}
      style={{
        display: 'flex',
        flexDirection: 'column-reverse',
        alignItems: 'flex-end',
        gap: 8,
      }}
    >
      <Button
        ref={toggleRef}
        type="primary"
        shape="round"
        size="large"
        icon={<PhoneOutlined />}
        aria-expanded={open}
        aria-controls={panelId}
        danger={busy}
        onClick={() => setOpen((value) => !value)}
      >
        {WIDGET_LABEL}
        {state === 'connected' ? ` ${formatDuration(seconds)}` : ''}
      </Button>
      <Card
        id={panelId}
        role="region"
        aria-label={WIDGET_LABEL}
        size="small"
        title={WIDGET_LABEL}
        hidden={!open}
        style={{ width: 'min(320px, calc(100vw - 32px))', display: open ? undefined : 'none' }}
      >
        <div role="status" aria-live="polite" aria-atomic="true">
          <Typography.Text strong>{status}</Typography.Text>
        </div>
        {state === 'idle' ? (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {SOFTPHONE_TEXTS.nobody}
          </Typography.Paragraph>
        ) : null}
        {state === 'connected' || state === 'disconnected' ? (
          <Typography.Text
            role="timer"
            aria-label={SOFTPHONE_TEXTS.duration(formatDuration(seconds))}
            style={{ display: 'block', fontSize: 24, fontVariantNumeric: 'tabular-nums' }}
          >
            {formatDuration(seconds)}
          </Typography.Text>
        ) : null}
        {busy ? (
          <Space wrap style={{ marginTop: 8 }}>
            <Button
              danger
              type="primary"
              icon={<PhoneOutlined />}
              onClick={() => controller.hangUp()}
            >
              {SOFTPHONE_TEXTS.hangUp}
            </Button>
            {state === 'connected' ? (
              <Button
                icon={muted ? <AudioMutedOutlined /> : <AudioOutlined />}
                aria-pressed={muted}
                onClick={() => controller.toggleMute()}
              >
                {SOFTPHONE_TEXTS.mute}
              </Button>
            ) : null}
          </Space>
        ) : null}
      </Card>
    </div>
  );
}
