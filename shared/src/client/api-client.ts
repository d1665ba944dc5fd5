/**
 * The one way browser code talks to the api (spec §7): base `/api/`, JSON bodies, the session
 * token in `Authorization-Token`. Failures are typed: `ApiError` for an answer with a failed
 * status (with its parsed body), `NetworkError` when no answer came.
 */
import type { ListPage } from '../domain/list/list-contract';
import { getNotifier } from './notifier';
import { getSessionToken, useSession } from './session-store';

export const API_BASE = '/api/';
export const TOKEN_HEADER = 'Authorization-Token';
/** spec §7: a 401 on a list fetch logs out with exactly this alert. */
export const ACCESS_DENIED_ALERT = 'Access denied';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | null | undefined | readonly QueryScalar[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** The api answered with a failed status. `body` is the parsed JSON, or the text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  constructor(status: number, statusText: string, body: unknown) {
    super(describeBody(body) ?? `${status} ${statusText}`.trim());
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

/** No answer: the network or the server is down. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Network failure', { cause });
  }
}

/** The human text an error body carries (`error.message`, `message`, or the text itself). */
export function describeBody(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() === '' ? undefined : body;
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === 'object' && error !== null) {
    const nested = (error as { message?: unknown }).message;
    if (typeof nested === 'string' && nested !== '') return nested;
  }
  if (typeof message === 'string' && message !== '') return message;
  return undefined;
}

/**
 * `/api/<path>?<query>`. Arrays are sent as `key[]=value`; null, undefined and empty strings
 * are omitted (spec §7: empty filters are not sent).
 */
export function apiUrl(path: string, query?: QueryParams): string {
  const cleanPath = path.replace(/^\/+/, '').replace(/^api\//, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly QueryScalar[]) params.append(`${key}[]`, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const search = params.toString();
  return `${API_BASE}${cleanPath}${search ? `?${search}` : ''}`;
}

export interface RequestOptions {
  query?: QueryParams;
  /** Sent as JSON, or as is when it is FormData (multipart uploads). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** The raw response of a successful call; throws `ApiError`/`NetworkError` otherwise. */
export async function apiFetch(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getSessionToken();
  if (token) headers[TOKEN_HEADER] = token;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, await readBody(response));
  }
  return response;
}

/** A JSON call: the parsed answer (undefined for an empty one). */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const response = await apiFetch(method, path, options);
  return (await readBody(response)) as T;
}

export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('GET', path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T = unknown>(path: string, options?: RequestOptions) =>
    apiRequest<T>('DELETE', path, options),
};

/**
 * An answer in the list contract's shape (`{results, count, next_cursor}`), or undefined. An
 * answer without `next_cursor` (the plain form of spec §7) is the last page.
 */
export function readListPage(value: unknown): ListPage<unknown> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const {
    results,
    count,
    count_capped: capped,
    next_cursor: next,
  } = value as Partial<Record<string, unknown>>;
  if (!Array.isArray(results) || typeof count !== 'number') return undefined;
  if (next !== undefined && next !== null && typeof next !== 'string') return undefined;
  const page = { results, count, next_cursor: next ?? null };
  return capped === true ? { ...page, count_capped: true } : page;
}

/**
 * `GET <resource>?limit&offset&filters`. A 401 means the session is gone: log out and alert
 * 'Access denied' (spec §7). Other failures are only logged, then passed on to the caller.
 */
export async function fetchList<T>(
  resource: string,
  query?: QueryParams,
  options: Omit<RequestOptions, 'query' | 'body'> = {},
): Promise<ListPage<T>> {
  try {
    const page = readListPage(await apiRequest<unknown>('GET', resource, { ...options, query }));
    if (page === undefined) throw new Error(`GET ${resource}: not a list page`);
    // The rows are the caller's type: the api answers them from the schema it documents.
    return page as ListPage<T>;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      useSession.getState().logout();
      getNotifier().alert(ACCESS_DENIED_ALERT);
    } else if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.error(`List ${resource} failed`, error);
    }
    throw error;
  }
}
