/**
 * Verifies an OpenID Connect ID token: signature against the issuer's keys, `iss`, `aud`, `exp`,
 * then the claims sign-in depends on (`hd` equal to the hosted domain, `email_verified`). The keys
 * come from the issuer's discovery document (`jwks_uri`), or are handed in directly for the
 * in-process development provider so no request leaves the process.
 */
import { createHash } from 'node:crypto';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { SIGN_IN_MESSAGES, SIGN_IN_REFUSALS, type SignInRefusalCode } from '@veldwerk/shared/auth';
import { HttpError } from '../http/errors';

export interface VerifiedIdentity {
  readonly subject: string;
  /** Lower-cased. */
  readonly email: string;
  readonly name: string | undefined;
  /** SHA-256 of the signed part (`header.payload`): the token's identity for replay checks. */
  readonly signedPartHash: string;
  /** The last moment this token would still be accepted (expiry, maximum age, clock tolerance). */
  readonly usableUntil: Date;
}

const MAX_TOKEN_AGE_SECONDS = 3600;
const CLOCK_TOLERANCE_SECONDS = 30;

export interface IdTokenVerifier {
  /** Resolves the identity, or throws an HttpError carrying a sign-in refusal. */
  verify(idToken: string): Promise<VerifiedIdentity>;
}

export function signInRefusal(code: SignInRefusalCode, message: string): HttpError {
  return new HttpError(SIGN_IN_REFUSALS[code], code, message);
}

export interface VerifierOptions {
  issuer: string;
  clientId: string;
  hostedDomain: string;
  /** Keys to verify with; when absent they are discovered from the issuer. */
  keys?: JWTVerifyGetKey;
  now?: () => Date;
}

export function createIdTokenVerifier(options: VerifierOptions): IdTokenVerifier {
  const keys = options.keys ?? discoveredKeys(options.issuer);
  const now = options.now ?? (() => new Date());

  return {
    async verify(idToken) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          issuer: options.issuer,
          audience: options.clientId,
          algorithms: ['RS256', 'ES256', 'PS256', 'EdDSA'],
          requiredClaims: ['exp', 'iat', 'sub'],
          maxTokenAge: MAX_TOKEN_AGE_SECONDS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: now(),
        }));
      } catch (error) {
        throw refusalFor(error);
      }

      // With several audiences the token must name us as the authorized party.
      if (
        Array.isArray(payload.aud) &&
        payload.aud.length > 1 &&
        payload.azp !== options.clientId
      ) {
        throw signInRefusal('invalid_token', SIGN_IN_MESSAGES.invalidToken);
      }
      const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
      if (email === '' || payload.sub === undefined) {
        throw signInRefusal('invalid_token', SIGN_IN_MESSAGES.invalidToken);
      }
      const hd = typeof payload.hd === 'string' ? payload.hd.toLowerCase() : undefined;
      if (hd !== options.hostedDomain) {
        throw signInRefusal('wrong_domain', SIGN_IN_MESSAGES.wrongDomain(options.hostedDomain));
      }
      if (payload.email_verified !== true) {
        throw signInRefusal('email_unverified', SIGN_IN_MESSAGES.emailUnverified);
      }
      // `exp` and `iat` are required claims, checked by jwtVerify.
      const lastSecond =
        Math.min(payload.exp ?? 0, (payload.iat ?? 0) + MAX_TOKEN_AGE_SECONDS) +
        CLOCK_TOLERANCE_SECONDS;
      return {
        subject: payload.sub,
        email,
        name: typeof payload.name === 'string' ? payload.name : undefined,
        signedPartHash: signedPartHash(idToken),
        usableUntil: new Date(lastSecond * 1000),
      };
    },
  };
}

/** SHA-256 of `header.payload`, the part the signature covers (the signature itself is malleable). */
export function signedPartHash(idToken: string): string {
  const signedPart = idToken.slice(0, idToken.lastIndexOf('.'));
  return createHash('sha256').update(signedPart).digest('hex');
}

function refusalFor(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof errors.JWTExpired) {
    return signInRefusal('token_expired', SIGN_IN_MESSAGES.tokenExpired);
  }
  if (error instanceof errors.JWKSTimeout || error instanceof IssuerUnavailable) {
    return signInRefusal('identity_unavailable', SIGN_IN_MESSAGES.identityUnavailable);
  }
  return signInRefusal('invalid_token', SIGN_IN_MESSAGES.invalidToken);
}

class IssuerUnavailable extends Error {}

/**
 * Keys from the issuer's `jwks_uri`, found through discovery on first use. jose caches the key
 * set and refetches it when a token names an unknown key (rotation), at most every 30 s.
 */
function discoveredKeys(issuer: string): JWTVerifyGetKey {
  let jwks: Promise<JWTVerifyGetKey> | undefined;
  const load = async (): Promise<JWTVerifyGetKey> => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5_000),
    }).catch(() => undefined);
    if (response?.ok !== true) throw new IssuerUnavailable('discovery failed');
    const metadata = (await response.json().catch(() => ({}))) as { jwks_uri?: unknown };
    if (typeof metadata.jwks_uri !== 'string' || !URL.canParse(metadata.jwks_uri)) {
      throw new IssuerUnavailable('discovery has no jwks_uri');
    }
    return createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: 5_000 });
  };
  return async (header, token) => {
    jwks ??= load().catch((error: unknown) => {
      jwks = undefined;
      throw error;
    });
    const getKey = await jwks;
    try {
      return await getKey(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSInvalid) {
        throw error;
      }
      if (error instanceof errors.JOSEError) throw new IssuerUnavailable(error.message);
      throw new IssuerUnavailable(String(error));
    }
  };
}
