/**
 * The one place the employees module reads and writes personal data (IBAN, BSN): sealed at rest
 * with their blind indexes (`app.personalData`, api/src/modules/personal-data), and on the way
 * out opened in full for a caller who edits the person, masked for anyone else (the shared rule
 * `seesFullPersonalData`).
 */
import type { FastifyInstance } from 'fastify';
import { presentPersonal } from '../personal-data/present';

export interface PersonalInput {
  iban?: string | null | undefined;
  bsn?: string | null | undefined;
}

export interface PersonalColumns {
  iban: string | null;
  bsn: string | null;
  ibanIndex: string | null;
  bsnIndex: string | null;
}

/**
 * Plain values from a payload → what the `iban` / `bsn` columns and their indexes store; a value
 * equal to the stored one (`before`) keeps its seal, so an update does not record a change.
 */
export function sealEmployeePersonal(
  app: FastifyInstance,
  input: PersonalInput,
  before: PersonalColumns | null = null,
): PersonalColumns {
  const iban = app.personalData.sealOrKeep('iban', input.iban ?? null, {
    value: before?.iban ?? null,
    index: before?.ibanIndex ?? null,
  });
  const bsn = app.personalData.sealOrKeep('bsn', input.bsn ?? null, {
    value: before?.bsn ?? null,
    index: before?.bsnIndex ?? null,
  });
  return { iban: iban.value, ibanIndex: iban.index, bsn: bsn.value, bsnIndex: bsn.index };
}

/** Stored `iban` / `bsn` of employee `id` → what an answer to a caller with these roles carries. */
export function presentEmployeePersonal(
  app: FastifyInstance,
  roles: readonly string[],
  id: string,
  row: { iban: string | null; bsn: string | null },
): { iban: string | null; bsn: string | null } {
  const path = `employees/${id}`;
  return {
    iban: presentPersonal(roles, path, row.iban, 'iban', app.personalData),
    bsn: presentPersonal(roles, path, row.bsn, 'bsn', app.personalData),
  };
}
