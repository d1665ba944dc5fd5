/**
 * The error catalogue of spec §8 as pure functions: each takes what a call threw and returns
 * the Dutch text (and, for saves, the field errors) the screen shows.
 */
import { isValidationErrorBody } from '../domain/http/http';
import { ApiError, NetworkError, describeBody } from './api-client';

export const ERROR_MESSAGES = {
  saveInvalid: 'Server kan het record niet opslaan, controleer het formulier.',
  saveStatusSuffix: 'Controleer het formulier en bijbehorende rechten.',
  network: 'Intern server probleem',
  deleteFailed: 'Kan niet verwijderen',
  loginInitFailed: 'Kan Google login niet initieren door een API fout.',
  loginPopupClosed: 'Popup is gesloten voordat login werd afgerond.',
  loginAccessDenied: 'Gebruiker heeft geen toestemming gegeven tot het account.',
  loginImmediateFailed: 'Kan niet automatisch de juiste gebruiker selecteren zonder consent.',
  /** Not in the spec: the product was opened at an address sign-in cannot return to. */
  loginWrongAddress: (address: string) =>
    `Inloggen kan niet vanaf dit adres. Open Veldwerk via ${address} en log daar in.`,
} as const;

/** Reason phrases for when a response carries no statusText (HTTP/2 never does). */
const REASON_PHRASES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function statusTextOf(error: ApiError): string {
  return error.statusText || REASON_PHRASES[error.status] || String(error.status);
}

export interface SaveErrorFeedback {
  /** Shown under the fields: `errors.children.{field}.errors[0]`. */
  fieldErrors: Record<string, string>;
  /** Shown above the form (null when the field errors say it all). */
  message: string | null;
  /** 'warning' for a refused form, 'danger' for any other failure. */
  severity: 'warning' | 'danger';
}

/** spec §8 "Save errors". */
export function saveErrorFeedback(error: unknown): SaveErrorFeedback {
  if (error instanceof ApiError) {
    if (error.status === 400) {
      const fields = new Map<string, string>();
      let formErrors: string[] = [];
      if (isValidationErrorBody(error.body)) {
        for (const [field, child] of Object.entries(error.body.errors.children)) {
          const first = child.errors[0];
          if (first !== undefined) fields.set(field, first);
        }
        formErrors = error.body.errors.errors.filter((message) => message !== '');
      }
      // A field named `__proto__` must stay a field: fromEntries defines own properties.
      const fieldErrors: Record<string, string> = Object.fromEntries(fields);
      const hasFieldErrors = fields.size > 0;
      const message =
        formErrors.length > 0
          ? formErrors.join(' ')
          : hasFieldErrors
            ? null
            : ERROR_MESSAGES.saveInvalid;
      return { fieldErrors, message, severity: 'warning' };
    }
    // The api's own refusal says what is wrong in Dutch ("Geen toegang tot deze functie.");
    // spec §8's "{statusText}: …" is the fallback for an answer without one (a proxy's page).
    const serverMessage =
      typeof error.body === 'object' && error.body !== null ? describeBody(error.body) : undefined;
    return {
      fieldErrors: {},
      message: serverMessage ?? `${statusTextOf(error)}: ${ERROR_MESSAGES.saveStatusSuffix}`,
      severity: 'danger',
    };
  }
  return { fieldErrors: {}, message: ERROR_MESSAGES.network, severity: 'danger' };
}

/** spec §8: a failed delete alerts the server's body, or 'Kan niet verwijderen'. */
export function deleteErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return describeBody(error.body) ?? ERROR_MESSAGES.deleteFailed;
  if (error instanceof NetworkError) return ERROR_MESSAGES.network;
  return ERROR_MESSAGES.deleteFailed;
}

/** spec §8: a failed download shows the server's body. */
export function downloadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return describeBody(error.body) ?? `${statusTextOf(error)}`;
  if (error instanceof NetworkError) return ERROR_MESSAGES.network;
  return error instanceof Error ? error.message : String(error);
}

/** The OIDC error codes that mean "could not sign in without showing the user a prompt". */
const IMMEDIATE_FAILED_CODES = new Set([
  'immediate_failed',
  'login_required',
  'interaction_required',
  'consent_required',
  'account_selection_required',
]);

/** Failures before the provider could even be asked: its metadata, keys or token endpoint. */
function isInitialisationFailure(error: Error): boolean {
  return (
    error.name === 'ErrorTimeout' ||
    error instanceof TypeError ||
    /^Invalid response Content-Type|^Metadata does not contain|^No authority|\(\d{3}\)/.test(
      error.message,
    )
  );
}

function readString(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' && field !== '' ? field : undefined;
}

/**
 * spec §8 "Login errors", the identity provider's part: the four known failures in Dutch,
 * anything else as `code: description`. Reads oidc-client-ts errors (`ErrorResponse` with
 * `error`/`error_description`, 'Popup closed by user', network and metadata failures) and the
 * legacy Google codes.
 */
export function identityProviderErrorMessage(error: unknown): string {
  const code = readString(error, 'error') ?? readString(error, 'code');
  const description =
    readString(error, 'error_description') ??
    readString(error, 'details') ??
    readString(error, 'description') ??
    (error instanceof Error ? error.message : undefined);

  if (code !== undefined) {
    if (code === 'idpiframe_initialization_failed') return ERROR_MESSAGES.loginInitFailed;
    if (code === 'popup_closed_by_user') return ERROR_MESSAGES.loginPopupClosed;
    if (code === 'access_denied') return ERROR_MESSAGES.loginAccessDenied;
    if (IMMEDIATE_FAILED_CODES.has(code)) return ERROR_MESSAGES.loginImmediateFailed;
    return description !== undefined && description !== code ? `${code}: ${description}` : code;
  }
  if (error instanceof Error) {
    if (/^Popup closed/.test(error.message)) return ERROR_MESSAGES.loginPopupClosed;
    if (isInitialisationFailure(error)) return ERROR_MESSAGES.loginInitFailed;
    return `${error.name}: ${error.message}`;
  }
  return `unknown: ${String(error)}`;
}

/**
 * spec §8 "Login errors", the whole of it: what the api refused (`error.message`, else
 * `message`), a network failure, or an identity-provider failure.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return describeBody(error.body) ?? statusTextOf(error);
  if (error instanceof NetworkError) return ERROR_MESSAGES.network;
  return identityProviderErrorMessage(error);
}
