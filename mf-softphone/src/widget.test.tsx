/**
 * The softphone's state machine as a user meets it (spec §4 Phone, §8, §9): the widget with the
 * simulated device, the api faked at the HTTP layer, and fake timers for the timer and delays.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { requestCall, useSession, useSoftphoneBus } from '@veldwerk/shared/client';
import {
  SIMULATOR_TOKEN_PREFIX,
  VOICE_MESSAGES,
  type SimulatedCall,
  type VoiceToken,
} from '@veldwerk/shared/domain';
import { fakeHttp, json, type FakeHandler } from '@veldwerk/shared/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Emitter, type PhoneCall, type PhoneDevice } from './device/phone-device';
import { liveDeps } from './softphone/deps';
import { DISCONNECTED_MS, type SoftphoneDeps } from './softphone/softphone-controller';
import SoftphoneWidget from './widget';

const UUID = '0b9f3c2e-8f1a-4c55-9d2e-1a2b3c4d5e6f';
const KEY = `emp:${UUID}` as const;
const CALLEE_PATH = `/api/voice/callees/${encodeURIComponent(KEY)}`;
const SID = 'SIM0001';

let alerts: string[];
let deps: SoftphoneDeps;

function token(expiresInMs = 3_600_000): VoiceToken {
  return {
    token: `${SIMULATOR_TOKEN_PREFIX}e30`,
    identity: 'me',
    expires_at: new Date(Date.now() + expiresInMs).toISOString(),
    simulator: true,
  };
}

function api(
  overrides: Record<string, FakeHandler> = {},
  outcome: SimulatedCall['outcome'] = 'answered',
) {
  return fakeHttp({
    'GET /api/voice/token': () => json(200, token()),
    [`GET ${CALLEE_PATH}`]: () => json(200, { key: KEY, name: 'Noor Mulder' }),
    'POST /api/voice/simulator/calls': () =>
      json(200, { call_sid: SID, name: 'Noor Mulder', outcome, connect_after_ms: 1500 }),
    [`POST /api/voice/simulator/calls/${SID}/hangup`]: () =>
      json(200, { call_sid: SID, duration: 3 }),
    ...overrides,
  });
}

/** Lets fetches settle and moves the clock. */
async function elapse(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const status = () => screen.getByRole('status').textContent;
const toggle = () => screen.getByRole('button', { name: /Telefoon/ });

async function dial() {
  act(() => requestCall(KEY));
  await elapse();
}

beforeEach(() => {
  vi.useFakeTimers();
  alerts = [];
  deps = { ...liveDeps, alert: (message) => alerts.push(message) };
  useSession.getState().completeLogin({
    token: 'token-1',
    roles: ['ROLE_RECRUITER'],
    fullName: 'Daan Smit',
    email: 'recruiter@veldwerk.test',
  });
});

afterEach(() => {
  vi.useRealTimers();
  useSoftphoneBus.setState({ request: null, ended: null, listening: 0 });
});

describe('mf_softphone/widget', () => {
  it('is idle behind a "Telefoon" button whose panel opens and closes from the keyboard', () => {
    api();
    render(<SoftphoneWidget deps={deps} />);
    const button = toggle();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    fireEvent.click(button); // Enter or Space on a button clicks it
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Telefoon' });
    expect(status()).toBe('Gereed');
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('goes idle → connecting → connected (timer ticking each second) → disconnected → idle', async () => {
    const http = api();
    render(<SoftphoneWidget deps={deps} />);
    await dial();
    // A call request opens the panel and names the callee (from the api, not the button).
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(status()).toBe('Verbinden… U belt Noor Mulder');
    expect(http.calls('POST', '/api/voice/simulator/calls')[0]?.body).toEqual({ To: KEY });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();

    await elapse(1500);
    expect(status()).toBe('Verbonden met Noor Mulder');
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    await elapse(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    await elapse(64_000);
    expect(screen.getByRole('timer')).toHaveTextContent('01:05');
    expect(toggle()).toHaveTextContent('Telefoon 01:05');

    fireEvent.click(screen.getByRole('button', { name: /Ophangen/ }));
    await elapse();
    expect(status()).toBe('Opgehangen (Noor Mulder)');
    expect(http.calls('POST', `/api/voice/simulator/calls/${SID}/hangup`)).toHaveLength(1);
    // The timer stopped.
    await elapse(2000);
    expect(screen.getByRole('timer')).toHaveTextContent('01:05');
    expect(useSoftphoneBus.getState().ended).toBeNull();
    await elapse(DISCONNECTED_MS);
    expect(status()).toBe('Gereed');
    expect(alerts).toEqual([]);
    // Idle again: screens showing this person's call log are told to read it again.
    expect(useSoftphoneBus.getState().ended?.key).toBe(KEY);
  });

  it('hangs up while still connecting', async () => {
    const http = api();
    render(<SoftphoneWidget deps={deps} />);
    await dial();
    fireEvent.click(screen.getByRole('button', { name: /Ophangen/ }));
    await elapse();
    expect(status()).toBe('Opgehangen (Noor Mulder)');
    await elapse(1500);
    // The simulated callee never answers a call that was hung up.
    expect(status()).toBe('Opgehangen (Noor Mulder)');
    expect(http.calls('POST', `/api/voice/simulator/calls/${SID}/hangup`)).toHaveLength(1);
  });

  it('mutes and unmutes the microphone while connected', async () => {
    api();
    render(<SoftphoneWidget deps={deps} />);
    await dial();
    await elapse(1500);
    const mute = screen.getByRole('button', { name: /Microfoon uit/ });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'false');
  });

  it('alerts a busy callee and is idle again', async () => {
    api({}, 'busy');
    render(<SoftphoneWidget deps={deps} />);
    await dial();
    await elapse(1500);
    expect(alerts).toEqual([VOICE_MESSAGES.busy]);
    expect(status()).toBe('Gereed');
    // The api logged the attempt: the call log is read again.
    expect(useSoftphoneBus.getState().ended?.key).toBe(KEY);
  });

  it("alerts the api's refusal (a person the caller may not read) and is idle again", async () => {
    api({
      [`GET ${CALLEE_PATH}`]: () =>
        json(403, { error: { code: 'callee_forbidden', message: VOICE_MESSAGES.calleeForbidden } }),
    });
    render(<SoftphoneWidget deps={deps} />);
    await dial();
    expect(alerts).toEqual([VOICE_MESSAGES.calleeForbidden]);
    expect(status()).toBe('Gereed');
  });

  it("alerts a device's error during a call (Twilio's events) and resets the timer to idle", async () => {
    api();
    class FakeCall extends Emitter implements PhoneCall {
      fire(event: string, ...args: unknown[]) {
        this.emit(event, ...args);
      }
      disconnect = vi.fn();
      mute() {}
      isMuted() {
        return false;
      }
    }
    const call = new FakeCall();
    class FakeDevice extends Emitter implements PhoneDevice {
      connect = () => Promise.resolve(call);
      updateToken() {}
      destroy() {}
    }
    render(
      <SoftphoneWidget deps={{ ...deps, createDevice: () => Promise.resolve(new FakeDevice()) }} />,
    );
    await dial();
    act(() => call.fire('accept'));
    await elapse(3000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:03');
    act(() =>
      call.fire('error', {
        message: 'ConnectionError (31005): Error sent from gateway',
        code: 31005,
      }),
    );
    expect(alerts).toEqual(['ConnectionError (31005): Error sent from gateway']);
    expect(status()).toBe('Gereed');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('refuses a second call while one runs', async () => {
    api();
    render(<SoftphoneWidget deps={deps} />);
    await dial();
    await dial();
    expect(alerts).toEqual([VOICE_MESSAGES.alreadyCalling]);
    expect(status()).toBe('Verbinden… U belt Noor Mulder');
  });

  it('renews the voice token before it expires', async () => {
    let issued = 0;
    const http = api({
      'GET /api/voice/token': () => {
        issued += 1;
        return json(200, token(120_000));
      },
    });
    render(<SoftphoneWidget deps={deps} />);
    await dial();
    expect(issued).toBe(1);
    // The device warns a minute before the end; the widget fetches a new token then.
    await elapse(60_000);
    expect(http.calls('GET', '/api/voice/token')).toHaveLength(2);
  });
});
