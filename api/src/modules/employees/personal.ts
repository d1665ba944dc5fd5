/**
 * The one place the employees module reads and writes personal data (IBAN, BSN). For now the
 * values pass through unchanged; the data-protection work replaces these two bodies (sealing with
 * `app.personalData.seal('iban'|'bsn', plain)` into the value and `*_index` columns, and masking
 * on the way out), so nothing else in the module changes.
 */
import type { FastifyInstance } from 'fastify';

export interface PersonalInput {
  iban?: string | null | undefined;
  bsn?: string | null | undefined;
}

export interface PersonalColumns {
  iban: string | null;
  bsn: string | null;
}

/** Plain values from a payload → what the `iban` / `bsn` columns store. */
export function sealEmployeePersonal(_app: FastifyInstance, input: PersonalInput): PersonalColumns {
  return { iban: input.iban ?? null, bsn: input.bsn ?? null };
}

/** Stored `iban` / `bsn` → what an answer to a caller with these roles carries. */
export function presentEmployeePersonal(
  _app: FastifyInstance,
  _roles: readonly string[],
  row: PersonalColumns,
): PersonalColumns {
  return { iban: row.iban, bsn: row.bsn };
}
