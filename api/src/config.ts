/**
 * The api's configuration: the only module that reads the environment. Parsed and checked once
 * at start; an invalid or unsafe combination stops the process with a message naming the variable.
 */
import { randomBytes } from 'node:crypto';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { STATIC_UPLOAD_MAX_BYTES, STATIC_UPLOAD_MAX_PIXELS } from '@veldwerk/shared/domain';
import { API_ROOT, REPO_ROOT } from './paths';

export const GOOGLE_ISSUER = 'https://accounts.google.com';
export const DEV_CLIENT_ID = 'veldwerk-dev';
export const DEV_HOSTED_DOMAIN = 'veldwerk.test';
export const OIDC_SCOPE = 'openid email profile';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** Origin (and optional path) the browser uses, without a trailing slash. */
  publicUrl: string;
  logLevel: LogLevel;
  /** Honour X-Forwarded-* headers (behind a reverse proxy). */
  trustProxy: boolean;
  database: {
    /** `postgres://…` for a server; undefined for embedded PGlite in `dataDir`. */
    url: string | undefined;
    dataDir: string;
  };
  seedOnStart: boolean;
  /** Runs the in-process development identity provider at `/oidc`. Never in production. */
  devIdentityProvider: boolean;
  oidc: { issuer: string; clientId: string; hostedDomain: string; scope: string };
  session: { idleMinutes: number; maxHours: number };
  mail: {
    provider: 'simulator' | 'smtp';
    smtpUrl: string | undefined;
    from: string;
    bugReportTo: string;
  };
  deploymentsFile: string;
  remotesFile: string | undefined;
  /** Folder holding `shell/dist` and `mf-*\/dist`. */
  webRoot: string;
  /** Serve the builds' `.map` files (full sources); off unless configured. */
  serveSourceMaps: boolean;
  rateLimit: { authPerMinute: number; publicPerMinute: number };
  /**
   * Keys of the personal data at rest (IBAN, BSN; issue 11): `DATA_KEYS` (the first seals, all
   * open) and `DATA_INDEX_KEY` (the blind index). Undefined when not configured: development
   * then generates them once into the data folder, tests use fixed keys, production refuses.
   */
  dataKeys: { keys: { id: string; key: Buffer }[]; indexKey: Buffer } | undefined;
  uploads: {
    /** Where uploaded files are stored: `DATA_DIR/uploads`, under random names. */
    dir: string;
    /** The largest static upload (theme images) in bytes. */
    staticMaxBytes: number;
    /** The most pixels a theme image may declare (width × height, all frames). */
    maxImagePixels: number;
  };
  /** Imports of donation changes (`POST update-donations`, issue 17). */
  imports: {
    /** The largest import file in bytes. */
    maxBytes: number;
    /** The most data rows one file may hold. */
    maxRows: number;
    /** The most an xlsx or ods file may unpack to (all its zip entries together), in bytes. */
    maxUnzippedBytes: number;
  };
  /** Where exports go besides a download (issue 17). */
  exports: {
    /** google_sheet layouts: the simulator keeps sheets in memory; google uses the Sheets API. */
    sheets: { provider: 'simulator' | 'google'; serviceAccountFile: string | undefined };
    /** `PUT export-donations-backstage`: the external project tool. */
    projectTool: {
      provider: 'simulator' | 'http';
      url: string | undefined;
      key: string | undefined;
    };
  };
  /** Outgoing sms (notifications). */
  sms: {
    provider: 'simulator' | 'messagebird';
    url: string;
    key: string | undefined;
    originator: string;
  };
  /** The notification queue (sms and mail on recruitment events). */
  notifications: {
    /** Run the queue's worker in this api process (several processes may share one database). */
    worker: boolean;
    /** Pause between claims when the queue is empty, in ms. */
    pollMs: number;
    /** How long a claim holds before another worker may take over (a worker that died). */
    leaseSeconds: number;
    /** Attempts before a message is given up as failed. */
    maxAttempts: number;
    /** The first retry waits this long; every next one twice as long. */
    backoffSeconds: number;
    /** No message is sent from `start` to `end` (local time, `Europe/Amsterdam`): it waits. */
    quietHours: { start: string; end: string } | null;
    /** Signs the opt-out link in every mail. */
    linkSecret: string;
  };
  /** The softphone's voice provider (issue 16; README "Configuring Twilio"). */
  voice: {
    provider: 'simulator' | 'twilio';
    /** Lifetime of a voice token; the widget fetches a new one before it ends. */
    tokenTtlSeconds: number;
    /** Ask the provider to record calls (the link is shown to ROLE_ADMIN only). */
    record: boolean;
    /** Set when `provider` is twilio. */
    twilio:
      | {
          accountSid: string;
          apiKeySid: string;
          apiKeySecret: string;
          twimlAppSid: string;
          /** Checks the `X-Twilio-Signature` of the webhooks. */
          authToken: string;
          /** The agency's number callees see (E.164). */
          callerId: string;
        }
      | undefined;
    simulator: {
      /** A callee with this number (E.164) is busy; with `failingNumber` the call fails. */
      busyNumber: string;
      failingNumber: string;
      /** The simulated callee answers after this many ms. */
      connectMs: number;
    };
  };
  /** The verification services of `/api/validation/…` (phone, email, address, IBAN). */
  verification: {
    /** One call to a provider, retries included, ends after this. */
    timeoutMs: number;
    /** Lookups per signed-in user per minute, over all validation routes. */
    perUserPerMinute: number;
    phone: {
      provider: 'simulator' | 'messagebird';
      url: string;
      key: string | undefined;
      /** How long a lookup result is served from the database before the network is asked again. */
      cacheHours: number;
    };
    email: { provider: 'simulator' | 'zerobounce'; url: string; key: string | undefined };
    address: { provider: 'simulator' | 'pdok'; url: string };
    iban: { provider: 'simulator' | 'openiban'; url: string };
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => TRUE.includes(value) || FALSE.includes(value), {
    message: `expected one of ${[...TRUE, ...FALSE].join(', ')}`,
  })
  .transform((value) => TRUE.includes(value))
  .optional();

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const text = z.string().trim().min(1).optional();
const url = z
  .string()
  .trim()
  .refine((value) => URL.canParse(value), { message: 'expected an absolute URL' })
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PUBLIC_URL: url,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: flag,
  DATABASE_URL: z
    .string()
    .trim()
    .refine((value) => /^postgres(ql)?:\/\//.test(value), {
      message: 'expected a postgres:// or postgresql:// URL',
    })
    .optional(),
  DATA_DIR: text,
  SEED_ON_START: flag,
  DEV_IDENTITY_PROVIDER: flag,
  OIDC_ISSUER: url,
  OIDC_CLIENT_ID: text,
  OIDC_HOSTED_DOMAIN: text,
  SESSION_IDLE_MINUTES: positiveInt(60),
  SESSION_MAX_HOURS: positiveInt(12),
  MAIL_PROVIDER: z.enum(['simulator', 'smtp']).default('simulator'),
  SMTP_URL: z
    .string()
    .trim()
    .refine((value) => /^smtps?:\/\//.test(value), { message: 'expected smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Veldwerk <noreply@veldwerk.test>'),
  BUG_REPORT_TO: z.string().trim().min(3).default('support@veldwerk.test'),
  DEPLOYMENTS_FILE: text,
  REMOTES_FILE: text,
  WEB_ROOT: text,
  SERVE_SOURCE_MAPS: flag,
  RATE_LIMIT_AUTH_PER_MINUTE: positiveInt(30),
  RATE_LIMIT_PUBLIC_PER_MINUTE: positiveInt(30),
  UPLOAD_MAX_BYTES: positiveInt(STATIC_UPLOAD_MAX_BYTES),
  VERIFICATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
  RATE_LIMIT_VALIDATION_PER_MINUTE: positiveInt(120),
  PHONE_LOOKUP_PROVIDER: z.enum(['simulator', 'messagebird']).default('simulator'),
  PHONE_LOOKUP_URL: url,
  PHONE_LOOKUP_KEY: text,
  PHONE_LOOKUP_CACHE_HOURS: positiveInt(168),
  EMAIL_CHECK_PROVIDER: z.enum(['simulator', 'zerobounce']).default('simulator'),
  EMAIL_CHECK_URL: url,
  EMAIL_CHECK_KEY: text,
  ADDRESS_PROVIDER: z.enum(['simulator', 'pdok']).default('simulator'),
  ADDRESS_URL: url,
  IBAN_PROVIDER: z.enum(['simulator', 'openiban']).default('simulator'),
  IBAN_URL: url,
  DATA_KEYS: text,
  DATA_INDEX_KEY: text,
  UPLOAD_MAX_IMAGE_PIXELS: positiveInt(STATIC_UPLOAD_MAX_PIXELS),
  IMPORT_MAX_BYTES: positiveInt(20 * 1024 * 1024),
  IMPORT_MAX_ROWS: positiveInt(200_000),
  IMPORT_MAX_UNZIPPED_BYTES: positiveInt(200 * 1024 * 1024),
  GOOGLE_SHEETS_PROVIDER: z.enum(['simulator', 'google']).default('simulator'),
  GOOGLE_SERVICE_ACCOUNT_FILE: text,
  PROJECT_TOOL_PROVIDER: z.enum(['simulator', 'http']).default('simulator'),
  PROJECT_TOOL_URL: url,
  PROJECT_TOOL_KEY: text,
  SMS_PROVIDER: z.enum(['simulator', 'messagebird']).default('simulator'),
  SMS_URL: url,
  SMS_KEY: text,
  SMS_ORIGINATOR: z.string().trim().min(1).max(11).default('Veldwerk'),
  NOTIFICATION_WORKER: flag,
  NOTIFICATION_POLL_MS: positiveInt(5000),
  NOTIFICATION_LEASE_SECONDS: positiveInt(120),
  NOTIFICATION_MAX_ATTEMPTS: positiveInt(6),
  NOTIFICATION_BACKOFF_SECONDS: positiveInt(60),
  NOTIFICATION_QUIET_HOURS: z
    .string()
    .trim()
    .regex(/^(off|([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9])$/, {
      message: 'expected HH:mm-HH:mm (e.g. 21:00-08:00) or off',
    })
    .default('21:00-08:00'),
  NOTIFICATION_LINK_SECRET: z.string().trim().min(32).optional(),
  VOICE_PROVIDER: z.enum(['simulator', 'twilio']).default('simulator'),
  VOICE_TOKEN_TTL_SECONDS: z.coerce.number().int().min(180).max(86_400).default(3600),
  VOICE_RECORD_CALLS: flag,
  TWILIO_ACCOUNT_SID: z
    .string()
    .trim()
    .regex(/^AC[0-9a-f]{32}$/, 'expected AC + 32 hex digits')
    .optional(),
  TWILIO_API_KEY_SID: z
    .string()
    .trim()
    .regex(/^SK[0-9a-f]{32}$/, 'expected SK + 32 hex digits')
    .optional(),
  TWILIO_API_KEY_SECRET: text,
  TWILIO_TWIML_APP_SID: z
    .string()
    .trim()
    .regex(/^AP[0-9a-f]{32}$/, 'expected AP + 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: text,
  TWILIO_CALLER_ID: z
    .string()
    .trim()
    .regex(/^\+[1-9][0-9]{6,14}$/, 'expected E.164, e.g. +31201234567')
    .optional(),
  VOICE_SIMULATOR_BUSY_NUMBER: z
    .string()
    .trim()
    .regex(/^\+[1-9][0-9]{6,14}$/, 'expected E.164')
    .default('+31612345670'),
  VOICE_SIMULATOR_FAILING_NUMBER: z
    .string()
    .trim()
    .regex(/^\+[1-9][0-9]{6,14}$/, 'expected E.164')
    .default('+31612345671'),
  VOICE_SIMULATOR_CONNECT_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
});

/** Where the real verification adapters call when no URL is configured. */
export const PROVIDER_URLS = {
  messagebird: 'https://rest.messagebird.com',
  zerobounce: 'https://api-eu.zerobounce.net',
  pdok: 'https://api.pdok.nl/bzk/locatieserver/search/v3_1',
  openiban: 'https://openiban.com',
} as const;

/** A 32-byte key as base64 (or base64url) or 64 hex digits; undefined when it is not one. */
export function decodeKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
      : undefined;
  return bytes?.length === 32 ? bytes : undefined;
}

