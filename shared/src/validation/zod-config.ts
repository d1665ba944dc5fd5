/**
 * A Dutch fallback for every zod issue that a schema does not give its own message, so no English
 * default ever reaches a user. Installed once as zod's locale (schemas' own `error` params and a
 * caller's `customError` still win); importing this module installs it.
 */
import { z } from 'zod';
import { MESSAGES, maxChars, maxItems, maxValue, minChars, minItems, minValue } from './messages';

type RawIssue = Parameters<NonNullable<z.core.$ZodConfig['localeError']>>[0];

export function dutchMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? MESSAGES.required
        : MESSAGES.format;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? MESSAGES.required : minChars(Number(issue.minimum));
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return Number(issue.minimum) <= 1 ? MESSAGES.required : minItems(issue.minimum);
      }
      return minValue(issue.minimum);
    case 'too_big':
      if (issue.origin === 'string') return maxChars(Number(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return maxItems(issue.maximum);
      return maxValue(issue.maximum);
    case 'invalid_format':
    case 'not_multiple_of':
      return MESSAGES.format;
    case 'invalid_value':
      return MESSAGES.invalidChoice;
    case 'unrecognized_keys':
      return MESSAGES.unknownField;
    default:
      return MESSAGES.invalidInput;
  }
}

let installed = false;

/**
 * Sets the Dutch fallback as zod's locale. Idempotent. In a browser zod also runs `jitless`: its
 * JIT probes `new Function`, which the product's CSP (no unsafe-eval) reports as a violation.
 */
export function installDutchErrorMap(): void {
  if (installed) return;
  z.config({ localeError: dutchMessage, jitless: 'window' in globalThis });
  installed = true;
}

installDutchErrorMap();
