/**
 * Phone number lookup (HLR: is a mobile number live on a network?). The simulator (default)
 * answers from the number's last digits; the MessageBird adapter asks MessageBird's Lookup HLR API,
 * whose statuses (sent, active, absent, failed, unknown) are exactly those of spec §4.
 */
import type { PhoneLookupStatus } from '@veldwerk/shared/domain';
import type { Config } from '../../config';
import { createMessageBirdPhoneLookup } from './messagebird';
import { createSimulatorPhoneLookup } from './simulator';

export interface HlrAnswer {
  /** The provider's id of the lookup, to ask for its status later. */
  reference: string;
  status: PhoneLookupStatus;
}

export interface PhoneLookupProvider {
  /** The name configuration chose (`simulator`, `messagebird`); also a valid `{provider}` in paths. */
  readonly name: string;
  /** Starts a network lookup of `number` (digits, international form: `31612345678`). */
  requestHlr(number: string): Promise<HlrAnswer>;
  /** The current status of the lookup started for `number` under `reference`. */
  hlrStatus(number: string, reference: string): Promise<HlrAnswer>;
}

export function createPhoneLookupProvider(
  config: Config['verification']['phone'],
  timeoutMs: number,
): PhoneLookupProvider {
  if (config.provider === 'messagebird') {
    if (config.key === undefined)
      throw new Error('PHONE_LOOKUP_PROVIDER=messagebird needs PHONE_LOOKUP_KEY');
    return createMessageBirdPhoneLookup({ baseUrl: config.url, key: config.key, timeoutMs });
  }
  return createSimulatorPhoneLookup();
}
