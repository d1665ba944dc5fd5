import { asRecord, asText, callJson, joinUrl, ProviderError } from '../http';
import type { IbanBankProvider } from './index';

export interface OpenIbanOptions {
  /** `https://openiban.com` */
  baseUrl: string;
  timeoutMs: number;
}

const NAME = 'openiban';

/**
 * OpenIBAN `GET /validate/{iban}?getBIC=true&validateBankCode=true`: free and read-only, so one
 * retry is safe. `bankData.bic` and `bankData.name` are read; empty strings mean unknown.
 */
export function createOpenIbanProvider(options: OpenIbanOptions): IbanBankProvider {
  return {
    name: NAME,
    async bankData(iban) {
      const answer = await callJson(NAME, {
        url: `${joinUrl(options.baseUrl, `validate/${encodeURIComponent(iban)}`)}?getBIC=true&validateBankCode=true`,
        timeoutMs: options.timeoutMs,
        retries: 1,
        accept: [404],
      });
      if (answer.status === 404) return null;
      const body = asRecord(answer.body);
      if (body === undefined) throw new ProviderError(NAME, 'unavailable', 'answer is no object');
      const bank = asRecord(body.bankData);
      const bic = asText(bank?.bic) ?? null;
      const name = asText(bank?.name) ?? null;
      return bic === null && name === null ? null : { bic, name };
    },
  };
}
