/**
 * Dutch texts of sign-in refusals. The api answers them as `error.message` of
 * `POST /api/authenticate` and the shell shows them in the red alert of the login page (spec §8).
 * Each code maps to one HTTP status; see `SIGN_IN_REFUSALS`.
 */

export type SignInRefusalCode =
  | 'invalid_request'
  | 'invalid_token'
  | 'token_expired'
  | 'token_replayed'
  | 'unknown_employee'
  | 'wrong_domain'
  | 'email_unverified'
  | 'employee_inactive'
  | 'too_many_attempts'
  | 'identity_unavailable';

export const SIGN_IN_MESSAGES = {
  invalidRequest: 'Er is geen geldig inlogbewijs meegestuurd. Probeer opnieuw in te loggen.',
  invalidToken: 'Het inlogbewijs kon niet worden gecontroleerd. Probeer opnieuw in te loggen.',
  tokenExpired: 'Het inlogbewijs is verlopen. Log opnieuw in.',
  tokenReplayed: 'Dit inlogbewijs is al gebruikt. Log opnieuw in.',
  unknownEmployee: (email: string) =>
    `Er is geen medewerker met het e-mailadres ${email}. Neem contact op met de administratie.`,
  wrongDomain: (domain: string) =>
    `Alleen accounts van het domein ${domain} hebben toegang. Log in met uw ${domain}-account.`,
  emailUnverified: 'Het e-mailadres van dit account is niet bevestigd door de inlogdienst.',
  employeeInactive: (email: string) =>
    `Het account ${email} is niet meer actief. Neem contact op met de administratie.`,
  tooManyAttempts: 'Te veel inlogpogingen. Probeer het over een minuut opnieuw.',
  identityUnavailable: 'De inlogdienst is tijdelijk niet bereikbaar. Probeer het later opnieuw.',
} as const;

/** The HTTP status the api answers for each refusal. */
export const SIGN_IN_REFUSALS: Readonly<Record<SignInRefusalCode, number>> = {
  invalid_request: 400,
  invalid_token: 401,
  token_expired: 401,
  token_replayed: 401,
  unknown_employee: 401,
  wrong_domain: 403,
  email_unverified: 403,
  employee_inactive: 403,
  too_many_attempts: 429,
  identity_unavailable: 503,
};
