import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeHttp, json, type FakeRequest } from '../../testing';
import { signIn } from '../test/render';
import {
  cachedPhoneLookupResult,
  checkEmail,
  checkIban,
  clearVerificationCaches,
  lookupAddress,
  lookupPhone,
} from './verification-client';

const LOOKUP = '/api/validation/hlr/lookup/31612345699';
const START = '/api/validation/hlr/hlr';
const answer = (status: string | null, message: string | null = null) =>
  json(200, { number: '31612345699', status, checked_at: null, message });

beforeEach(() => {
  signIn();
  clearVerificationCaches();
});
/** Lets every answer already due be read (the fake network answers in microtasks and I/O). */
async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await vi.advanceTimersByTimeAsync(0);
    await new Promise<void>((resolve) => {
      setImmediate(resolve);
    });
  }
}

/** Moves the clock by `ms`, then lets what became due finish. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('phone lookup polling (spec §7, §9: from 1 s, doubling)', () => {
  it('polls 1 s, 2 s and 4 s apart while the lookup is sent', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const statuses = [null, 'sent', 'sent', 'active'];
    let reads = 0;
    const http = fakeHttp({
      [`GET ${LOOKUP}`]: () => answer(statuses[Math.min(reads++, statuses.length - 1)] ?? null),
      [`POST ${START}`]: () => answer('sent'),
    });
    const gets = () => http.calls('GET', LOOKUP).length;
    let result: unknown;
    void lookupPhone('06 1234 5699').then(
      (value) => {
        result = value;
      },
      (error: unknown) => {
        result = error;
      },
    );

    await settle();
    expect(result).toBeUndefined();
    expect(http.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET ${LOOKUP}`,
      `POST ${START}`,
    ]);
    expect(http.calls('POST', START)[0]?.body).toEqual({ number: '31612345699' });
    await advance(999);
    expect(gets()).toBe(1);
    await advance(1);
    expect(gets()).toBe(2);
    await advance(1999);
    expect(gets()).toBe(2);
    await advance(1);
    expect(gets()).toBe(3);
    await advance(3999);
    expect(gets()).toBe(3);
    expect(result).toBeUndefined();
    await advance(1);
    expect(gets()).toBe(4);
    expect(result).toMatchObject({ status: 'active' });
    expect(cachedPhoneLookupResult('0612345699')).toBe('active');
  });

  it('gives up as failed after the last poll (about a minute), and asks again next time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const http = fakeHttp({
      [`GET ${LOOKUP}`]: () => answer('sent'),
      [`POST ${START}`]: () => answer('sent'),
    });
    const pending = lookupPhone('0612345699');
    for (let second = 0; second < 64; second += 1) await advance(1000);
    expect(await pending).toMatchObject({ status: 'failed' });
    expect(http.calls('GET', LOOKUP)).toHaveLength(7);
    expect(cachedPhoneLookupResult('0612345699')).toBeUndefined();
    void lookupPhone('0612345699');
    await settle();
    expect(http.calls('GET', LOOKUP)).toHaveLength(8);
  });

  it('starts no lookup when the api knows the result', async () => {
    const http = fakeHttp({ [`GET ${LOOKUP}`]: () => answer('absent') });
    expect(await lookupPhone('+31 6 12345699')).toMatchObject({ status: 'absent' });
    expect(http.calls('POST', START)).toHaveLength(0);
  });
});

describe('browser caches: one call per value', () => {
  it('asks once per number, in any notation, and shares a running lookup', async () => {
    const http = fakeHttp({ [`GET ${LOOKUP}`]: () => answer('active') });
    await Promise.all([lookupPhone('0612345699'), lookupPhone('06 12 34 56 99')]);
    await lookupPhone('+31612345699');
    expect(http.calls('GET', LOOKUP)).toHaveLength(1);
  });

  it('keeps no answer of a service that could not check', async () => {
    const unavailable = 'De nummercontrole is tijdelijk niet beschikbaar.';
    const http = fakeHttp({ [`GET ${LOOKUP}`]: () => answer('failed', unavailable) });
    await lookupPhone('0612345699');
    await lookupPhone('0612345699');
    expect(http.calls('GET', LOOKUP)).toHaveLength(2);
  });

  it('caches IBAN, email and address answers per value, but not failures', async () => {
    let ibanFails = true;
    const http = fakeHttp({
      'GET /api/validation/iban/NL91ABNA0417164300': () =>
        ibanFails
          ? json(503, { message: 'weg' })
          : json(200, {
              valid: true,
              iban: 'NL91ABNA0417164300',
              bank_data: { bic: 'ABNANL2A', name: 'ABN AMRO Bank' },
              message: null,
            }),
      'GET /api/validation/email/jan%40voorbeeld.nl': () =>
        json(200, { result: 'Ok', reason: null, provider: 'simulator' }),
      'GET /api/validation/address/3011AD/40': () =>
        json(404, { status: 'error', message: 'Adres niet gevonden.' }),
    });
    await expect(checkIban('NL91 ABNA 0417 1643 00')).rejects.toThrow();
    ibanFails = false;
    await checkIban('nl91abna0417164300');
    await checkIban('NL91ABNA0417164300');
    await checkEmail('jan@voorbeeld.nl');
    await checkEmail(' jan@voorbeeld.nl ');
    expect(await lookupAddress('3011 ad', 40)).toBeNull();
    expect(await lookupAddress('3011AD', '40')).toBeNull();
    const count = (path: string) =>
      http.requests.filter((request: FakeRequest) => request.path === path).length;
    expect(count('/api/validation/iban/NL91ABNA0417164300')).toBe(2);
    expect(count('/api/validation/email/jan%40voorbeeld.nl')).toBe(1);
    expect(count('/api/validation/address/3011AD/40')).toBe(1);
  });
});