/** `DATA_KEYS=k2:<key>,k1:<key>`: key ids with their keys, the first seals. */
function parseDataKeys(keysText: string | undefined, indexText: string | undefined) {
  if (keysText === undefined && indexText === undefined) return undefined;
  if (keysText === undefined || indexText === undefined) {
    throw new ConfigError(
      'DATA_KEYS and DATA_INDEX_KEY go together: set both (or neither in development).',
    );
  }
  const keys = keysText.split(',').map((entry, position) => {
    const [id = '', key = '', extra] = entry.trim().split(':');
    const bytes = decodeKey(key);
    if (extra !== undefined || !/^[A-Za-z0-9_-]{1,32}$/.test(id) || bytes === undefined) {
      throw new ConfigError(
        `DATA_KEYS entry ${position + 1} must be <id>:<key>: an id of letters, digits, _ or - ` +
          '(at most 32) and a 32-byte key in base64 or hex (openssl rand -base64 32).',
      );
    }
    return { id, key: bytes };
  });
  if (new Set(keys.map((key) => key.id)).size !== keys.length) {
    throw new ConfigError('DATA_KEYS names a key id twice.');
  }
  const indexKey = decodeKey(indexText);
  if (indexKey === undefined) {
    throw new ConfigError('DATA_INDEX_KEY must be a 32-byte key in base64 or hex.');
  }
  return { keys, indexKey };
}

