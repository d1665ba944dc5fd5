/**
 * PostgreSQL cannot store the NUL character in text: a value holding one fails in the driver
 * ("invalid byte sequence"), which would surface as a 500. Every request's query and JSON body
 * is checked first, and such a value answers 400 naming its field.
 */
import type { FastifyInstance } from 'fastify';
import { HTTP_MESSAGES, type IssueLike } from '@veldwerk/shared/domain';
import { InvalidInputError } from './errors';

export const NUL_MESSAGE = 'Ongeldig teken in de tekst.';
const MAX_DEPTH = 32;

function findNul(value: unknown, path: PropertyKey[], issues: IssueLike[], depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes('\0')) issues.push({ path, message: NUL_MESSAGE });
    return;
  }
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\0')) issues.push({ path, message: NUL_MESSAGE });
    findNul(item, [...path, Array.isArray(value) ? Number(key) : key], issues, depth + 1);
  }
}

export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const issues: IssueLike[] = [];
    findNul(request.query, [], issues);
    findNul(request.params, [], issues);
    findNul(request.body, [], issues);
    if (issues.length === 0) {
      done();
      return;
    }
    const { bodyRoot } = request.routeOptions.config;
    done(
      new InvalidInputError(issues, {
        message: HTTP_MESSAGES.badRequest,
        ...(bodyRoot === undefined ? {} : { root: bodyRoot }),
      }),
    );
  });
}
