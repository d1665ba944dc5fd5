/**
 * The part of `@twilio/voice-sdk`'s `Device` and `Call` the softphone uses. Twilio's classes fit
 * it as they are; the simulated device (`simulated-device.ts`) implements the same events.
 */
export interface PhoneError {
  message: string;
  code?: number;
}

export interface PhoneCall {
  on(
    event: 'accept' | 'disconnect' | 'cancel' | 'reject' | 'ringing',
    listener: () => void,
  ): unknown;
  on(event: 'error', listener: (error: PhoneError) => void): unknown;
  on(event: 'mute', listener: (muted: boolean) => void): unknown;
  disconnect(): void;
  mute(shouldMute?: boolean): void;
  isMuted(): boolean;
}

export interface PhoneDevice {
  connect(options: { params: Record<string, string> }): Promise<PhoneCall>;
  updateToken(token: string): void;
  destroy(): void;
  on(event: 'tokenWillExpire', listener: () => void): unknown;
  on(event: 'error', listener: (error: PhoneError) => void): unknown;
}

type Listener = (...args: never[]) => void;

/** A minimal event emitter (the SDK's are Node-style emitters; the browser has none built in). */
export class Emitter {
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  protected emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) {
      (listener as (...values: unknown[]) => void)(...args);
    }
  }

  protected removeAllListeners(): void {
    this.listeners.clear();
  }
}
