import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '@veldwerk/shared/auth';
import { authenticateResultSchema } from '@veldwerk/shared/domain';
import { usedIdTokens } from '../db/schema';
import { insertEmployees } from '../modules/employees/repo';
import { createTestApp, devIdToken, openTestDatabase, type TestDatabase } from '../../test/harness';
import { devAccountClaims } from './dev-identity/accounts';
import { createIdTokenVerifier } from './id-token';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  await insertEmployees(database.db, [
    {
      firstname: 'Frits',
      surnamePrefix: 'van',
      surname: 'Oud',
      email: 'former@veldwerk.test',
      employeeStatus: 'FormerEmployee',
      roles: ['ROLE_MANAGER'],
    },
    {
      firstname: 'Eva',
      surname: 'Exit',
      email: 'exit@veldwerk.test',
      employeeStatus: 'Exit',
      roles: ['ROLE_EMPLOYEE'],
    },
  ]);
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

function authenticate(token: unknown) {
  return app.inject({ method: 'POST', url: '/api/authenticate', payload: { token } });
}

function identity() {
  const value = app.devIdentity;
  if (value === null) throw new Error('the development provider should run in tests');
  return value;
}

function claimsFor(email: string, overrides: Record<string, unknown> = {}) {
  const account = identity().findAccount(email);
  if (account === undefined) throw new Error(`no dev account ${email}`);
  return { ...devAccountClaims(account), ...overrides };
}

async function expectRefusal(
  token: unknown,
  status: number,
  code: string,
  message: string,
): Promise<void> {
  const response = await authenticate(token);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ status: 'error', message, error: { code, message } });
}

describe('POST /api/authenticate', () => {
  it('answers a session for a valid ID token of an active employee', async () => {
    const response = await authenticate(await devIdToken(app, 'manager@veldwerk.test'));
    expect(response.statusCode).toBe(200);
    const body = authenticateResultSchema.parse(response.json());
    expect(body).toMatchObject({
      status: 'ok',
      email: 'manager@veldwerk.test',
      fullName: 'Sanne Visser',
      roles: ['ROLE_MANAGER', 'ROLE_USER'],
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('exchanges an ID token once: a replay within its life is refused', async () => {
    const token = await devIdToken(app, 'manager@veldwerk.test');
    expect((await authenticate(token)).statusCode).toBe(200);
    await expectRefusal(token, 401, 'token_replayed', SIGN_IN_MESSAGES.tokenReplayed);
    // The signature's base64 is malleable (spare bits in its last character); the signed part
    // is not, so a re-encoded signature is still the same token.
    const last = token.at(-1) ?? 'A';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1] ?? 'A';
    const reencoded = `${token.slice(0, -1)}${sibling}`;
    const again = await authenticate(reencoded);
    expect(again.statusCode).toBe(401);
    // A fresh token of the same account still signs in.
    expect((await authenticate(await devIdToken(app, 'manager@veldwerk.test'))).statusCode).toBe(
      200,
    );
  });

  it('refuses a replay through another api instance on the same database', async () => {
    const other = await createTestApp(database);
    try {
      const token = await identity().mintIdToken(claimsFor('employee@veldwerk.test'));
      const [first, second] = await Promise.all([
        authenticate(token),
        other.inject({ method: 'POST', url: '/api/authenticate', payload: { token } }),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 401]);
    } finally {
      await other.close();
    }
  });

  it('forgets used tokens once they expired', async () => {
    const rows = async () =>
      (await database.db.select().from(usedIdTokens)).filter((row) => row.expiresAt < new Date());
    await database.db
      .insert(usedIdTokens)
      .values({ signedPartHash: 'old', expiresAt: new Date(Date.now() - 60_000) });
    expect(await rows()).toHaveLength(1);
    expect((await authenticate(await devIdToken(app, 'admin@veldwerk.test'))).statusCode).toBe(200);
    expect(await rows()).toHaveLength(0);
  });

  it('matches the employee by email case-insensitively', async () => {
    const token = await identity().mintIdToken(
      claimsFor('captain@veldwerk.test', { email: 'Captain@VELDWERK.test' }),
    );
    const response = await authenticate(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'captain@veldwerk.test',
      fullName: 'Bram de Boer',
    });
  });

  it('refuses a token signed by another key (bad signature)', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const header = JSON.parse(
      Buffer.from(
        (await devIdToken(app, 'admin@veldwerk.test')).split('.')[0] ?? '',
        'base64url',
      ).toString(),
    ) as { kid: string };
    const forged = await new SignJWT(claimsFor('admin@veldwerk.test'))
      .setProtectedHeader({ alg: 'RS256', kid: header.kid })
      .setIssuer(identity().issuer)
      .setAudience(identity().clientId)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    await expectRefusal(forged, 401, 'invalid_token', SIGN_IN_MESSAGES.invalidToken);
  });

  it('refuses a token with a tampered payload', async () => {
    const [header, , signature] = (await devIdToken(app, 'employee@veldwerk.test')).split('.');
    const payload = Buffer.from(JSON.stringify(claimsFor('admin@veldwerk.test'))).toString(
      'base64url',
    );
    await expectRefusal(
      `${header}.${payload}.${signature}`,
      401,
      'invalid_token',
      SIGN_IN_MESSAGES.invalidToken,
    );
  });

  it('refuses a token for another client (wrong aud)', async () => {
    const token = await identity().mintIdToken(claimsFor('admin@veldwerk.test'), {
      audience: 'someone-else',
    });
    await expectRefusal(token, 401, 'invalid_token', SIGN_IN_MESSAGES.invalidToken);
  });

  it('refuses a token from another issuer (wrong iss)', async () => {
    const token = await identity().mintIdToken(claimsFor('admin@veldwerk.test'), {
      issuer: 'https://evil.example',
    });
    await expectRefusal(token, 401, 'invalid_token', SIGN_IN_MESSAGES.invalidToken);
  });

  it('refuses an expired token', async () => {
    const token = await identity().mintIdToken(claimsFor('admin@veldwerk.test'), {
      issuedAt: Math.floor(Date.now() / 1000) - 1200,
      expiresInSeconds: 600,
    });
    await expectRefusal(token, 401, 'token_expired', SIGN_IN_MESSAGES.tokenExpired);
  });

  it('refuses an identity outside the hosted domain, naming the allowed domain', async () => {
    const message = SIGN_IN_MESSAGES.wrongDomain('veldwerk.test');
    expect(message).toContain('veldwerk.test');
    await expectRefusal(
      await devIdToken(app, 'outsider@example.org'),
      403,
      'wrong_domain',
      message,
    );
    const noHd = await identity().mintIdToken(claimsFor('admin@veldwerk.test', { hd: undefined }));
    await expectRefusal(noHd, 403, 'wrong_domain', message);
  });

  it('refuses an unverified email address', async () => {
    const token = await identity().mintIdToken(
      claimsFor('admin@veldwerk.test', { email_verified: false }),
    );
    await expectRefusal(token, 403, 'email_unverified', SIGN_IN_MESSAGES.emailUnverified);
    const stringly = await identity().mintIdToken(
      claimsFor('admin@veldwerk.test', { email_verified: 'true' }),
    );
    await expectRefusal(stringly, 403, 'email_unverified', SIGN_IN_MESSAGES.emailUnverified);
  });

  it('refuses a valid identity without an employee record, naming the email', async () => {
    const message = SIGN_IN_MESSAGES.unknownEmployee('unknown@veldwerk.test');
    expect(message).toContain('unknown@veldwerk.test');
    await expectRefusal(
      await devIdToken(app, 'unknown@veldwerk.test'),
      401,
      'unknown_employee',
      message,
    );
  });

  it('refuses former employees (FormerEmployee and Exit)', async () => {
    for (const email of ['former@veldwerk.test', 'exit@veldwerk.test']) {
      const token = await identity().mintIdToken({
        ...claimsFor('admin@veldwerk.test'),
        sub: email,
        email,
      });
      await expectRefusal(
        token,
        403,
        'employee_inactive',
        SIGN_IN_MESSAGES.employeeInactive(email),
      );
    }
  });

  it('refuses a missing, empty or malformed token with 400 and a Dutch message', async () => {
    for (const payload of [{}, { token: '' }, { token: 42 }]) {
      const response = await app.inject({ method: 'POST', url: '/api/authenticate', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'invalid_request', message: SIGN_IN_MESSAGES.invalidRequest },
      });
    }
    await expectRefusal('not-a-jwt', 401, 'invalid_token', SIGN_IN_MESSAGES.invalidToken);
  });
});

