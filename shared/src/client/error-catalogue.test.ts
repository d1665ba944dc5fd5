import { describe, expect, it } from 'vitest';

import { ApiError, NetworkError } from './api-client';
import {
  deleteErrorMessage,
  downloadErrorMessage,
  ERROR_MESSAGES,
  identityProviderErrorMessage,
  loginErrorMessage,
  saveErrorFeedback,
} from './error-catalogue';

/** The shape of oidc-client-ts's ErrorResponse, without the library. */
function errorResponse(error: string, description?: string): Error {
  return Object.assign(new Error(description ?? error), {
    name: 'ErrorResponse',
    error,
    error_description: description ?? null,
  });
}

describe('save errors (spec §8)', () => {
  it('maps 400 field errors to errors.children.{field}.errors[0]', () => {
    const body = {
      status: 'error',
      message: 'x',
      errors: {
        errors: [],
        children: { text: { errors: ['Minimaal 3 karakters', 'second'] }, name: { errors: [] } },
      },
    };
    expect(saveErrorFeedback(new ApiError(400, 'Bad Request', body))).toEqual({
      fieldErrors: { text: 'Minimaal 3 karakters' },
      message: null,
      severity: 'warning',
    });
  });

  it('keeps a field named __proto__ or constructor as a field error', () => {
    const body = JSON.parse(
      '{"errors":{"errors":[],"children":{"__proto__":{"errors":["A"]},"constructor":{"errors":["B"]}}}}',
    ) as unknown;
    const { fieldErrors } = saveErrorFeedback(new ApiError(400, 'Bad Request', body));
    expect(Object.entries(fieldErrors)).toEqual([
      ['__proto__', 'A'],
      ['constructor', 'B'],
    ]);
  });

  it('joins form-level errors', () => {
    const body = { errors: { errors: ['Eerste.', 'Tweede.'], children: {} } };
    expect(saveErrorFeedback(new ApiError(400, '', body)).message).toBe('Eerste. Tweede.');
  });

  it('warns with the generic text for a 400 without details', () => {
    expect(saveErrorFeedback(new ApiError(400, 'Bad Request', 'nope'))).toEqual({
      fieldErrors: {},
      message: 'Server kan het record niet opslaan, controleer het formulier.',
      severity: 'warning',
    });
  });

  it("shows the server's Dutch message of a refusal instead of the status", () => {
    const body = { status: 'error', message: 'Geen toegang tot deze functie.' };
    expect(saveErrorFeedback(new ApiError(403, 'Forbidden', body)).message).toBe(
      'Geen toegang tot deze functie.',
    );
  });

  it('names the status for other failures without a message, even without a statusText', () => {
    expect(saveErrorFeedback(new ApiError(403, 'Forbidden', {})).message).toBe(
      'Forbidden: Controleer het formulier en bijbehorende rechten.',
    );
    expect(saveErrorFeedback(new ApiError(409, '', {})).message).toBe(
      'Conflict: Controleer het formulier en bijbehorende rechten.',
    );
  });

  it('reports a network failure as "Intern server probleem"', () => {
    expect(saveErrorFeedback(new NetworkError(new TypeError('x')))).toMatchObject({
      message: 'Intern server probleem',
      severity: 'danger',
    });
  });
});

describe('delete and download errors (spec §8)', () => {
  it('shows the server body or "Kan niet verwijderen"', () => {
    expect(deleteErrorMessage(new ApiError(409, 'Conflict', 'Werkbriefje is al verwerkt'))).toBe(
      'Werkbriefje is al verwerkt',
    );
    expect(
      deleteErrorMessage(
        new ApiError(403, 'Forbidden', { error: { code: 'f', message: 'Geen toegang.' } }),
      ),
    ).toBe('Geen toegang.');
    expect(deleteErrorMessage(new ApiError(500, 'x', undefined))).toBe('Kan niet verwijderen');
    expect(deleteErrorMessage(new Error('?'))).toBe('Kan niet verwijderen');
  });

  it('shows the server body of a failed download', () => {
    expect(downloadErrorMessage(new ApiError(400, 'Bad Request', 'Geen layout'))).toBe(
      'Geen layout',
    );
  });
});

describe('login errors (spec §8)', () => {
  it("shows the server's error.message, else its message", () => {
    const refused = {
      status: 'error',
      message: 'Algemeen',
      error: { code: 'unknown_user', message: 'Onbekende gebruiker.' },
    };
    expect(loginErrorMessage(new ApiError(401, 'Unauthorized', refused))).toBe(
      'Onbekende gebruiker.',
    );
    expect(loginErrorMessage(new ApiError(401, 'Unauthorized', { message: 'Alleen dit' }))).toBe(
      'Alleen dit',
    );
  });

  it('maps the four identity-provider failures to Dutch', () => {
    expect(identityProviderErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Kan Google login niet initieren door een API fout.',
    );
    expect(identityProviderErrorMessage(new Error('Not Found (404)'))).toBe(
      ERROR_MESSAGES.loginInitFailed,
    );
    expect(identityProviderErrorMessage(new Error('Popup closed by user'))).toBe(
      'Popup is gesloten voordat login werd afgerond.',
    );
    expect(identityProviderErrorMessage(errorResponse('access_denied', 'User said no'))).toBe(
      'Gebruiker heeft geen toestemming gegeven tot het account.',
    );
    expect(identityProviderErrorMessage(errorResponse('login_required'))).toBe(
      'Kan niet automatisch de juiste gebruiker selecteren zonder consent.',
    );
    expect(identityProviderErrorMessage(errorResponse('interaction_required'))).toBe(
      ERROR_MESSAGES.loginImmediateFailed,
    );
    expect(identityProviderErrorMessage({ error: 'popup_closed_by_user' })).toBe(
      ERROR_MESSAGES.loginPopupClosed,
    );
    expect(identityProviderErrorMessage({ error: 'idpiframe_initialization_failed' })).toBe(
      ERROR_MESSAGES.loginInitFailed,
    );
  });

  it('shows unknown failures as "code: description"', () => {
    expect(
      identityProviderErrorMessage(errorResponse('invalid_scope', 'Scope niet toegestaan')),
    ).toBe('invalid_scope: Scope niet toegestaan');
    expect(loginErrorMessage(new Error('State does not match'))).toBe(
      'Error: State does not match',
    );
  });

  it('reports an unreachable api as "Intern server probleem"', () => {
    expect(loginErrorMessage(new NetworkError(new TypeError('x')))).toBe('Intern server probleem');
  });
});
