import { describe, expect, it } from 'vitest';
import { fakeProviderPerFile } from '../../../test/fake-provider';
import { ProviderError } from '../http';
import { createMessageBirdSmsProvider } from './messagebird';

const fakeProvider = fakeProviderPerFile();
const provider = () =>
  createMessageBirdSmsProvider({
    baseUrl: fakeProvider().baseUrl,
    key: 'test-key',
    originator: 'Veldwerk',
    timeoutMs: 2000,
  });
const message = { to: '31612345678', body: 'Hoi Sanne', reference: 'tr-1:mg_confirmation:sms' };

describe('MessageBird sms adapter', () => {
  it('posts the message with the access key, originator and reference', async () => {
    fakeProvider().answer(() => ({ status: 201, body: { id: 'msg-1' } }));
    await provider().send(message);
    const [request] = fakeProvider().requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/messages');
    expect(request?.headers.authorization).toBe('AccessKey test-key');
    expect(request?.body).toEqual({
      originator: 'Veldwerk',
      recipients: ['31612345678'],
      body: 'Hoi Sanne',
      reference: 'tr-1:mg_confirmation:sms',
    });
  });

  it('reports a refusal as a ProviderError and does not retry a send', async () => {
    fakeProvider().answer(() => ({ status: 503, body: { errors: [] } }));
    await expect(provider().send(message)).rejects.toBeInstanceOf(ProviderError);
    expect(fakeProvider().requests).toHaveLength(1);
  });
});
