/**
 * The personal-data seam of donations: every read and write of `iban` goes through these two
 * functions. For now they pass values through unchanged; with the data-protection work they
 * will seal the IBAN (`app.personalData.seal('iban', plain)` → `{ value, index }`, the index
 * in `iban_index`) and present it per role.
 */
import type { FastifyInstance } from 'fastify';
import type { Role } from '@veldwerk/shared/auth';

/** The personal fields of a donation as the payload carries them. */
export interface DonationPersonalInput {
  iban: string | null;
}

/** Column values for the personal fields of a donation. */
export function sealDonationPersonal(
  _app: FastifyInstance | null,
  input: DonationPersonalInput,
): { iban: string | null } {
  return { iban: input.iban };
}

/** What an answer carries of a stored row's personal fields, for the caller's roles. */
export function presentDonationPersonal(
  _app: FastifyInstance | null,
  _roles: readonly Role[],
  row: { iban: string | null },
): { iban: string | null } {
  return { iban: row.iban };
}
