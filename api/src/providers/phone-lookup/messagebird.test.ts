import { describe, expect, it } from 'vitest';
import { fakeProviderPerFile, timed } from '../../../test/fake-provider';
import { ProviderError } from '../http';
import { createMessageBirdPhoneLookup } from './messagebird';

const fakeProvider = fakeProviderPerFile();
const number = '31612345678';
const hlr = (status: string) => ({
  id: 'hlr-1',
  href: `https://rest.messagebird.com/lookup/${number}/hlr`,
  msisdn: Number(number),
  network: 20416,
  reference: `veldwerk-${number}`,
  status,
  createdDatetime: '2026-11-02T10:00:00+00:00',
  statusDatetime: '2026-11-02T10:00:01+00:00',
});

const provider = (timeoutMs = 2000) =>
  createMessageBirdPhoneLookup({ baseUrl: fakeProvider().baseUrl, key: 'test-key', timeoutMs });

async function failure(work: () => Promise<unknown>): Promise<ProviderError> {
  const error = await work().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('MessageBird phone lookup adapter', () => {
  it('starts an HLR with the access key and reads its status', async () => {
    fakeProvider().answer((request) =>
      request.method === 'POST'
        ? { status: 201, body: hlr('sent') }
        : { status: 200, body: hlr('active') },
    );
    expect(await provider().requestHlr(number)).toEqual({ reference: 'hlr-1', status: 'sent' });
    expect(await provider().hlrStatus(number, 'hlr-1')).toEqual({
      reference: 'hlr-1',
      status: 'active',
    });
    const [post, get] = fakeProvider().requests;
    expect(post?.method).toBe('POST');
    expect(post?.url.pathname).toBe(`/lookup/${number}/hlr`);
    expect(post?.headers.authorization).toBe('AccessKey test-key');
    expect(post?.body).toEqual({ reference: `veldwerk-${number}` });
    expect(get?.method).toBe('GET');
    expect(get?.url.pathname).toBe(`/lookup/${number}/hlr`);
  });

  it('passes every documented status through, and reads anything else as failed', async () => {
    for (const status of ['sent', 'active', 'absent', 'failed', 'unknown'] as const) {
      fakeProvider().answer(() => ({ status: 200, body: hlr(status) }));
      expect((await provider().hlrStatus(number, 'hlr-1')).status).toBe(status);
    }
    fakeProvider().answer(() => ({ status: 200, body: hlr('delivered?') }));
    expect((await provider().hlrStatus(number, 'hlr-1')).status).toBe('failed');
  });

  it('reads a refused number (422) as unknown and a missing HLR (404) as failed', async () => {
    fakeProvider().answer(() => ({
      status: 422,
      body: { errors: [{ code: 21, description: 'msisdn is invalid', parameter: 'msisdn' }] },
    }));
    expect((await provider().requestHlr(number)).status).toBe('unknown');
    fakeProvider().answer(() => ({
      status: 404,
      body: { errors: [{ code: 20, description: 'hlr not found', parameter: null }] },
    }));
    expect((await provider().hlrStatus(number, 'hlr-1')).status).toBe('failed');
  });

  it('reports 429 as rate limited and a bad key (401) as rejected, without retrying', async () => {
    fakeProvider().answer(() => ({
      status: 429,
      body: { errors: [{ code: 429, description: 'Too many' }] },
    }));
    expect((await failure(() => provider().hlrStatus(number, 'hlr-1'))).kind).toBe('rate_limited');
    expect(fakeProvider().requests).toHaveLength(1);
    fakeProvider().answer(() => ({
      status: 401,
      body: { errors: [{ code: 2, description: 'Request not allowed' }] },
    }));
    expect((await failure(() => provider().requestHlr(number))).kind).toBe('rejected');
  });

  it('retries a status read once after a 500, but never a paid HLR start', async () => {
    fakeProvider().answer(() => ({ status: 500 }));
    expect((await failure(() => provider().hlrStatus(number, 'hlr-1'))).kind).toBe('unavailable');
    expect(fakeProvider().requests).toHaveLength(2);
    fakeProvider().requests.length = 0;
    expect((await failure(() => provider().requestHlr(number))).kind).toBe('unavailable');
    expect(fakeProvider().requests).toHaveLength(1);

    let calls = 0;
    fakeProvider().answer(() =>
      ++calls === 1 ? { status: 503 } : { status: 200, body: hlr('absent') },
    );
    expect((await provider().hlrStatus(number, 'hlr-1')).status).toBe('absent');
  });

  it('gives up within the timeout when MessageBird does not answer', async () => {
    fakeProvider().answer(() => 'hang');
    const { value, ms } = await timed(() =>
      failure(() => provider(300).hlrStatus(number, 'hlr-1')),
    );
    expect(value.kind).toBe('timeout');
    expect(ms).toBeLessThan(1500);
  });
});
