/**
 * What the api logs about a request: bounded, and without what people send. A request line names
 * the method, the path and the query's keys — never query values, headers with credentials or
 * body contents. An error is logged with its type, code and a shortened message; its stack only
 * for a server fault (5xx, see `errors.ts`); a failed query without its parameters (they are the
 * payload: megabytes, IBANs, BSNs). Pino's redaction is the second line of defence for objects
 * code logs on purpose: credentials, IBAN and BSN fields are replaced at any of the first levels.
 */
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * Field names whose values never reach a log line in a logged object. (Query values are never
 * logged at all, whatever their key — `code`, `state`, `token`, …)
 */
export const SENSITIVE_FIELDS = [
  'token',
  'id_token',
  'access_token',
  'refresh_token',
  'authorization-token',
  'authorization',
  'cookie',
  'code_verifier',
  'password',
  'new_password',
  'idToken',
  'client_secret',
  'iban',
  'bsn',
  'DATA_KEYS',
  'DATA_INDEX_KEY',
] as const;

/**
 * A path segment that is an IBAN or a BSN (`GET validation/iban/{iban}`, a search by value):
 * logged as `[redacted]`, so personal numbers in an address never reach a request line.
 */
const PERSONAL_SEGMENT = /^(?:[A-Za-z]{2}[0-9]{2}[A-Za-z0-9]{8,30}|[0-9]{8,9})$/;

function redactPathSegments(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // Not percent-encoded text: checked as it is.
      }
      return PERSONAL_SEGMENT.test(decoded.replace(/[\s.-]/g, '')) ? REDACTED : segment;
    })
    .join('/');
}

export const REDACTED = '[redacted]';
const MESSAGE_MAX = 500;
const TEXT_MAX = 200;
const QUERY_KEYS_MAX = 20;
const STACK_FRAMES_MAX = 15;

const property = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `["${name}"]`);

/** The redaction paths: each sensitive name at the top and up to three levels down. */
export function redactPaths(): string[] {
  const paths = ['req.headers["authorization-token"]', 'req.headers.cookie'];
  paths.push('req.headers.authorization', 'res.headers["set-cookie"]');
  for (const name of SENSITIVE_FIELDS) {
    const key = property(name);
    paths.push(key.startsWith('.') ? key.slice(1) : key, `*${key}`, `*.*${key}`, `*.*.*${key}`);
  }
  return paths;
}

export function bounded(text: string, max = MESSAGE_MAX): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
}

interface RawRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}

/** A request line: method, path (IBAN/BSN segments redacted) and the query's keys, no values. */
export function requestForLog(req: RawRequest) {
  const [path = '/', query] = req.url.split('?', 2) as [string?, string?];
  const keys =
    query === undefined
      ? []
      : [...new Set([...new URLSearchParams(query).keys()].map((key) => bounded(key, 50)))];
  return {
    method: req.method,
    path: bounded(redactPathSegments(path), TEXT_MAX),
    ...(keys.length === 0
      ? {}
      : {
          queryKeys:
            keys.length > QUERY_KEYS_MAX
              ? [...keys.slice(0, QUERY_KEYS_MAX), `… (${keys.length})`]
              : keys,
        }),
    host: req.host === undefined ? undefined : bounded(req.host, 100),
    remoteAddress: req.ip,
  };
}

type ErrorLike = Error & {
  code?: unknown;
  statusCode?: unknown;
  query?: unknown;
  params?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
};

function stackFrames(error: Error): string[] {
  const stack = typeof error.stack === 'string' ? error.stack : '';
  // Only the frames: the stack's first lines repeat the message, which may hold the payload.
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, STACK_FRAMES_MAX)
    .map((line) => bounded(line.trim(), TEXT_MAX));
}

/**
 * An error as a log entry. A failed database query keeps its SQL (from the repository files,
 * shortened) and the driver's code and constraint, never its parameters or the row's values
 * (`detail` names them).
 */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  /** Frames only (empty when there are none). */
  stack: string;
}

export function errorForLog(value: unknown, depth = 0): LoggedError {
  if (!(value instanceof Error)) {
    return { type: typeof value, message: bounded(String(value)), stack: '' };
  }
  const error = value as ErrorLike;
  const failedQuery = typeof error.query === 'string' && 'params' in error;
  let message = failedQuery ? `Failed query: ${String(error.query)}` : error.message;
  // PostgreSQL's data exceptions (SQLSTATE class 22) quote the offending value.
  if (typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code)) {
    message = message.replace(/"[^"]*"?/g, '"[value]"');
  }
  const entry: LoggedError = {
    type: error.name === 'Error' ? error.constructor.name : error.name,
    message: bounded(message),
    stack: stackFrames(error).join('\n'),
  };
  for (const key of ['code', 'statusCode', 'constraint', 'table', 'column'] as const) {
    const field = error[key];
    if (typeof field === 'string' || typeof field === 'number') entry[key] = field;
  }
  if (error.cause !== undefined && depth < 2) entry.cause = errorForLog(error.cause, depth + 1);
  return entry;
}

export function loggerOptions(
  config: Config,
  stream: { write(line: string): void } | undefined,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream === undefined ? {} : { stream }),
    redact: { paths: redactPaths(), censor: REDACTED },
    serializers: {
      req: requestForLog,
      err: (error: unknown) => errorForLog(error),
    },
  };
}
