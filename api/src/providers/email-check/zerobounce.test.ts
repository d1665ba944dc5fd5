import { describe, expect, it } from 'vitest';
import { fakeProviderPerFile, timed } from '../../../test/fake-provider';
import { createZeroBounceEmailCheck, zeroBounceVerdict } from './zerobounce';

const fakeProvider = fakeProviderPerFile();

const provider = (timeoutMs = 4000) =>
  createZeroBounceEmailCheck({ baseUrl: fakeProvider().baseUrl, key: 'zb-key', timeoutMs });
const validated = (status: string, sub_status = '') => ({
  address: 'jan@voorbeeld.nl',
  status,
  sub_status,
  free_email: false,
  did_you_mean: null,
  account: 'jan',
  domain: 'voorbeeld.nl',
  mx_found: 'true',
  processed_at: '2026-11-02 10:00:00.000',
});

describe('ZeroBounce email check adapter', () => {
  it('calls /v2/validate with the key and address and maps a valid address to Ok', async () => {
    fakeProvider().answer(() => ({ status: 200, body: validated('valid') }));
    expect(await provider().check('jan@voorbeeld.nl')).toEqual({ result: 'Ok', reason: null });
    const [request] = fakeProvider().requests;
    expect(request?.url.pathname).toBe('/v2/validate');
    expect(request?.url.searchParams.get('api_key')).toBe('zb-key');
    expect(request?.url.searchParams.get('email')).toBe('jan@voorbeeld.nl');
    expect(request?.url.searchParams.get('timeout')).toBe('3');
  });

  it.each([
    ['valid', '', 'Ok', null],
    ['abuse', '', 'Ok', null],
    ['invalid', 'mailbox_not_found', 'Bad', 'mailbox_not_found'],
    ['invalid', '', 'Bad', 'invalid'],
    ['spamtrap', '', 'Bad', 'spamtrap'],
    ['do_not_mail', 'disposable', 'Bad', 'disposable'],
    ['catch-all', '', 'Unverifiable', 'catch-all'],
    ['unknown', 'timeout_exceeded', 'Unverifiable', 'timeout_exceeded'],
    ['unknown', '', 'Unverifiable', 'unknown'],
  ])('maps %s/%s to %s (%s)', async (status, sub, result, reason) => {
    expect(zeroBounceVerdict(status, sub === '' ? undefined : sub)).toEqual({ result, reason });
    fakeProvider().answer(() => ({ status: 200, body: validated(status, sub) }));
    expect(await provider().check('jan@voorbeeld.nl')).toEqual({ result, reason });
  });

  it('reports a refused key or empty balance (200 with error), 429, 500 and silence as failures', async () => {
    fakeProvider().answer(() => ({
      status: 200,
      body: { error: 'Invalid API key or your account ran out of credits' },
    }));
    await expect(provider().check('jan@voorbeeld.nl')).rejects.toMatchObject({ kind: 'rejected' });
    fakeProvider().answer(() => ({ status: 429, body: { error: 'rate limited' } }));
    await expect(provider().check('jan@voorbeeld.nl')).rejects.toMatchObject({
      kind: 'rate_limited',
    });
    fakeProvider().requests.length = 0;
    fakeProvider().answer(() => ({ status: 500 }));
    await expect(provider().check('jan@voorbeeld.nl')).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(fakeProvider().requests).toHaveLength(1); // every call costs a credit: no retry
    fakeProvider().answer(() => ({ status: 404 }));
    await expect(provider().check('jan@voorbeeld.nl')).rejects.toMatchObject({ kind: 'rejected' });
    fakeProvider().answer(() => 'hang');
    const { ms } = await timed(() =>
      expect(provider(300).check('jan@voorbeeld.nl')).rejects.toMatchObject({ kind: 'timeout' }),
    );
    expect(ms).toBeLessThan(1500);
  });
});
