import { describe, expect, it } from 'vitest';
import { fakeProviderPerFile, timed } from '../../../test/fake-provider';
import { createOpenIbanProvider } from './openiban';

const fakeProvider = fakeProviderPerFile();

const provider = (timeoutMs = 2000) =>
  createOpenIbanProvider({ baseUrl: fakeProvider().baseUrl, timeoutMs });
const iban = 'DE89370400440532013000';

describe('OpenIBAN bank data adapter', () => {
  it('asks /validate/{iban} with getBIC and reads bankData', async () => {
    fakeProvider().answer(() => ({
      status: 200,
      body: {
        valid: true,
        messages: ['Bank code valid: 37040044'],
        iban,
        bankData: {
          bankCode: '37040044',
          name: 'Commerzbank',
          zip: '50447',
          city: 'Köln',
          bic: 'COBADEFFXXX',
        },
        checkResults: { bankCode: true },
      },
    }));
    expect(await provider().bankData(iban)).toEqual({ bic: 'COBADEFFXXX', name: 'Commerzbank' });
    const [request] = fakeProvider().requests;
    expect(request?.url.pathname).toBe(`/validate/${iban}`);
    expect(request?.url.searchParams.get('getBIC')).toBe('true');
  });

  it('answers null when the service has no bank data or does not know the IBAN (404)', async () => {
    fakeProvider().answer(() => ({
      status: 200,
      body: { valid: true, messages: [], iban, bankData: { bankCode: '', name: '', bic: '' } },
    }));
    expect(await provider().bankData(iban)).toBeNull();
    fakeProvider().answer(() => ({ status: 404, body: { message: 'not found' } }));
    expect(await provider().bankData(iban)).toBeNull();
  });

  it('reports 429, 500 (after one retry) and silence as failures', async () => {
    fakeProvider().answer(() => ({ status: 429 }));
    await expect(provider().bankData(iban)).rejects.toMatchObject({ kind: 'rate_limited' });
    fakeProvider().requests.length = 0;
    fakeProvider().answer(() => ({ status: 500 }));
    await expect(provider().bankData(iban)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(fakeProvider().requests).toHaveLength(2);
    fakeProvider().answer(() => 'hang');
    const { ms } = await timed(() =>
      expect(provider(300).bankData(iban)).rejects.toMatchObject({ kind: 'timeout' }),
    );
    expect(ms).toBeLessThan(1500);
  });
});
