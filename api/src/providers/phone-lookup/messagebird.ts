import { PHONE_LOOKUP_STATUSES, type PhoneLookupStatus } from '@veldwerk/shared/domain';
import { asRecord, asText, callJson, joinUrl, ProviderError } from '../http';
import type { HlrAnswer, PhoneLookupProvider } from './index';

export interface MessageBirdOptions {
  /** `https://rest.messagebird.com` */
  baseUrl: string;
  key: string;
  timeoutMs: number;
}

const NAME = 'messagebird';

function statusOf(value: unknown): PhoneLookupStatus {
  return PHONE_LOOKUP_STATUSES.find((status) => status === value) ?? 'failed';
}

function answerOf(body: unknown, fallbackReference: string): HlrAnswer {
  const hlr = asRecord(body);
  if (hlr === undefined) throw new ProviderError(NAME, 'unavailable', 'answer is no HLR object');
  return { reference: asText(hlr.id) ?? fallbackReference, status: statusOf(hlr.status) };
}

/**
 * MessageBird Lookup HLR (`POST /lookup/{msisdn}/hlr` starts one, `GET /lookup/{msisdn}/hlr`
 * reads the latest), authorised with `Authorization: AccessKey …`. Starting a lookup costs
 * money, so it is never retried; reading its status is, once.
 */
export function createMessageBirdPhoneLookup(options: MessageBirdOptions): PhoneLookupProvider {
  const headers = { Authorization: `AccessKey ${options.key}` };
  const url = (number: string) =>
    joinUrl(options.baseUrl, `lookup/${encodeURIComponent(number)}/hlr`);
  return {
    name: NAME,
    async requestHlr(number) {
      const answer = await callJson(NAME, {
        method: 'POST',
        url: url(number),
        headers,
        body: { reference: `veldwerk-${number}` },
        timeoutMs: options.timeoutMs,
        // 422: MessageBird refuses a number that cannot exist on any network.
        accept: [422],
      });
      if (answer.status === 422) return { reference: '', status: 'unknown' };
      return answerOf(answer.body, '');
    },
    async hlrStatus(number, reference) {
      const answer = await callJson(NAME, {
        url: url(number),
        headers,
        timeoutMs: options.timeoutMs,
        retries: 1,
        accept: [404],
      });
      // No HLR for this number at the provider: the lookup cannot be completed.
      if (answer.status === 404) return { reference, status: 'failed' };
      return answerOf(answer.body, reference);
    },
  };
}
