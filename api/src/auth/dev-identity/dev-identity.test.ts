import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts';
import {
  createTestApp,
  devIdToken,
  openTestDatabase,
  TEST_PUBLIC_URL,
  type TestDatabase,
} from '../../../test/harness';

let database: TestDatabase;
let app: FastifyInstance;
const ISSUER = `${TEST_PUBLIC_URL}/oidc`;
const REDIRECT = `${TEST_PUBLIC_URL}/auth/callback.html`;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

/** A browser's cookie jar, enough for the provider's interaction and session cookies. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    store(response: LightMyRequestResponse) {
      for (const cookie of response.cookies) cookies.set(cookie.name, cookie.value);
    },
  };
}

function pathOf(location: string | string[] | number | undefined): string {
  const url = new URL(String(location), TEST_PUBLIC_URL);
  return `${url.pathname}${url.search}`;
}

describe('the development identity provider', () => {
  it('publishes discovery under /oidc with the issuer and its keys', async () => {
    const discovery = await app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: 'localhost:8080' },
    });
    expect(discovery.statusCode).toBe(200);
    const metadata = discovery.json<Record<string, unknown>>();
    expect(metadata.issuer).toBe(ISSUER);
    expect(metadata.authorization_endpoint).toBe(`${ISSUER}/auth`);
    expect(metadata.jwks_uri).toBe(`${ISSUER}/jwks`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.claims_supported).toEqual(
      expect.arrayContaining(['email', 'email_verified', 'hd', 'name']),
    );
  });

  it('signs /api/dev/id-token answers with its own key (same kid, verifiable against its JWKS)', async () => {
    const token = await devIdToken(app, 'Manager@Veldwerk.test');
    const jwks = (await app.inject({ method: 'GET', url: '/oidc/jwks' })).json<JSONWebKeySet>();
    const kid = decodeProtectedHeader(token).kid;
    expect(jwks.keys.map((key) => key.kid)).toContain(kid);
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), {
      issuer: ISSUER,
      audience: 'veldwerk-dev',
    });
    expect(payload).toMatchObject({
      email: 'manager@veldwerk.test',
      email_verified: true,
      hd: 'veldwerk.test',
      name: 'Sanne Visser',
      given_name: 'Sanne',
      family_name: 'Visser',
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(600);
  });

  it('answers 404 for an email that is not one of its accounts', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/dev/id-token',
      payload: { email: 'nobody@veldwerk.test' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: { message: string } }>().error.message).toContain(
      'nobody@veldwerk.test',
    );
  });

  it('runs the code flow with PKCE: chooser page, account, code, ID token, sign-in', async () => {
    const jar = cookieJar();
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const query = new URLSearchParams({
      client_id: 'veldwerk-dev',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: REDIRECT,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'state-1',
      nonce: 'nonce-1',
    });
    const authorize = await app.inject({ method: 'GET', url: `/oidc/auth?${query.toString()}` });
    expect(authorize.statusCode).toBe(303);
    jar.store(authorize);
    const interaction = pathOf(authorize.headers.location);
    expect(interaction).toMatch(/^\/oidc\/interaction\/[\w-]+$/);

    const page = await app.inject({
      method: 'GET',
      url: interaction,
      headers: { cookie: jar.header() },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Kies een testaccount');
    for (const email of [
      ...DEMO_ACCOUNTS.map((account) => account.email),
      'unknown@veldwerk.test',
      'outsider@example.org',
    ]) {
      expect(page.body).toContain(`value="${email}"`);
    }
    expect(page.body).not.toContain('<script');

    const login = await app.inject({
      method: 'POST',
      url: `${interaction}/login`,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=super.administration%40veldwerk.test',
    });
    expect(login.statusCode).toBe(303);
    jar.store(login);

    // Consent is implied for the first-party client: resuming lands on the redirect URI.
    const resume = await app.inject({
      method: 'GET',
      url: pathOf(login.headers.location),
      headers: { cookie: jar.header() },
    });
    expect(resume.statusCode).toBe(303);
    const callback = new URL(String(resume.headers.location));
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT);
    expect(callback.searchParams.get('state')).toBe('state-1');
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const tokenResponse = await app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_PUBLIC_URL },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code ?? '',
        code_verifier: verifier,
        redirect_uri: REDIRECT,
        client_id: 'veldwerk-dev',
      }).toString(),
    });
    expect(tokenResponse.statusCode).toBe(200);
    expect(tokenResponse.headers['access-control-allow-origin']).toBe(TEST_PUBLIC_URL);
    const { id_token: idToken } = tokenResponse.json<{ id_token: string }>();

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { token: idToken },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({
      email: 'super.administration@veldwerk.test',
      fullName: 'Joost van den Berg',
      roles: ['ROLE_SUPER_ADMINISTRATION', 'ROLE_USER'],
    });

    // The next authorization asks again which account (no silent re-login as the last one).
    const again = await app.inject({
      method: 'GET',
      url: `/oidc/auth?${query.toString()}`,
      headers: { cookie: jar.header() },
    });
    expect(pathOf(again.headers.location)).toMatch(/^\/oidc\/interaction\//);
  });

  it('refuses an authorization request without PKCE', async () => {
    const query = new URLSearchParams({
      client_id: 'veldwerk-dev',
      response_type: 'code',
      scope: 'openid email',
      redirect_uri: REDIRECT,
      state: 's',
    });
    const response = await app.inject({ method: 'GET', url: `/oidc/auth?${query.toString()}` });
    expect(response.statusCode).toBe(303);
    expect(String(response.headers.location)).toContain('error=invalid_request');
  });

  it('shows a Dutch page for an interaction that expired', async () => {
    const response = await app.inject({ method: 'GET', url: '/oidc/interaction/does-not-exist' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Inlogpoging verlopen');
  });
});

describe('two api instances on one database', () => {
  it('share the provider keys: an ID token from one signs in on the other', async () => {
    const other = await createTestApp(database);
    try {
      const idToken = await devIdToken(app, 'admin@veldwerk.test');
      const response = await other.inject({
        method: 'POST',
        url: '/api/authenticate',
        payload: { token: idToken },
      });
      expect(response.statusCode, response.body).toBe(200);
      const jwks = async (instance: FastifyInstance) =>
        (await instance.inject({ method: 'GET', url: '/oidc/jwks' })).json<JSONWebKeySet>();
      expect(await jwks(other)).toEqual(await jwks(app));
    } finally {
      await other.close();
    }
  });
});

describe('with the development provider off', () => {
  it('has no /api/dev/id-token (404) and no /oidc', async () => {
    const off = await createTestApp(database, {
      env: {
        DEV_IDENTITY_PROVIDER: 'false',
        OIDC_CLIENT_ID: 'client.apps.googleusercontent.com',
        OIDC_HOSTED_DOMAIN: 'veldwerk.nl',
      },
    });
    try {
      expect(off.devIdentity).toBeNull();
      const response = await off.inject({
        method: 'POST',
        url: '/api/dev/id-token',
        payload: { email: 'admin@veldwerk.test' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'error', error: { code: 'not_found' } });
      const discovery = await off.inject({
        method: 'GET',
        url: '/oidc/.well-known/openid-configuration',
      });
      expect(discovery.statusCode).toBe(404);
      const deployment = await off.inject({ method: 'GET', url: '/api/deployment' });
      expect(deployment.json()).toMatchObject({
        devIdentityProvider: false,
        identity: {
          issuer: 'https://accounts.google.com',
          clientId: 'client.apps.googleusercontent.com',
          hostedDomain: 'veldwerk.nl',
        },
      });
    } finally {
      await off.close();
    }
  });
});
