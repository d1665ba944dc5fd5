/**
 * The simulated voice device, used when `GET voice/token` answers a simulator token: the same
 * interface and events as the Twilio SDK's `Device` and `Call`, talking only to this api's
 * simulator routes (which check, resolve and log the call as Twilio's webhooks would). The callee
 * answers after the api's `connect_after_ms`; the api's busy or failing number ends the call with
 * an error instead.
 */
import {
  API_PATHS,
  fillPath,
  VOICE_MESSAGES,
  type SimulatedCall as PlacedCall,
  type VoiceToken,
} from '@veldwerk/shared/domain';
import { api } from '@veldwerk/shared/client';

import { Emitter, type PhoneCall, type PhoneDevice } from './phone-device';

/** The SDK's `tokenWillExpire` comes this long before the token ends. */
export const TOKEN_WARNING_MS = 60_000;

export interface SimulatorApi {
  place(to: string): Promise<PlacedCall>;
  hangUp(callSid: string): Promise<void>;
}

export const simulatorApi: SimulatorApi = {
  place: (to) => api.post<PlacedCall>(API_PATHS.voiceSimulatorCalls, { To: to }),
  hangUp: async (callSid) => {
    await api.post(fillPath(API_PATHS.voiceSimulatorHangup, { sid: callSid }));
  },
};

const ERRORS = {
  busy: { message: VOICE_MESSAGES.busy, code: 31486 },
  failed: { message: VOICE_MESSAGES.failed, code: 31005 },
} as const;

class SimulatedCall extends Emitter implements PhoneCall {
  private muted = false;
  private ended = false;
  private readonly timer: ReturnType<typeof setTimeout>;

  constructor(
    private readonly placed: PlacedCall,
    private readonly simulator: SimulatorApi,
  ) {
    super();
    this.timer = setTimeout(() => this.settle(), placed.connect_after_ms);
  }

  private settle(): void {
    if (this.ended) return;
    if (this.placed.outcome === 'answered') {
      this.emit('accept', this);
      return;
    }
    this.ended = true;
    this.emit('error', ERRORS[this.placed.outcome]);
    this.emit('disconnect', this);
  }

  disconnect(): void {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.timer);
    // The api logs the call (the simulated status callback); a failure there is not the caller's.
    this.simulator.hangUp(this.placed.call_sid).catch(() => undefined);
    this.emit('disconnect', this);
  }

  mute(shouldMute = true): void {
    if (this.muted === shouldMute) return;
    this.muted = shouldMute;
    this.emit('mute', shouldMute, this);
  }

  isMuted(): boolean {
    return this.muted;
  }
}

export class SimulatedDevice extends Emitter implements PhoneDevice {
  private expiryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    token: VoiceToken,
    private readonly simulator: SimulatorApi = simulatorApi,
    private readonly now: () => number = Date.now,
  ) {
    super();
    this.schedule(token.expires_at);
  }

  private schedule(expiresAt: string): void {
    clearTimeout(this.expiryTimer);
    const wait = Math.max(0, new Date(expiresAt).getTime() - this.now() - TOKEN_WARNING_MS);
    this.expiryTimer = setTimeout(() => this.emit('tokenWillExpire', this), wait);
  }

  async connect(options: { params: Record<string, string> }): Promise<PhoneCall> {
    const placed = await this.simulator.place(options.params.To ?? '');
    return new SimulatedCall(placed, this.simulator);
  }

  /** A simulator token carries its expiry; a new one moves the warning. */
  updateToken(token: string): void {
    const claims = readSimulatorClaims(token);
    if (claims !== null) this.schedule(new Date(claims.exp * 1000).toISOString());
  }

  destroy(): void {
    clearTimeout(this.expiryTimer);
    this.removeAllListeners();
  }
}

/** The claims of a simulator token (`simulator.<base64url JSON>`), or null. */
export function readSimulatorClaims(token: string): { identity: string; exp: number } | null {
  try {
    const encoded = token
      .slice(token.indexOf('.') + 1)
      .replace(/-/g, '+')
      .replace(/_/g, '/');
    const claims = JSON.parse(atob(encoded)) as { identity?: unknown; exp?: unknown };
    return typeof claims.identity === 'string' && typeof claims.exp === 'number'
      ? { identity: claims.identity, exp: claims.exp }
      : null;
  } catch {
    return null;
  }
}
