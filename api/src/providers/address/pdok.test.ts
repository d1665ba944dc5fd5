import { describe, expect, it } from 'vitest';
import { fakeProviderPerFile, timed } from '../../../test/fake-provider';
import { createPdokAddressProvider } from './pdok';

const fakeProvider = fakeProviderPerFile();

const provider = (timeoutMs = 2000) =>
  createPdokAddressProvider({ baseUrl: fakeProvider().baseUrl, timeoutMs });
const solr = (docs: object[]) => ({
  response: { numFound: docs.length, start: 0, maxScore: 9.5, numFoundExact: true, docs },
});

describe('PDOK Locatieserver address adapter', () => {
  it('filters the free search on address, postcode and number and reads street and city', async () => {
    fakeProvider().answer(() => ({
      status: 200,
      body: solr([
        {
          straatnaam: 'Coolsingel',
          woonplaatsnaam: 'Rotterdam',
          postcode: '3011AD',
          huisnummer: 40,
        },
      ]),
    }));
    expect(await provider().lookup('3011AD', 40)).toEqual({
      street: 'Coolsingel',
      city: 'Rotterdam',
    });
    const [request] = fakeProvider().requests;
    expect(request?.url.pathname).toBe('/free');
    expect(request?.url.searchParams.getAll('fq')).toEqual([
      'type:adres',
      'postcode:3011AD',
      'huisnummer:40',
    ]);
    expect(request?.url.searchParams.get('rows')).toBe('1');
  });

  it('answers null when PDOK finds nothing', async () => {
    fakeProvider().answer(() => ({ status: 200, body: solr([]) }));
    expect(await provider().lookup('1234SA', 1)).toBeNull();
  });

  it('retries once after a 500, reports 429, a broken answer and silence as failures', async () => {
    let calls = 0;
    fakeProvider().answer(() =>
      ++calls === 1
        ? { status: 500 }
        : { status: 200, body: solr([{ straatnaam: 'Spui', woonplaatsnaam: 'Den Haag' }]) },
    );
    expect(await provider().lookup('2511BT', 1)).toEqual({ street: 'Spui', city: 'Den Haag' });
    expect(fakeProvider().requests).toHaveLength(2);

    fakeProvider().answer(() => ({ status: 500 }));
    await expect(provider().lookup('2511BT', 1)).rejects.toMatchObject({ kind: 'unavailable' });
    fakeProvider().answer(() => ({ status: 429 }));
    await expect(provider().lookup('2511BT', 1)).rejects.toMatchObject({ kind: 'rate_limited' });
    fakeProvider().answer(() => ({ status: 200, body: { error: 'solr down' } }));
    await expect(provider().lookup('2511BT', 1)).rejects.toMatchObject({ kind: 'unavailable' });
    fakeProvider().answer(() => 'hang');
    const { ms } = await timed(() =>
      expect(provider(300).lookup('2511BT', 1)).rejects.toMatchObject({ kind: 'timeout' }),
    );
    expect(ms).toBeLessThan(1500);
  });
});
