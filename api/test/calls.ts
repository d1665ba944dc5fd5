/**
 * Calling the api as a demo account in module tests: `const as = await callers(app)` then
 * `as.superAdministration('POST', '/api/clients', body)`; `as.anonymous` sends no token.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { authHeader, signInAs } from './harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD';
export type Call = (
  method: Method,
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

function callWith(app: FastifyInstance, token: string | undefined): Call {
  return (method, url, payload, headers = {}) =>
    app.inject({
      method,
      url,
      headers: { ...headers, ...(token === undefined ? {} : authHeader(token)) },
      ...(payload === undefined
        ? {}
        : { payload: Buffer.isBuffer(payload) ? payload : (payload as Record<string, unknown>) }),
    });
}

/** A multipart body with one file part, as a browser's FormData sends it. */
export function multipartFile(
  field: string,
  filename: string,
  type: string,
  content: Buffer,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----veldwerk${Math.random().toString(36).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Signed-in callers for the roles module tests need, plus an anonymous one. */
export async function callers(app: FastifyInstance) {
  const [admin, superAdministration, manager, employee] = await Promise.all(
    [
      'admin@veldwerk.test',
      'super.administration@veldwerk.test',
      'manager@veldwerk.test',
      'employee@veldwerk.test',
    ].map((email) => signInAs(app, email)),
  );
  return {
    admin: callWith(app, admin),
    superAdministration: callWith(app, superAdministration),
    manager: callWith(app, manager),
    employee: callWith(app, employee),
    anonymous: callWith(app, undefined),
  };
}

/** A name no other test or seeded row uses, for filters that must find only this test's rows. */
export function uniqueTag(prefix = 't'): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Matches any number (an id the database chose), typed so object literals stay `any`-free. */
export const anyNumber: unknown = expect.any(Number);
/** Matches any string. */
export const anyString: unknown = expect.any(String);
