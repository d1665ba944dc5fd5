/**
 * Twilio Voice: Access Tokens with a Voice grant for the browser SDK (signed offline with an API
 * key), the check of `X-Twilio-Signature` on its webhooks, and the TwiML the webhooks answer.
 */
import twilio from 'twilio';
import type { Config } from '../../config';
import type { IssuedVoiceToken, VoiceProvider } from './index';

type TwilioSettings = NonNullable<Config['voice']['twilio']>;

const { AccessToken } = twilio.jwt;
const { VoiceGrant } = AccessToken;

export interface DialInstruction {
  /** E.164 number to dial (resolved on the server, never from the browser). */
  number: string;
  /** Absolute URL Twilio posts the dial's outcome to (the status callback). */
  statusUrl: string;
  record: boolean;
}

export class TwilioVoice implements VoiceProvider {
  readonly kind = 'twilio' as const;

  constructor(
    readonly settings: TwilioSettings,
    private readonly ttlSeconds: number,
  ) {}

  issueToken(identity: string, now: Date): IssuedVoiceToken {
    const token = new AccessToken(
      this.settings.accountSid,
      this.settings.apiKeySid,
      this.settings.apiKeySecret,
      { identity, ttl: this.ttlSeconds },
    );
    token.addGrant(
      new VoiceGrant({ outgoingApplicationSid: this.settings.twimlAppSid, incomingAllow: false }),
    );
    // The library stamps iat from its own clock; the expiry follows from the same ttl.
    return { token: token.toJwt(), expiresAt: new Date(now.getTime() + this.ttlSeconds * 1000) };
  }

  /** Whether a webhook request carries Twilio's signature for `url` and its form `params`. */
  verifySignature(
    signature: string | undefined,
    url: string,
    params: Record<string, string>,
  ): boolean {
    if (signature === undefined || signature === '') return false;
    return twilio.validateRequest(this.settings.authToken, signature, url, params);
  }

  /** TwiML that dials `number` with the agency's caller id, reporting the outcome to `statusUrl`. */
  dialTwiml(dial: DialInstruction): string {
    const response = new twilio.twiml.VoiceResponse();
    const verb = response.dial({
      callerId: this.settings.callerId,
      // The browser's call is accepted only when the callee answers (ringing until then).
      answerOnBridge: true,
      action: dial.statusUrl,
      method: 'POST',
      ...(dial.record ? { record: 'record-from-answer-dual' as const } : {}),
    });
    verb.number(dial.number);
    return response.toString();
  }

  /** TwiML that tells the caller why nothing is dialled and hangs up. */
  refusalTwiml(message: string): string {
    const response = new twilio.twiml.VoiceResponse();
    response.say({ language: 'nl-NL' }, message);
    response.hangup();
    return response.toString();
  }

  /** The empty answer to a status callback (the call simply ends). */
  emptyTwiml(): string {
    return new twilio.twiml.VoiceResponse().toString();
  }
}
