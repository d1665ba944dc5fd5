/**
 * The voice provider behind the softphone (issue 16): Twilio Voice, or the simulator (the default)
 * that lets the whole path — token, call, status callback, call log — run offline.
 */
import type { Config } from '../../config';
import { SimulatorVoice } from './simulator';
import { TwilioVoice } from './twilio';

export interface IssuedVoiceToken {
  token: string;
  expiresAt: Date;
}

export interface VoiceProvider {
  readonly kind: 'simulator' | 'twilio';
  /** A short-lived token that lets `identity` place calls from the browser. */
  issueToken(identity: string, now: Date): IssuedVoiceToken;
}

export function createVoiceProvider(voice: Config['voice']): SimulatorVoice | TwilioVoice {
  if (voice.provider === 'twilio') {
    if (voice.twilio === undefined) throw new Error('VOICE_PROVIDER=twilio without its settings');
    return new TwilioVoice(voice.twilio, voice.tokenTtlSeconds);
  }
  return new SimulatorVoice(voice.tokenTtlSeconds);
}

export { SimulatorVoice, TwilioVoice };
