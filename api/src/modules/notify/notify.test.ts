import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '@veldwerk/shared/auth';
import { errorBody, HTTP_MESSAGES, MIN_3_MESSAGE } from '@veldwerk/shared/domain';
import type { MailProvider } from '../../providers/mail';
import {
  authHeader,
  createTestApp,
  devIdToken,
  openTestDatabase,
  signInAs,
  TEST_PUBLIC_URL,
  type TestDatabase,
} from '../../../test/harness';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database, { env: { BUG_REPORT_TO: 'bugs@veldwerk.test' } });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

interface OutboxAnswer {
  count: number;
  results: { recipient: string; subject: string; body: string; provider: string; status: string }[];
}

async function outbox(): Promise<OutboxAnswer> {
  const admin = await signInAs(app, 'admin@veldwerk.test');
  const response = await app.inject({
    method: 'GET',
    url: '/api/dev/outbox',
    headers: authHeader(admin),
  });
  expect(response.statusCode).toBe(200);
  return response.json<OutboxAnswer>();
}

describe('POST /api/notify.json', () => {
  it('mails a bug report through the simulator into the outbox, with the reporter', async () => {
    const token = await signInAs(app, 'manager@veldwerk.test');
    const response = await app.inject({
      method: 'POST',
      url: '/api/notify.json',
      headers: { ...authHeader(token), 'user-agent': 'TestBrowser/1.0' },
      payload: { text: 'De knop opslaan doet niets' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });

    const { results } = await outbox();
    const mail = results.find((row) => row.body.includes('De knop opslaan doet niets'));
    expect(mail).toMatchObject({
      recipient: 'bugs@veldwerk.test',
      subject: 'Probleemmelding van Sanne Visser',
      provider: 'simulator',
      status: 'sent',
    });
    expect(mail?.body).toContain('Sanne Visser <manager@veldwerk.test>');
    expect(mail?.body).toContain('TestBrowser/1.0');
  });

  it("names the configured site, never the request's Host, and bounds the browser line", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/notify.json',
      headers: { host: 'evil.example', 'user-agent': `Evil/1.0 ${'x'.repeat(5000)}` },
      payload: { text: 'Melding met een vreemde host' },
    });
    expect(response.statusCode).toBe(200);
    const { results } = await outbox();
    const mail = results.find((row) => row.body.startsWith('Melding met een vreemde host'));
    expect(mail?.body).toContain(`Site: ${TEST_PUBLIC_URL}`);
    expect(mail?.body).not.toContain('evil.example');
    const browser = mail?.body.split('\n').find((line) => line.startsWith('Browser: '));
    expect(browser?.startsWith('Browser: Evil/1.0 xxx')).toBe(true);
    expect(browser?.length).toBeLessThanOrEqual('Browser: '.length + 301);
  });

  it('accepts a report without a session (and with a dead token) as anonymous', async () => {
    for (const headers of [{}, authHeader('x'.repeat(43))]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/notify.json',
        headers,
        payload: { text: `Anonieme melding ${Object.keys(headers).length}` },
      });
      expect(response.statusCode).toBe(200);
    }
    const { results } = await outbox();
    const mail = results.find((row) => row.body.startsWith('Anonieme melding 0'));
    expect(mail?.subject).toBe('Probleemmelding');
    expect(mail?.body).toContain('Gemeld door: niet ingelogd');
  });

  it('refuses text under 3 characters with "Minimaal 3 karakters" and sends nothing', async () => {
    const before = (await outbox()).count;
    const response = await app.inject({
      method: 'POST',
      url: '/api/notify.json',
      payload: { text: ' ab ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { children: { text: { errors: [MIN_3_MESSAGE] } } },
    });
    expect(MIN_3_MESSAGE).toBe('Minimaal 3 karakters');
    const missing = await app.inject({ method: 'POST', url: '/api/notify.json', payload: {} });
    expect(missing.json()).toMatchObject({
      errors: { children: { text: { errors: ['Vereist veld'] } } },
    });
    expect((await outbox()).count).toBe(before);
  });

  it('answers 503 and records a failed message when the mail provider fails', async () => {
    const failing: MailProvider = {
      name: 'broken',
      send: () => Promise.reject(new Error('SMTP 550 relay denied at smtp.internal')),
      close: () => Promise.resolve(),
    };
    const broken = await createTestApp(database, { mailProvider: failing });
    try {
      const response = await broken.inject({
        method: 'POST',
        url: '/api/notify.json',
        payload: { text: 'Dit gaat mis' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.body).not.toContain('relay');
    } finally {
      await broken.close();
    }
    const { results } = await outbox();
    expect(results.find((row) => row.body.startsWith('Dit gaat mis'))).toMatchObject({
      provider: 'broken',
      status: 'failed',
    });
  });
});

describe('rate limits', () => {
  it('answers 429 with a Dutch message once a client exceeds the public limit', async () => {
    const limited = await createTestApp(database, { env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '2' } });
    try {
      const send = () =>
        limited.inject({ method: 'POST', url: '/api/notify.json', payload: { text: 'melding' } });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual(errorBody('too_many_requests', HTTP_MESSAGES.tooManyRequests));
      expect(third.headers['retry-after']).toBeDefined();
      // Another client is not affected.
      const other = await limited.inject({
        method: 'POST',
        url: '/api/notify.json',
        remoteAddress: '10.0.0.2',
        payload: { text: 'melding' },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits sign-in attempts separately', async () => {
    const limited = await createTestApp(database, { env: { RATE_LIMIT_AUTH_PER_MINUTE: '1' } });
    try {
      const token = await devIdToken(limited, 'employee@veldwerk.test');
      const attempt = () =>
        limited.inject({ method: 'POST', url: '/api/authenticate', payload: { token } });
      expect((await attempt()).statusCode).toBe(200);
      const second = await attempt();
      expect(second.statusCode).toBe(429);
      expect(second.json()).toEqual(
        errorBody('too_many_attempts', SIGN_IN_MESSAGES.tooManyAttempts),
      );
    } finally {
      await limited.close();
    }
  });

  it('limits development ID tokens like sign-in', async () => {
    const limited = await createTestApp(database, { env: { RATE_LIMIT_AUTH_PER_MINUTE: '2' } });
    try {
      const mint = () =>
        limited.inject({
          method: 'POST',
          url: '/api/dev/id-token',
          payload: { email: 'employee@veldwerk.test' },
        });
      expect((await mint()).statusCode).toBe(200);
      expect((await mint()).statusCode).toBe(200);
      const third = await mint();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual(
        errorBody('too_many_attempts', SIGN_IN_MESSAGES.tooManyAttempts),
      );
    } finally {
      await limited.close();
    }
  });

  it('gives /api/public/* routes the public limit without their own declaration', async () => {
    const limited = await createTestApp(database, { env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '1' } });
    try {
      limited.get('/api/public/ping', { config: { access: 'public' } }, () => ({ pong: true }));
      expect((await limited.inject({ method: 'GET', url: '/api/public/ping' })).statusCode).toBe(
        200,
      );
      expect((await limited.inject({ method: 'GET', url: '/api/public/ping' })).statusCode).toBe(
        429,
      );
    } finally {
      await limited.close();
    }
  });
});
