/**
 * The shapes of the api's error answers, and the Dutch texts they carry. The api produces them;
 * the browser's client maps them back (spec §8). Plain TypeScript: no React, no Node.
 */

/** Answer of a 400 caused by invalid input, in the shape spec §8 reads. */
export interface ValidationErrorBody {
  status: 'error';
  message: string;
  errors: {
    /** Form-level errors (not tied to one field). */
    errors: string[];
    /** Field errors by field name; nested fields use dotted paths (`input_fields.0.name`). */
    children: Record<string, { errors: string[] }>;
  };
}

/** Answer of every other refusal or failure. `error.message` is Dutch and safe to show. */
export interface ErrorBody {
  status: 'error';
  message: string;
  error: { code: string; message: string };
}

/** Dutch texts of the api's generic answers (not tied to a form). */
export const HTTP_MESSAGES = {
  badRequest: 'Ongeldig verzoek.',
  invalidForm: 'Server kan het record niet opslaan, controleer het formulier.',
  unauthorized: 'Niet ingelogd of sessie verlopen. Log opnieuw in.',
  forbidden: 'Geen toegang tot deze functie.',
  notFound: 'Niet gevonden.',
  methodNotAllowed: 'Deze methode is niet toegestaan.',
  conflict: 'Het record is intussen gewijzigd of bestaat al.',
  payloadTooLarge: 'Het verzoek is te groot.',
  unsupportedMediaType: 'Dit type inhoud wordt niet ondersteund.',
  tooManyRequests: 'Te veel verzoeken. Probeer het over een minuut opnieuw.',
  internal: 'Er ging iets mis op de server. Probeer het later opnieuw.',
  unavailable: 'De dienst is tijdelijk niet beschikbaar.',
} as const;

/** Minimal view of a schema issue (zod's `issues` have this shape). */
export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * Turns schema issues into the 400 body. `root` strips the resource wrapper of spec §7 bodies
 * (`{client: {name}}` → field `name`). Only the first message per field is kept first in line,
 * as the browser shows `errors.children.{field}.errors[0]`.
 */
export function validationErrorBody(
  issues: readonly IssueLike[],
  options: { root?: string; message?: string } = {},
): ValidationErrorBody {
  const formErrors: string[] = [];
  // Field names come from the request (`?constructor=…`, a body key `__proto__`): a Map keys
  // them without ever meeting Object.prototype, and fromEntries creates plain own properties.
  const children = new Map<string, string[]>();
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (options.root !== undefined && path[0] === options.root) path.shift();
    if (path.length === 0) {
      if (!formErrors.includes(issue.message)) formErrors.push(issue.message);
      continue;
    }
    const field = path.join('.');
    const messages = children.get(field) ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    children.set(field, messages);
  }
  return {
    status: 'error',
    message: options.message ?? HTTP_MESSAGES.invalidForm,
    errors: {
      errors: formErrors,
      children: Object.fromEntries(
        [...children].map(([field, errors]) => [field, { errors }] as const),
      ),
    },
  };
}

export function errorBody(code: string, message: string): ErrorBody {
  return { status: 'error', message, error: { code, message } };
}

export function isValidationErrorBody(value: unknown): value is ValidationErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const errors = (value as { errors?: unknown }).errors;
  return (
    typeof errors === 'object' &&
    errors !== null &&
    Array.isArray((errors as { errors?: unknown }).errors) &&
    typeof (errors as { children?: unknown }).children === 'object'
  );
}
