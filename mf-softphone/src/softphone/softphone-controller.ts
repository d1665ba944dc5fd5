/**
 * The softphone's state machine (spec §4 Phone): idle → connecting → connected (a timer ticking
 * every second) → disconnected → idle. Hanging up is possible while connecting or connected; any
 * error alerts its message and resets to idle (spec §8). The voice token is fetched on the first
 * call and renewed when the device says it will expire.
 */
import {
  VOICE_MESSAGES,
  type SoftphoneState,
  type VoiceCallee,
  type VoiceToken,
} from '@veldwerk/shared/domain';
import { createStore, type StoreApi } from 'zustand/vanilla';

import type { PhoneCall, PhoneDevice, PhoneError } from '../device/phone-device';

/** The timer ticks this often (spec §9). */
export const TICK_MS = 1000;
/** How long "Opgehangen" shows before the phone is idle again. */
export const DISCONNECTED_MS = 3000;

export interface SoftphoneSnapshot {
  state: SoftphoneState;
  /** Who is being called: the id at once, the name when the api answered. */
  callee: { key: string; name: string | null } | null;
  /** Seconds since the callee answered. */
  seconds: number;
  muted: boolean;
}

export interface SoftphoneDeps {
  fetchToken(): Promise<VoiceToken>;
  fetchCallee(key: string): Promise<VoiceCallee>;
  createDevice(token: VoiceToken): Promise<PhoneDevice>;
  alert(message: string): void;
  /** A placed call to `key` is over and the phone idle again (its log is written by now). */
  ended?(key: string): void;
}

const IDLE: SoftphoneSnapshot = { state: 'idle', callee: null, seconds: 0, muted: false };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message !== ''
    ? error.message
    : typeof error === 'object' &&
        error !== null &&
        typeof (error as PhoneError).message === 'string'
      ? (error as PhoneError).message
      : fallback;

export class SoftphoneController {
  readonly store: StoreApi<SoftphoneSnapshot> = createStore<SoftphoneSnapshot>()(() => IDLE);
  private device: PhoneDevice | null = null;
  private devicePending: Promise<PhoneDevice> | null = null;
  private call: PhoneCall | null = null;
  /** Each call attempt's number; events of an older attempt are ignored. */
  private attempt = 0;
  private ticker: ReturnType<typeof setInterval> | undefined;
  private resetTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: SoftphoneDeps) {}

  get snapshot(): SoftphoneSnapshot {
    return this.store.getState();
  }

  private set(partial: Partial<SoftphoneSnapshot>): void {
    this.store.setState(partial);
  }

  /** Calls the person behind a click-to-call id. */
  async dial(key: string): Promise<void> {
    const { state } = this.snapshot;
    if (state === 'connecting' || state === 'connected') {
      this.deps.alert(VOICE_MESSAGES.alreadyCalling);
      return;
    }
    this.clearTimers();
    const attempt = ++this.attempt;
    this.call = null;
    this.set({ state: 'connecting', callee: { key, name: null }, seconds: 0, muted: false });
    try {
      const callee = await this.deps.fetchCallee(key);
      if (attempt !== this.attempt) return;
      this.set({ callee: { key, name: callee.name } });
      const device = await this.ensureDevice();
      if (attempt !== this.attempt) return;
      const call = await device.connect({ params: { To: key } });
      if (attempt !== this.attempt) {
        // Hung up while the call was being placed.
        call.disconnect();
        return;
      }
      this.call = call;
      this.wire(call, attempt);
    } catch (error) {
      if (attempt === this.attempt) this.fail(error);
    }
  }

  private wire(call: PhoneCall, attempt: number): void {
    const current = () => attempt === this.attempt;
    call.on('accept', () => {
      if (!current()) return;
      this.set({ state: 'connected', seconds: 0 });
      clearInterval(this.ticker);
      this.ticker = setInterval(() => this.set({ seconds: this.snapshot.seconds + 1 }), TICK_MS);
    });
    const ended = () => {
      if (current() && this.snapshot.state !== 'idle') this.ended();
    };
    call.on('disconnect', ended);
    call.on('cancel', ended);
    call.on('reject', ended);
    call.on('mute', (muted: boolean) => {
      if (current()) this.set({ muted });
    });
    call.on('error', (error: PhoneError) => {
      if (current()) this.fail(error);
    });
  }

  private ended(): void {
    this.clearTimers();
    this.call = null;
    this.set({ state: 'disconnected', muted: false });
    const key = this.snapshot.callee?.key;
    this.resetTimer = setTimeout(() => {
      if (this.snapshot.state !== 'disconnected') return;
      this.store.setState(IDLE);
      if (key !== undefined) this.deps.ended?.(key);
    }, DISCONNECTED_MS);
  }

  /** Any error: its message is alerted and the phone is idle again. */
  private fail(error: unknown): void {
    this.clearTimers();
    this.attempt += 1;
    const call = this.call;
    const key = this.snapshot.callee?.key;
    this.call = null;
    call?.disconnect();
    this.store.setState(IDLE);
    this.deps.alert(messageOf(error, VOICE_MESSAGES.failed));
    // A placed call that failed (busy, no answer) is logged too.
    if (call !== null && key !== undefined) this.deps.ended?.(key);
  }

  hangUp(): void {
    const { state } = this.snapshot;
    if (state !== 'connecting' && state !== 'connected') return;
    const call = this.call;
    if (call === null) {
      // Still looking up or placing the call: forget it.
      this.attempt += 1;
      this.ended();
      return;
    }
    call.disconnect();
    // The SDK emits `disconnect`; should it not, the phone still ends the call here.
    if (this.snapshot.state !== 'disconnected') this.ended();
  }

  toggleMute(): void {
    const call = this.call;
    if (call === null || this.snapshot.state !== 'connected') return;
    call.mute(!call.isMuted());
    this.set({ muted: call.isMuted() });
  }

  private ensureDevice(): Promise<PhoneDevice> {
    if (this.device !== null) return Promise.resolve(this.device);
    this.devicePending ??= (async () => {
      try {
        const token = await this.deps.fetchToken();
        const device = await this.deps.createDevice(token);
        device.on('tokenWillExpire', () => void this.renewToken(device));
        device.on('error', (error: PhoneError) => this.fail(error));
        this.device = device;
        return device;
      } finally {
        this.devicePending = null;
      }
    })();
    return this.devicePending;
  }

  private async renewToken(device: PhoneDevice): Promise<void> {
    try {
      device.updateToken((await this.deps.fetchToken()).token);
    } catch (error) {
      // A running call goes on until the old token ends; the next call starts a fresh device.
      this.device = null;
      if (this.call === null) device.destroy();
      this.deps.alert(messageOf(error, VOICE_MESSAGES.tokenFailed));
    }
  }

  private clearTimers(): void {
    clearInterval(this.ticker);
    clearTimeout(this.resetTimer);
    this.ticker = undefined;
    this.resetTimer = undefined;
  }

  dispose(): void {
    this.attempt += 1;
    this.clearTimers();
    this.call?.disconnect();
    this.call = null;
    this.device?.destroy();
    this.device = null;
  }
}
