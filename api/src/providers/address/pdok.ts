import { asRecord, asText, callJson, joinUrl, ProviderError } from '../http';
import type { AddressProvider } from './index';

export interface PdokOptions {
  /** `https://api.pdok.nl/bzk/locatieserver/search/v3_1` */
  baseUrl: string;
  timeoutMs: number;
}

const NAME = 'pdok';

/**
 * PDOK Locatieserver `free` search (Apache Solr): `fq` filters on type `adres`, the postcode and
 * the house number; the first document's `straatnaam` and `woonplaatsnaam` are the answer.
 * Free and read-only, so one retry is safe. PDOK may block an address range under heavy use
 * (fair use): a 429 or 403 reads as unavailable, and the form lets staff type the address.
 */
export function createPdokAddressProvider(options: PdokOptions): AddressProvider {
  return {
    name: NAME,
    async lookup(postcode, houseNumber) {
      const query = new URLSearchParams({
        q: `postcode:${postcode} AND huisnummer:${houseNumber}`,
        fl: 'straatnaam,woonplaatsnaam,postcode,huisnummer',
        rows: '1',
      });
      query.append('fq', 'type:adres');
      query.append('fq', `postcode:${postcode}`);
      query.append('fq', `huisnummer:${houseNumber}`);
      const answer = await callJson(NAME, {
        url: `${joinUrl(options.baseUrl, 'free')}?${query.toString()}`,
        timeoutMs: options.timeoutMs,
        retries: 1,
      });
      const response = asRecord(asRecord(answer.body)?.response);
      const docs = response?.docs;
      if (response === undefined || !Array.isArray(docs)) {
        throw new ProviderError(NAME, 'unavailable', 'answer has no response.docs');
      }
      const first = asRecord(docs[0]);
      const street = asText(first?.straatnaam);
      const city = asText(first?.woonplaatsnaam);
      return street === undefined || city === undefined ? null : { street, city };
    },
  };
}
