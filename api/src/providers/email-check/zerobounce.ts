import { asRecord, asText, callJson, joinUrl, ProviderError } from '../http';
import type { EmailCheckProvider, EmailVerdict } from './index';

export interface ZeroBounceOptions {
  /** `https://api-eu.zerobounce.net` (EU data processing) or `https://api.zerobounce.net`. */
  baseUrl: string;
  key: string;
  timeoutMs: number;
}

const NAME = 'zerobounce';

/** ZeroBounce statuses onto spec §4's results (DOMAIN.md: map the provider's categories). */
export function zeroBounceVerdict(status: string, subStatus: string | undefined): EmailVerdict {
  const reason = (detail: string) => subStatus ?? detail;
  switch (status) {
    case 'valid':
      return { result: 'Ok', reason: null };
    // Deliverable, but the owner is known to report mail as abuse: still a real mailbox.
    case 'abuse':
      return { result: 'Ok', reason: null };
    case 'invalid':
      return { result: 'Bad', reason: reason('invalid') };
    case 'spamtrap':
      return { result: 'Bad', reason: 'spamtrap' };
    case 'do_not_mail':
      return { result: 'Bad', reason: reason('do_not_mail') };
    case 'catch-all':
      return { result: 'Unverifiable', reason: 'catch-all' };
    default:
      return { result: 'Unverifiable', reason: reason(status === '' ? 'unknown' : status) };
  }
}

/**
 * ZeroBounce `GET /v2/validate?api_key&email&ip_address&timeout`. Every call uses a credit, so it
 * is not retried; ZeroBounce's own `timeout` (seconds) is set inside ours so it answers
 * `unknown` rather than nothing.
 */
export function createZeroBounceEmailCheck(options: ZeroBounceOptions): EmailCheckProvider {
  const providerTimeout = Math.min(60, Math.max(3, Math.floor(options.timeoutMs / 1000) - 1));
  return {
    name: NAME,
    async check(address) {
      const query = new URLSearchParams({
        api_key: options.key,
        email: address,
        ip_address: '',
        timeout: String(providerTimeout),
      });
      const answer = await callJson(NAME, {
        url: `${joinUrl(options.baseUrl, 'v2/validate')}?${query.toString()}`,
        timeoutMs: options.timeoutMs,
      });
      const body = asRecord(answer.body);
      if (body === undefined) throw new ProviderError(NAME, 'unavailable', 'answer is no object');
      // A refused key or an empty balance comes back as 200 with an `error` text.
      const error = asText(body.error);
      if (error !== undefined) throw new ProviderError(NAME, 'rejected', error);
      const status = asText(body.status);
      if (status === undefined)
        throw new ProviderError(NAME, 'unavailable', 'answer has no status');
      return zeroBounceVerdict(status, asText(body.sub_status));
    },
  };
}
