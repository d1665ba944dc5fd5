import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeProvider, timed, type FakeProvider } from '../../../test/fake-provider';
import { createPdokAddressProvider } from './pdok';

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider(() => ({ status: 500 }));
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const provider = (timeoutMs = 2000) =>
  createPdokAddressProvider({ baseUrl: fake.baseUrl, timeoutMs });
const solr = (docs: object[]) => ({
  response: { numFound: docs.length, start: 0, maxScore: 9.5, numFoundExact: true, docs },
});

describe('PDOK Locatieserver address adapter', () => {
  it('filters the free search on address, postcode and number and reads street and city', async () => {
    fake.answer(() => ({
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
    const [request] = fake.requests;
    expect(request?.url.pathname).toBe('/free');
    expect(request?.url.searchParams.getAll('fq')).toEqual([
      'type:adres',
      'postcode:3011AD',
      'huisnummer:40',
    ]);
    expect(request?.url.searchParams.get('rows')).toBe('1');
  });

  it('answers null when PDOK finds nothing', async () => {
    fake.answer(() => ({ status: 200, body: solr([]) }));
    expect(await provider().lookup('1234SA', 1)).toBeNull();
  });

  it('retries once after a 500, reports 429, a broken answer and silence as failures', async () => {
    let calls = 0;
    fake.answer(() =>
      ++calls === 1
        ? { status: 500 }
        : { status: 200, body: solr([{ straatnaam: 'Spui', woonplaatsnaam: 'Den Haag' }]) },
    );
    expect(await provider().lookup('2511BT', 1)).toEqual({ street: 'Spui', city: 'Den Haag' });
    expect(fake.requests).toHaveLength(2);

    fake.answer(() => ({ status: 500 }));
    await expect(provider().lookup('2511BT', 1)).rejects.toMatchObject({ kind: 'unavailable' });
    fake.answer(() => ({ status: 429 }));
    await expect(provider().lookup('2511BT', 1)).rejects.toMatchObject({ kind: 'rate_limited' });
    fake.answer(() => ({ status: 200, body: { error: 'solr down' } }));
    await expect(provider().lookup('2511BT', 1)).rejects.toMatchObject({ kind: 'unavailable' });
    fake.answer(() => 'hang');
    const { ms } = await timed(() =>
      expect(provider(300).lookup('2511BT', 1)).rejects.toMatchObject({ kind: 'timeout' }),
    );
    expect(ms).toBeLessThan(1500);
  });
});