const TWILIO_VARIABLES = [
  'TWILIO_ACCOUNT_SID',
  'TWILIO_API_KEY_SID',
  'TWILIO_API_KEY_SECRET',
  'TWILIO_TWIML_APP_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_CALLER_ID',
] as const;

/** VOICE_PROVIDER=twilio needs every TWILIO_* variable; the simulator needs none. */
function twilioConfig(e: z.infer<typeof envSchema>): Config['voice']['twilio'] {
  if (e.VOICE_PROVIDER !== 'twilio') return undefined;
  const missing = TWILIO_VARIABLES.filter((name) => e[name] === undefined);
  const {
    TWILIO_ACCOUNT_SID: accountSid,
    TWILIO_API_KEY_SID: apiKeySid,
    TWILIO_API_KEY_SECRET: apiKeySecret,
    TWILIO_TWIML_APP_SID: twimlAppSid,
    TWILIO_AUTH_TOKEN: authToken,
    TWILIO_CALLER_ID: callerId,
  } = e;
  if (
    accountSid === undefined ||
    apiKeySid === undefined ||
    apiKeySecret === undefined ||
    twimlAppSid === undefined ||
    authToken === undefined ||
    callerId === undefined
  ) {
    throw new ConfigError(
      `VOICE_PROVIDER=twilio needs ${missing.join(', ')} (README.md, "Configuring Twilio").`,
    );
  }
  return { accountSid, apiKeySid, apiKeySecret, twimlAppSid, authToken, callerId };
}

