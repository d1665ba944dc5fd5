/**
 * Outgoing sms. The simulator (default) hands nothing to the outside world; the MessageBird
 * adapter sends through its REST api. Either way the texter records the message in the outbox.
 */
import type { Config } from '../../config';
import { createMessageBirdSmsProvider } from './messagebird';
import type { SmsProvider } from './provider';
import { createSimulatorSmsProvider } from './simulator';

export type { SmsMessage, SmsProvider } from './provider';

export function createSmsProvider(config: Config['sms'], timeoutMs: number): SmsProvider {
  if (config.provider === 'messagebird') {
    if (config.key === undefined) throw new Error('SMS_PROVIDER=messagebird needs SMS_KEY');
    return createMessageBirdSmsProvider({
      baseUrl: config.url,
      key: config.key,
      originator: config.originator,
      timeoutMs,
    });
  }
  return createSimulatorSmsProvider();
}
