/**
 * Security headers (a CSP the shell and its remotes run under without violations), rate limits and
 * request size limits. Limits are configurable so the e2e suite can sign in many times.
 */
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { GOOGLE_ISSUER, loopbackAliases, type Config } from '../config';
import { HttpError } from './errors';
import { HTTP_MESSAGES } from '@veldwerk/shared/domain';

/**
 * Browser features no page of the product uses are switched off for it and anything it embeds;
 * the microphone stays available to the product itself (the softphone), fullscreen too.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=(self)',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** The origin requests for a host's dashboard frame may load from (null when it has none). */
export type DashboardOriginFor = (host: string | undefined) => string | null;

/**
 * The origins the remotes table loads remotes from besides this server (a CDN, a team's static
 * host), as they are now: the table can change without a restart, so each answer asks.
 */
export type RemoteOrigins = () => readonly string[];

/** Besides the issuer itself, the browser talks to these for a Google sign-in (token endpoint). */
const GOOGLE_ORIGINS = [
  'https://oauth2.googleapis.com',
  'https://openidconnect.googleapis.com',
  'https://www.googleapis.com',
];

export function connectSources(config: Config): string[] {
  const issuerOrigin = new URL(config.oidc.issuer).origin;
  const sources = ["'self'", issuerOrigin];
  if (config.oidc.issuer === GOOGLE_ISSUER) sources.push(...GOOGLE_ORIGINS);
  return [...new Set(sources)];
}

function requestHost(raw: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? raw.headers['x-forwarded-host'] : undefined;
  const value = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? raw.headers.host;
  return value?.split(',')[0]?.trim();
}

/**
 * A directive's sources plus the remotes' origins of the moment: exactly those origins (a remote
 * served from `https://cdn.example/mf-campaigns/v2/` adds `https://cdn.example`), never a wildcard.
 * A remote needs them for its manifest (connect-src), entry and chunks (script-src), and for the
 * styles, images and fonts its chunks may bring.
 */
function withRemotes(sources: readonly string[], remoteOrigins: RemoteOrigins) {
  return () => [...new Set([...sources, ...remoteOrigins()])].join(' ');
}

export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  dashboardOriginFor: DashboardOriginFor,
  remoteOrigins: RemoteOrigins = () => [],
): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  const issuerOrigin = new URL(config.oidc.issuer).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [withRemotes(["'self'"], remoteOrigins)],
        scriptSrcAttr: ["'none'"],
        // antd styles components with css-in-js, which inserts <style> elements at run time.
        styleSrc: [withRemotes(["'self'", "'unsafe-inline'"], remoteOrigins)],
        imgSrc: [withRemotes(["'self'", 'data:', 'blob:', 'https:'], remoteOrigins)],
        fontSrc: [withRemotes(["'self'", 'data:'], remoteOrigins)],
        connectSrc: [withRemotes(connectSources(config), remoteOrigins)],
        // One source list per request: 'self', plus the host's dashboard when it has one.
        frameSrc: [
          (req) => {
            const dashboard = dashboardOriginFor(requestHost(req, config.trustProxy));
            return dashboard === null ? "'self'" : `'self' ${dashboard}`;
          },
        ],
        // The development provider's chooser posts, then redirects to where sign-in returns:
        // PUBLIC_URL or its other loopback name (form-action covers the redirects).
        formAction: [
          ...new Set([
            "'self'",
            issuerOrigin,
            ...(config.devIdentityProvider
              ? loopbackAliases(config.publicUrl).map((url) => new URL(url).origin)
              : []),
          ]),
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Sign-in runs in a popup the shell opens; its opener must stay reachable.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Remotes on another origin come with CORS (their host's job, see the remote skeleton's
    // README); nothing needs COEP.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
  });
  // Set on the raw response like helmet's headers, so hijacked answers (the development
  // identity provider) carry it too.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    done();
  });

  // Public routes (`/api/public/*`) get the public limit unless they declare their own.
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.url.startsWith('/api/public/') && route.config?.rateLimit === undefined) {
      route.config = { ...route.config, rateLimit: publicRateLimit(config) };
    }
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () =>
      new HttpError(429, 'too_many_requests', HTTP_MESSAGES.tooManyRequests),
  });
}

export function publicRateLimit(config: Config) {
  return { max: config.rateLimit.publicPerMinute, timeWindow: 60_000 };
}

export function authRateLimit(config: Config, message: string) {
  return {
    max: config.rateLimit.authPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => new HttpError(429, 'too_many_attempts', message),
  };
}
