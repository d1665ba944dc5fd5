/**
 * Masked IBAN and BSN (issue 11): what a role that does not edit a resource sees instead of the
 * full value. The api masks before answering (`presentPersonal`); the browser shows what it gets
 * and uses these only for values it holds itself. Who sees the full value is decided by
 * `seesFullPersonalData` in `@veldwerk/shared/auth`.
 */
import { normalizeBsn } from '../../validation/bsn';
import { normalizeIban } from '../../validation/iban';

/** The character that stands for a hidden digit or letter. */
export const MASK_CHAR = '•';

/** What an anonymised record holds in its text fields that named a person. */
export const ANONYMIZED_MARKER = 'Geanonimiseerd';

/**
 * `NL91ABNA0417164300` → `NL91 •••• •••• ••43 00`: country and check digits and the last four
 * characters stay, in groups of four. Short or odd input is masked whole but for its last two.
 */
export function maskIban(iban: string): string {
  const value = normalizeIban(iban);
  if (value.length < 10) return MASK_CHAR.repeat(Math.max(0, value.length - 2)) + value.slice(-2);
  const hidden = value.slice(0, 4) + MASK_CHAR.repeat(value.length - 8) + value.slice(-4);
  return hidden.replace(/(.{4})(?=.)/gu, '$1 ');
}

/** `123456782` → `•••••6782`: only the last four digits stay (8-digit numbers likewise). */
export function maskBsn(bsn: string): string {
  const value = normalizeBsn(bsn);
  const keep = value.length > 4 ? 4 : Math.max(0, value.length - 1);
  return MASK_CHAR.repeat(value.length - keep) + value.slice(value.length - keep);
}

export type PersonalKind = 'iban' | 'bsn';

export function maskPersonal(kind: PersonalKind, value: string): string {
  return kind === 'iban' ? maskIban(value) : maskBsn(value);
}

/** Whether a value as the api sent it is masked (holds the mask character). */
export function isMasked(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.includes(MASK_CHAR);
}

/** The answers of the anonymise routes (`POST donations/{id}/anonymize`, `employees/{uuid}/…`). */
export const PERSONAL_DATA_MESSAGES = {
  donationNotFound: 'Donatie niet gevonden.',
  employeeNotFound: 'Medewerker niet gevonden.',
  cannotAnonymizeSelf: 'U kunt uw eigen gegevens niet anonimiseren.',
} as const;

/** The email an anonymised employee keeps (the column is required and unique). */
export function anonymizedEmail(employeeId: string): string {
  return `geanonimiseerd-${employeeId.toLowerCase()}@anoniem.invalid`;
}
