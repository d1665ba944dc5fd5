import { callJson, joinUrl } from '../http';
import type { SmsProvider } from './provider';

export interface MessageBirdSmsOptions {
  /** `https://rest.messagebird.com` */
  baseUrl: string;
  key: string;
  /** The sender name or number shown to the receiver (at most 11 characters for a name). */
  originator: string;
  timeoutMs: number;
}

const NAME = 'messagebird';

/**
 * MessageBird (Bird) SMS Messaging: `POST /messages` with `{originator, recipients, body,
 * reference}`, authorised with `Authorization: AccessKey …`. Sending costs money and may not be
 * repeated blindly, so the call is never retried here: the queue retries with backoff.
 */
export function createMessageBirdSmsProvider(options: MessageBirdSmsOptions): SmsProvider {
  return {
    name: NAME,
    async send(message) {
      await callJson(NAME, {
        method: 'POST',
        url: joinUrl(options.baseUrl, 'messages'),
        headers: { Authorization: `AccessKey ${options.key}` },
        body: {
          originator: options.originator,
          recipients: [message.to],
          body: message.body,
          reference: message.reference,
        },
        timeoutMs: options.timeoutMs,
      });
    },
  };
}
