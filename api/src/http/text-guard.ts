/**
 * Text PostgreSQL cannot store faithfully is refused before any route sees it: the NUL character
 * (the driver fails with "invalid byte sequence") and half of a UTF-16 surrogate pair (`"\ud800"`
 * in JSON: jsonb refuses it, a text column would store "�"). Every request's query, path
 * parameters and JSON body — values and keys — are checked first, and such text answers 400
 * naming its field.
 */
import type { FastifyInstance } from 'fastify';
import { HTTP_MESSAGES, type IssueLike } from '@veldwerk/shared/domain';
import { MESSAGES } from '@veldwerk/shared/validation';
import { InvalidInputError } from './errors';

const MAX_DEPTH = 32;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `text` holds a character the database cannot store as given. */
export function hasInvalidCharacter(text: string): boolean {
  return text.includes('\0') || LONE_SURROGATE.test(text);
}

function findInvalid(value: unknown, path: PropertyKey[], issues: IssueLike[], depth = 0): void {
  if (typeof value === 'string') {
    if (hasInvalidCharacter(value)) issues.push({ path, message: MESSAGES.invalidCharacter });
    return;
  }
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = [...path, Array.isArray(value) ? Number(key) : key];
    // A bad key is named by its parent: the key itself is not a field anyone can show.
    if (hasInvalidCharacter(key)) issues.push({ path, message: MESSAGES.invalidCharacter });
    else findInvalid(item, itemPath, issues, depth + 1);
  }
}

export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const issues: IssueLike[] = [];
    findInvalid(request.query, [], issues);
    findInvalid(request.params, [], issues);
    findInvalid(request.body, [], issues);
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
