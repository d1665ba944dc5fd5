/**
 * The development identity provider: a real OpenID Connect provider (oidc-provider) running in the
 * api process at `/oidc`, with one public client for the shell and the demo accounts as users.
 * It exists so the product can be started, demonstrated and tested offline; configuration refuses
 * it in production.
 */
import { randomBytes } from 'node:crypto';
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  SignJWT,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import { eq } from 'drizzle-orm';
import Provider, { interactionPolicy, type Configuration } from 'oidc-provider';
import { loopbackAliases, type Config } from '../../config';
import type { Db } from '../../db/client';
import { devIdentityKeys } from '../../db/schema';
import { DEV_ACCOUNTS, devAccountClaims, findDevAccount, type DevAccount } from './accounts';
import { createMemoryAdapter } from './memory-adapter';
import { escapeHtml, logoutPage, messagePage } from './pages';

export const DEV_PROVIDER_PREFIX = '/oidc';
const ID_TOKEN_TTL_SECONDS = 600;

export interface MintOptions {
  audience?: string;
  issuer?: string;
  /** Seconds since the epoch; defaults to the app's clock. */
  issuedAt?: number;
  expiresInSeconds?: number;
}

export interface DevIdentity {
  readonly issuer: string;
  readonly clientId: string;
  readonly redirectUris: readonly string[];
  /** The origins sign-in returns to: `PUBLIC_URL` and its other loopback name, if it has one. */
  readonly returnOrigins: readonly string[];
  readonly provider: Provider;
  /** The provider's public signing keys, for verifying its tokens without a request. */
  readonly keys: JWTVerifyGetKey;
  readonly accounts: readonly DevAccount[];
  findAccount(email: string): DevAccount | undefined;
  /** An ID token signed with the provider's key (same `kid` as its JWKS). */
  mintIdToken(claims: Record<string, unknown>, options?: MintOptions): Promise<string>;
}

interface ProviderKeys {
  signingJwk: JWK;
  cookieKey: string;
}

async function generateProviderKeys(): Promise<ProviderKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const { kty, n, e } = jwk;
  const kid = await calculateJwkThumbprint({ kty, n, e });
  return {
    signingJwk: { ...jwk, kid, alg: 'RS256', use: 'sig' },
    cookieKey: randomBytes(32).toString('base64url'),
  };
}

/**
 * The provider's keys, the same for every api process on the database: the first process
 * stores a fresh pair, the others (and later restarts) read it. Without a database (unit
 * tests of the provider alone) a fresh pair per process.
 */
async function providerKeys(db: Db | undefined): Promise<ProviderKeys> {
  const fresh = await generateProviderKeys();
  if (db === undefined) return fresh;
  await db
    .insert(devIdentityKeys)
    .values({ id: 'current', signingJwk: fresh.signingJwk, cookieKey: fresh.cookieKey })
    .onConflictDoNothing();
  const [row] = await db.select().from(devIdentityKeys).where(eq(devIdentityKeys.id, 'current'));
  if (row === undefined) throw new Error('dev_identity_keys: the keys row is missing');
  return { signingJwk: row.signingJwk as JWK, cookieKey: row.cookieKey };
}

export async function createDevIdentity(
  config: Config,
  now: () => Date = () => new Date(),
  db?: Db,
): Promise<DevIdentity> {
  const issuer = `${config.publicUrl}${DEV_PROVIDER_PREFIX}`;
  const clientId = config.oidc.clientId;
  const origins = loopbackAliases(config.publicUrl);
  const redirectUris = origins.map((origin) => `${origin}/auth/callback.html`);

  const keys = await providerKeys(db);
  const signingJwk = keys.signingJwk;
  const kid = String(signingJwk.kid);
  const { kty, n, e } = signingJwk;
  const publicJwk: JWK = { kty, n, e };
  const privateKey = await importJWK(signingJwk, 'RS256');

  // Like Google's account chooser: every authorization asks which account, until one is chosen.
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('choose_account', 'Choose a test account', (ctx) =>
        ctx.oidc.result?.login === undefined
          ? interactionPolicy.Check.REQUEST_PROMPT
          : interactionPolicy.Check.NO_NEED_TO_PROMPT,
      ),
    );

  const configuration: Configuration = {
    adapter: createMemoryAdapter(),
    clients: [
      {
        client_id: clientId,
        client_name: 'Veldwerk',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        response_types: ['code'],
        grant_types: ['authorization_code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
      },
    ],
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) ?? false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified', 'hd'],
      profile: ['name', 'given_name', 'family_name'],
    },
    scopes: ['openid', 'email', 'profile'],
    // Put the email and profile claims in the ID token itself, as Google does.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: [keys.cookieKey] },
    jwks: { keys: [signingJwk] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form, ctx.host);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage('Afgemeld', 'Je bent afgemeld bij de testinlogdienst.');
        },
      },
    },
    findAccount: (_ctx, sub) => {
      const account = findDevAccount(sub);
      return account === undefined
        ? undefined
        : { accountId: account.email, claims: () => devAccountClaims(account) };
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${DEV_PROVIDER_PREFIX}/interaction/${interaction.uid}`,
    },
    // First-party client: consent is implied, so choosing an account finishes the flow.
    loadExistingGrant: async (ctx) => {
      const { client, session, result } = ctx.oidc;
      if (client === undefined || session?.accountId === undefined) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId !== undefined) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing !== undefined) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage(
        'Inloggen mislukt',
        `De testinlogdienst kon het verzoek niet afhandelen (${escapeHtml(out.error)}). ` +
          'Sluit dit venster en probeer het opnieuw.',
      );
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      BackchannelAuthenticationRequest: 600,
      ClientCredentials: 600,
      DeviceCode: 600,
      Grant: 8 * 3600,
      IdToken: ID_TOKEN_TTL_SECONDS,
      Interaction: 900,
      PreAuthorizedCode: 600,
      RefreshToken: 3600,
      Session: 8 * 3600,
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = config.trustProxy;

  return {
    issuer,
    clientId,
    redirectUris,
    returnOrigins: origins.map((origin) => new URL(origin).origin),
    provider,
    keys: createLocalJWKSet({ keys: [{ ...publicJwk, kid, alg: 'RS256', use: 'sig' }] }),
    accounts: DEV_ACCOUNTS,
    findAccount: findDevAccount,
    mintIdToken: (claims, options = {}) => {
      const issuedAt = options.issuedAt ?? Math.floor(now().getTime() / 1000);
      return (
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
          .setIssuer(options.issuer ?? issuer)
          .setAudience(options.audience ?? clientId)
          .setIssuedAt(issuedAt)
          // Two tokens minted in the same second differ: each is good for one sign-in.
          .setJti(randomBytes(16).toString('base64url'))
          .setExpirationTime(issuedAt + (options.expiresInSeconds ?? ID_TOKEN_TTL_SECONDS))
          .sign(privateKey)
      );
    },
  };
}
