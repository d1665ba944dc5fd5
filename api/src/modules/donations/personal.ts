/**
 * The personal-data seam of donations: every read and write of `iban` goes through these
 * functions. The IBAN is sealed at rest with its blind index (`iban_index`, see
 * api/src/modules/personal-data) and answered in full to a caller who edits the donation, masked
 * to anyone else (the shared rule `seesFullPersonalData`).
 */
import type { FastifyInstance } from 'fastify';
import type { Role } from '@veldwerk/shared/auth';
import { activePersonalDataCodec, presentPersonal } from '../personal-data/present';

/** The personal fields of a donation as the payload carries them. */
export interface DonationPersonalInput {
  iban: string | null;
}

const codecOf = (app: FastifyInstance | null) => app?.personalData ?? activePersonalDataCodec();

/** Column values for the personal fields of a donation (an unchanged IBAN keeps its seal). */
export function sealDonationPersonal(
  app: FastifyInstance | null,
  input: DonationPersonalInput,
  before: { iban: string | null; ibanIndex: string | null } | null = null,
): { iban: string | null; ibanIndex: string | null } {
  const stored = { value: before?.iban ?? null, index: before?.ibanIndex ?? null };
  const sealed = codecOf(app).sealOrKeep('iban', input.iban, stored);
  return { iban: sealed.value, ibanIndex: sealed.index };
}

/** What an answer carries of a stored row's personal fields, for the caller's roles. */
export function presentDonationPersonal(
  app: FastifyInstance | null,
  roles: readonly Role[],
  row: { id: number; iban: string | null },
): { iban: string | null } {
  return { iban: presentPersonal(roles, `donations/${row.id}`, row.iban, 'iban', codecOf(app)) };
}

/** The plain IBAN of a stored row (the duplicate check compares it by its blind index). */
export function openDonationIban(
  app: FastifyInstance | null,
  sealed: string | null,
): string | null {
  return codecOf(app).open(sealed);
}

/** The blind index an IBAN is found by. */
export function donationIbanIndex(app: FastifyInstance | null, plain: string): string {
  return codecOf(app).index('iban', plain);
}