describe('ID tokens of a remote issuer', () => {
  let server: Server;
  let issuer: string;
  let sign: (claims: Record<string, unknown>) => Promise<string>;
  let discoveryUp = true;

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'remote-1', alg: 'RS256', use: 'sig' };
    server = createServer((request, response) => {
      if (request.url === '/.well-known/openid-configuration' && discoveryUp) {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/keys` }));
      } else if (request.url === '/keys') {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ keys: [jwk] }));
      } else {
        response.statusCode = 404;
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    sign = (claims) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'remote-1' })
        .setIssuer(issuer)
        .setAudience('client-123')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const claims = {
    sub: '1234567890',
    email: 'someone@company.test',
    email_verified: true,
    hd: 'company.test',
  };

  it('discovers the jwks_uri and verifies against the fetched keys', async () => {
    const verifier = createIdTokenVerifier({
      issuer,
      clientId: 'client-123',
      hostedDomain: 'company.test',
    });
    await expect(verifier.verify(await sign(claims))).resolves.toMatchObject({
      email: 'someone@company.test',
    });
    await expect(
      verifier.verify(await sign({ ...claims, hd: 'other.test' })),
    ).rejects.toMatchObject({ statusCode: 403, code: 'wrong_domain' });
  });

  it('answers 503 identity_unavailable when the issuer cannot be reached', async () => {
    discoveryUp = false;
    try {
      const verifier = createIdTokenVerifier({
        issuer,
        clientId: 'client-123',
        hostedDomain: 'company.test',
      });
      await expect(verifier.verify(await sign(claims))).rejects.toMatchObject({
        statusCode: 503,
        code: 'identity_unavailable',
      });
    } finally {
      discoveryUp = true;
    }
  });
});
