/**
 * The personal-data seam of donation checks: the IBAN is sealed at rest with its blind index
 * (see api/src/modules/personal-data) and answered in full to who edits checks (captain,
 * administration), masked to anyone else.
 */
import type { FastifyInstance } from 'fastify';
import { activePersonalDataCodec, presentPersonal } from '../personal-data/present';

const codecOf = (app: FastifyInstance | null) => app?.personalData ?? activePersonalDataCodec();

/** Column values of a check's IBAN (an unchanged IBAN keeps its seal). */
export function sealCheckIban(
  app: FastifyInstance | null,
  iban: string | null,
  before: { iban: string | null; ibanIndex: string | null } | null = null,
): { iban: string | null; ibanIndex: string | null } {
  const stored = { value: before?.iban ?? null, index: before?.ibanIndex ?? null };
  const sealed = codecOf(app).sealOrKeep('iban', iban, stored);
  return { iban: sealed.value, ibanIndex: sealed.index };
}

/** The IBAN a check's answer carries, for the caller's roles. */
export function presentCheckIban(
  app: FastifyInstance | null,
  roles: readonly string[],
  row: { id: string; iban: string | null },
): string | null {
  return presentPersonal(roles, `donationchecks/${row.id}`, row.iban, 'iban', codecOf(app));
}
