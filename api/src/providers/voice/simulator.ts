/**
 * The simulated voice provider: its token says who may call and until when, readable by the
 * widget (which then uses its simulated device) and worthless to Twilio. No network.
 */
import { SIMULATOR_TOKEN_PREFIX } from '@veldwerk/shared/domain';
import type { IssuedVoiceToken, VoiceProvider } from './index';

export class SimulatorVoice implements VoiceProvider {
  readonly kind = 'simulator' as const;

  constructor(private readonly ttlSeconds: number) {}

  issueToken(identity: string, now: Date): IssuedVoiceToken {
    const expiresAt = new Date(now.getTime() + this.ttlSeconds * 1000);
    const claims = { identity, exp: Math.floor(expiresAt.getTime() / 1000) };
    const token = `${SIMULATOR_TOKEN_PREFIX}${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return { token, expiresAt };
  }
}
