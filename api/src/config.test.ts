import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { API_ROOT, REPO_ROOT } from './paths';

describe('configuration', () => {
  it('has defaults that run the whole product locally', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      database: { url: undefined, dataDir: join(REPO_ROOT, 'data') },
      seedOnStart: true,
      devIdentityProvider: true,
      oidc: {
        issuer: 'http://localhost:8080/oidc',
        clientId: 'veldwerk-dev',
        hostedDomain: 'veldwerk.test',
      },
      mail: { provider: 'simulator' },
      deploymentsFile: join(API_ROOT, 'config', 'deployments.json'),
      remotesFile: undefined,
      webRoot: REPO_ROOT,
    });
  });

  it('follows PORT into the public URL and the development issuer', () => {
    const config = loadConfig({ PORT: '9090' });
    expect(config.publicUrl).toBe('http://localhost:9090');
    expect(config.oidc.issuer).toBe('http://localhost:9090/oidc');
    expect(loadConfig({ PUBLIC_URL: 'https://demo.example/' }).publicUrl).toBe(
      'https://demo.example',
    );
  });

  it('resolves relative paths from the repository, not the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'tmp/db' }).database.dataDir).toBe(join(REPO_ROOT, 'tmp/db'));
    expect(loadConfig({ DATA_DIR: '/var/lib/veldwerk' }).database.dataDir).toBe(
      '/var/lib/veldwerk',
    );
  });

  it('refuses to start in production with the development identity provider on', () => {
    const production = {
      NODE_ENV: 'production',
      OIDC_CLIENT_ID: 'id.apps.googleusercontent.com',
      OIDC_HOSTED_DOMAIN: 'veldwerk.nl',
      DATA_KEYS: `k1:${'a'.repeat(64)}`,
      DATA_INDEX_KEY: 'b'.repeat(64),
    };
    expect(() => loadConfig({ ...production, DEV_IDENTITY_PROVIDER: 'true' })).toThrow(
      /Refusing to start: DEV_IDENTITY_PROVIDER is on while NODE_ENV=production/,
    );
    const config = loadConfig(production);
    expect(config.devIdentityProvider).toBe(false);
    expect(config.oidc).toMatchObject({
      issuer: 'https://accounts.google.com',
      clientId: 'id.apps.googleusercontent.com',
      hostedDomain: 'veldwerk.nl',
    });
  });

  it('requires the client id and hosted domain when the development provider is off', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /OIDC_CLIENT_ID and OIDC_HOSTED_DOMAIN/,
    );
    expect(() => loadConfig({ DEV_IDENTITY_PROVIDER: 'off', OIDC_CLIENT_ID: 'x' })).toThrow(
      /OIDC_HOSTED_DOMAIN/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        OIDC_ISSUER: 'http://insecure.example',
        OIDC_CLIENT_ID: 'x',
        OIDC_HOSTED_DOMAIN: 'y',
      }),
    ).toThrow(/https/);
  });

  it('refuses production without the personal-data keys and reads DATA_KEYS in order', () => {
    const production = {
      NODE_ENV: 'production',
      OIDC_CLIENT_ID: 'id.apps.googleusercontent.com',
      OIDC_HOSTED_DOMAIN: 'veldwerk.nl',
    };
    expect(() => loadConfig(production)).toThrow(
      /Refusing to start: NODE_ENV=production needs DATA_KEYS/,
    );
    expect(() => loadConfig({ ...production, DATA_KEYS: `k1:${'a'.repeat(64)}` })).toThrow(
      /DATA_KEYS and DATA_INDEX_KEY go together/,
    );
    expect(() =>
      loadConfig({ ...production, DATA_KEYS: 'k1:short', DATA_INDEX_KEY: 'b'.repeat(64) }),
    ).toThrow(/DATA_KEYS entry 1 must be <id>:<key>/);
    const base64 = Buffer.alloc(32, 7).toString('base64');
    const config = loadConfig({
      ...production,
      DATA_KEYS: `new:${base64}, old:${'a'.repeat(64)}`,
      DATA_INDEX_KEY: base64,
    });
    expect(config.dataKeys?.keys.map((key) => key.id)).toEqual(['new', 'old']);
    expect(config.dataKeys?.keys[0]?.key).toEqual(Buffer.alloc(32, 7));
    expect(loadConfig({}).dataKeys).toBeUndefined();
  });

  it('names each invalid variable', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db',
        DEV_IDENTITY_PROVIDER: 'maybe',
        MAIL_PROVIDER: 'pigeon',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL: expected a postgres/);
    expect(attempt).toThrow(/DEV_IDENTITY_PROVIDER/);
    expect(attempt).toThrow(/MAIL_PROVIDER/);
    expect(() => loadConfig({ MAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL/);
  });

  it('runs the verification services on their simulators unless told otherwise', () => {
    const { verification } = loadConfig({});
    expect(verification).toEqual({
      timeoutMs: 4000,
      perUserPerMinute: 120,
      phone: {
        provider: 'simulator',
        url: 'https://rest.messagebird.com',
        key: undefined,
        cacheHours: 168,
      },
      email: { provider: 'simulator', url: 'https://api-eu.zerobounce.net', key: undefined },
      address: { provider: 'simulator', url: 'https://api.pdok.nl/bzk/locatieserver/search/v3_1' },
      iban: { provider: 'simulator', url: 'https://openiban.com' },
    });
    const real = loadConfig({
      PHONE_LOOKUP_PROVIDER: 'messagebird',
      PHONE_LOOKUP_KEY: 'key',
      EMAIL_CHECK_PROVIDER: 'zerobounce',
      EMAIL_CHECK_KEY: 'key',
      ADDRESS_PROVIDER: 'pdok',
      ADDRESS_URL: 'http://127.0.0.1:9999/pdok',
      VERIFICATION_TIMEOUT_MS: '2500',
    }).verification;
    expect(real.phone.provider).toBe('messagebird');
    expect(real.address.url).toBe('http://127.0.0.1:9999/pdok');
    expect(real.timeoutMs).toBe(2500);
  });

  it('refuses a paid verification provider without its key, and unknown providers', () => {
    expect(() => loadConfig({ PHONE_LOOKUP_PROVIDER: 'messagebird' })).toThrow(/PHONE_LOOKUP_KEY/);
    expect(() => loadConfig({ EMAIL_CHECK_PROVIDER: 'zerobounce' })).toThrow(/EMAIL_CHECK_KEY/);
    expect(() => loadConfig({ ADDRESS_PROVIDER: 'google' })).toThrow(/ADDRESS_PROVIDER/);
    expect(() => loadConfig({ VERIFICATION_TIMEOUT_MS: '60000' })).toThrow(
      /VERIFICATION_TIMEOUT_MS/,
    );
  });

  it('runs the voice simulator unless Twilio is configured with every variable', () => {
    const simulated = loadConfig({}).voice;
    expect(simulated).toMatchObject({ provider: 'simulator', record: false, twilio: undefined });
    expect(() => loadConfig({ VOICE_PROVIDER: 'twilio' })).toThrow(
      /TWILIO_ACCOUNT_SID, TWILIO_API_KEY_SID, TWILIO_API_KEY_SECRET, TWILIO_TWIML_APP_SID, TWILIO_AUTH_TOKEN, TWILIO_CALLER_ID/,
    );
    const env = {
      VOICE_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
      TWILIO_API_KEY_SID: `SK${'b'.repeat(32)}`,
      TWILIO_API_KEY_SECRET: 'secret',
      TWILIO_TWIML_APP_SID: `AP${'c'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_CALLER_ID: '+31201234567',
      VOICE_RECORD_CALLS: 'on',
    };
    expect(loadConfig(env).voice).toMatchObject({
      provider: 'twilio',
      record: true,
      twilio: { callerId: '+31201234567', twimlAppSid: `AP${'c'.repeat(32)}` },
    });
    expect(() => loadConfig({ ...env, TWILIO_CALLER_ID: '020 1234567' })).toThrow(
      /TWILIO_CALLER_ID/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(8080);
  });
});
