/**
 * The one way a provider adapter calls its service over HTTP: JSON in and out, a deadline for
 * the whole call (retries included), retries only where the caller says the call is safe to
 * repeat, and every failure as a `ProviderError` of a known kind — never a raw fetch error.
 */

export type ProviderFailure =
  /** No answer within the deadline. */
  | 'timeout'
  /** The service is down or answered 5xx / garbage. */
  | 'unavailable'
  /** The service refused because of its rate limit (429). */
  | 'rate_limited'
  /** The service refused our request (bad key, no credits, 4xx). */
  | 'rejected';

export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly provider: string,
    readonly kind: ProviderFailure,
    message: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${kind}: ${message}`);
  }
}

export interface JsonCall {
  method?: 'GET' | 'POST';
  url: string;
  headers?: Readonly<Record<string, string>>;
  body?: unknown;
  /** The whole call, retries included, ends after this. */
  timeoutMs: number;
  /** Extra attempts after a network failure or a 5xx; only for calls that are safe to repeat. */
  retries?: number;
  /** Statuses besides 2xx whose body the adapter reads itself (e.g. 404 "not found"). */
  accept?: readonly number[];
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

const RETRY_PAUSE_MS = 150;

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export async function callJson(provider: string, call: JsonCall): Promise<JsonAnswer> {
  const signal = AbortSignal.timeout(call.timeoutMs);
  const attempts = 1 + Math.max(0, call.retries ?? 0);
  const headers: Record<string, string> = { Accept: 'application/json', ...call.headers };
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  let last: ProviderError = new ProviderError(provider, 'unavailable', 'no attempt made');
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (attempt > 1) {
      await pause(RETRY_PAUSE_MS * (attempt - 1), signal);
      if (signal.aborted) break;
    }
    try {
      const response = await fetch(call.url, {
        method: call.method ?? 'GET',
        headers,
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        signal,
        redirect: 'error',
      });
      const text = await response.text();
      if (response.ok || call.accept?.includes(response.status)) {
        try {
          return {
            status: response.status,
            body: text === '' ? null : (JSON.parse(text) as unknown),
          };
        } catch {
          throw new ProviderError(provider, 'unavailable', 'answer is not JSON', response.status);
        }
      }
      if (response.status === 429) {
        throw new ProviderError(provider, 'rate_limited', 'rate limited', 429);
      }
      if (response.status >= 500) {
        last = new ProviderError(
          provider,
          'unavailable',
          `HTTP ${response.status}`,
          response.status,
        );
        continue;
      }
      throw new ProviderError(provider, 'rejected', `HTTP ${response.status}`, response.status);
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      if (isAbort(error) || signal.aborted) {
        throw new ProviderError(provider, 'timeout', `no answer within ${call.timeoutMs} ms`);
      }
      last = new ProviderError(
        provider,
        'unavailable',
        error instanceof Error ? error.message : 'network failure',
      );
    }
  }
  if (signal.aborted) {
    throw new ProviderError(provider, 'timeout', `no answer within ${call.timeoutMs} ms`);
  }
  throw last;
}

/** A record (plain object) or undefined: adapters read answers defensively. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

export function asText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** `base` + `path` with exactly one slash between them. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