/** Empty strings count as unset, so `FOO= pnpm start` behaves like leaving FOO out. */
function withoutEmpty(env: Readonly<Record<string, string | undefined>>) {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') out[key] = value;
  }
  return out;
}

const fromRepo = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

/** Reads the configuration from `env` (the process environment unless a test passes its own). */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = fromRepo(e.DATA_DIR ?? 'data');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');

  const devIdentityProvider = e.DEV_IDENTITY_PROVIDER ?? !production;
  if (devIdentityProvider && production) {
    throw new ConfigError(
      'Refusing to start: DEV_IDENTITY_PROVIDER is on while NODE_ENV=production. The development ' +
        'identity provider lets anyone sign in as any demo account; unset DEV_IDENTITY_PROVIDER.',
    );
  }

  const oidc = devIdentityProvider
    ? {
        issuer: e.OIDC_ISSUER ?? `${publicUrl}/oidc`,
        clientId: e.OIDC_CLIENT_ID ?? DEV_CLIENT_ID,
        hostedDomain: e.OIDC_HOSTED_DOMAIN ?? DEV_HOSTED_DOMAIN,
      }
    : {
        issuer: e.OIDC_ISSUER ?? GOOGLE_ISSUER,
        clientId: e.OIDC_CLIENT_ID,
        hostedDomain: e.OIDC_HOSTED_DOMAIN,
      };
  const missing = [
    oidc.clientId === undefined && 'OIDC_CLIENT_ID',
    oidc.hostedDomain === undefined && 'OIDC_HOSTED_DOMAIN',
  ].filter((name): name is string => typeof name === 'string');
  if (missing.length > 0) {
    throw new ConfigError(
      `Missing configuration: ${missing.join(' and ')} (required when the development identity ` +
        'provider is off, e.g. in production with Google as the issuer).',
    );
  }
  if (production && !oidc.issuer.startsWith('https://')) {
    throw new ConfigError('OIDC_ISSUER must be an https:// URL in production.');
  }
  if (e.MAIL_PROVIDER === 'smtp' && e.SMTP_URL === undefined) {
    throw new ConfigError('MAIL_PROVIDER=smtp needs SMTP_URL (smtp://user:pass@host:port).');
  }
  if (e.PHONE_LOOKUP_PROVIDER === 'messagebird' && e.PHONE_LOOKUP_KEY === undefined) {
    throw new ConfigError(
      'PHONE_LOOKUP_PROVIDER=messagebird needs PHONE_LOOKUP_KEY (an access key).',
    );
  }
  if (e.EMAIL_CHECK_PROVIDER === 'zerobounce' && e.EMAIL_CHECK_KEY === undefined) {
    throw new ConfigError('EMAIL_CHECK_PROVIDER=zerobounce needs EMAIL_CHECK_KEY (an API key).');
  }

  const dataKeys = parseDataKeys(e.DATA_KEYS, e.DATA_INDEX_KEY);
  if (production && dataKeys === undefined) {
    throw new ConfigError(
      'Refusing to start: NODE_ENV=production needs DATA_KEYS and DATA_INDEX_KEY (the keys that ' +
        'encrypt IBAN and BSN at rest; see README.md, Configuration).',
    );
  }

  if (e.GOOGLE_SHEETS_PROVIDER === 'google' && e.GOOGLE_SERVICE_ACCOUNT_FILE === undefined) {
    throw new ConfigError(
      'GOOGLE_SHEETS_PROVIDER=google needs GOOGLE_SERVICE_ACCOUNT_FILE (a service account key file).',
    );
  }
  if (e.PROJECT_TOOL_PROVIDER === 'http' && e.PROJECT_TOOL_URL === undefined) {
    throw new ConfigError('PROJECT_TOOL_PROVIDER=http needs PROJECT_TOOL_URL.');
  }
  if (e.SMS_PROVIDER === 'messagebird' && e.SMS_KEY === undefined) {
    throw new ConfigError('SMS_PROVIDER=messagebird needs SMS_KEY (an access key).');
  }
  const voiceTwilio = twilioConfig(e);
  const [quietStart, quietEnd] =
    e.NOTIFICATION_QUIET_HOURS === 'off' ? [] : e.NOTIFICATION_QUIET_HOURS.split('-');

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
    trustProxy: e.TRUST_PROXY ?? false,
    database: {
      url: e.DATABASE_URL,
      dataDir,
    },
    seedOnStart: e.SEED_ON_START ?? true,
    devIdentityProvider,
    oidc: {
      issuer: oidc.issuer.replace(/\/+$/, ''),
      clientId: oidc.clientId ?? DEV_CLIENT_ID,
      hostedDomain: (oidc.hostedDomain ?? DEV_HOSTED_DOMAIN).toLowerCase(),
      scope: OIDC_SCOPE,
    },
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, maxHours: e.SESSION_MAX_HOURS },
    mail: {
      provider: e.MAIL_PROVIDER,
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      bugReportTo: e.BUG_REPORT_TO,
    },
    deploymentsFile: fromRepo(e.DEPLOYMENTS_FILE ?? join(API_ROOT, 'config', 'deployments.json')),
    remotesFile: e.REMOTES_FILE === undefined ? undefined : fromRepo(e.REMOTES_FILE),
    webRoot: fromRepo(e.WEB_ROOT ?? REPO_ROOT),
    serveSourceMaps: e.SERVE_SOURCE_MAPS ?? false,
    rateLimit: {
      authPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
      publicPerMinute: e.RATE_LIMIT_PUBLIC_PER_MINUTE,
    },
    dataKeys,
    verification: {
      timeoutMs: e.VERIFICATION_TIMEOUT_MS,
      perUserPerMinute: e.RATE_LIMIT_VALIDATION_PER_MINUTE,
      phone: {
        provider: e.PHONE_LOOKUP_PROVIDER,
        url: e.PHONE_LOOKUP_URL ?? PROVIDER_URLS.messagebird,
        key: e.PHONE_LOOKUP_KEY,
        cacheHours: e.PHONE_LOOKUP_CACHE_HOURS,
      },
      email: {
        provider: e.EMAIL_CHECK_PROVIDER,
        url: e.EMAIL_CHECK_URL ?? PROVIDER_URLS.zerobounce,
        key: e.EMAIL_CHECK_KEY,
      },
      address: { provider: e.ADDRESS_PROVIDER, url: e.ADDRESS_URL ?? PROVIDER_URLS.pdok },
      iban: { provider: e.IBAN_PROVIDER, url: e.IBAN_URL ?? PROVIDER_URLS.openiban },
    },
    imports: {
      maxBytes: e.IMPORT_MAX_BYTES,
      maxRows: e.IMPORT_MAX_ROWS,
      maxUnzippedBytes: e.IMPORT_MAX_UNZIPPED_BYTES,
    },
    exports: {
      sheets: {
        provider: e.GOOGLE_SHEETS_PROVIDER,
        serviceAccountFile: e.GOOGLE_SERVICE_ACCOUNT_FILE,
      },
      projectTool: {
        provider: e.PROJECT_TOOL_PROVIDER,
        url: e.PROJECT_TOOL_URL,
        key: e.PROJECT_TOOL_KEY,
      },
    },
    sms: {
      provider: e.SMS_PROVIDER,
      url: e.SMS_URL ?? PROVIDER_URLS.messagebird,
      key: e.SMS_KEY,
      originator: e.SMS_ORIGINATOR,
    },
    notifications: {
      worker: e.NOTIFICATION_WORKER ?? true,
      pollMs: e.NOTIFICATION_POLL_MS,
      leaseSeconds: e.NOTIFICATION_LEASE_SECONDS,
      maxAttempts: e.NOTIFICATION_MAX_ATTEMPTS,
      backoffSeconds: e.NOTIFICATION_BACKOFF_SECONDS,
      quietHours:
        quietStart === undefined || quietEnd === undefined
          ? null
          : { start: quietStart, end: quietEnd },
      // Without one, production signs with a secret of this process: links sent before a
      // restart stop working (README: set NOTIFICATION_LINK_SECRET).
      linkSecret:
        e.NOTIFICATION_LINK_SECRET ??
        (production ? randomBytes(32).toString('hex') : `dev-only-opt-out-secret:${publicUrl}`),
    },
    voice: {
      provider: e.VOICE_PROVIDER,
      tokenTtlSeconds: e.VOICE_TOKEN_TTL_SECONDS,
      record: e.VOICE_RECORD_CALLS ?? false,
      twilio: voiceTwilio,
      simulator: {
        busyNumber: e.VOICE_SIMULATOR_BUSY_NUMBER,
        failingNumber: e.VOICE_SIMULATOR_FAILING_NUMBER,
        connectMs: e.VOICE_SIMULATOR_CONNECT_MS,
      },
    },
    uploads: {
      dir: join(dataDir, 'uploads'),
      staticMaxBytes: e.UPLOAD_MAX_BYTES,
      maxImagePixels: e.UPLOAD_MAX_IMAGE_PIXELS,
    },
  };
}

/**
 * `http://localhost:8080` also answers as `http://127.0.0.1:8080` and the other way round: both
 * are accepted as addresses sign-in returns to (redirect URIs, the chooser's CSP form-action).
 */
export function loopbackAliases(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const aliases = [publicUrl];
  const swap: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };
  const other = swap[url.hostname];
  if (other !== undefined) {
    url.hostname = other;
    aliases.push(url.href.replace(/\/+$/, ''));
  }
  return aliases;
}
