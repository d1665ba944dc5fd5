/**
 * Identifiers of generated records. Integer ids (clients, campaigns, layouts, donations) continue
 * after the largest id in the database. Uuids are version-8 uuids that say where they come from:
 *
 *     5eed GGGG - SSSS - 8000 - 8000 - IIIIIIIIIIII
 *          generation  stream               index (hex)
 *
 * Deterministic (a seed run writes the same uuids every time), unique by construction (no
 * random collisions), and a later `--append` run finds the generations used so far with one
 * index lookup per table and takes the next one. The demo accounts are generation 0.
 */

export const SEED_UUID_PREFIX = '5eed';

/** The record kinds that have uuids (part of the uuid: never renumber). */
export const UUID_STREAMS = {
  account: 0,
  employee: 1,
  transition: 2,
  shift: 3,
  check: 4,
  callLog: 5,
  notification: 6,
} as const;
export type UuidStream = keyof typeof UUID_STREAMS;

const MAX_GENERATION = 0xffff;
const MAX_INDEX = 0xffff_ffff_ffff;

const hex = (value: number, width: number): string => value.toString(16).padStart(width, '0');

export function seedUuid(generation: number, stream: UuidStream, index: number): string {
  if (!Number.isInteger(generation) || generation < 0 || generation > MAX_GENERATION) {
    throw new Error(`generation out of range: ${generation}`);
  }
  if (!Number.isInteger(index) || index < 0 || index > MAX_INDEX) {
    throw new Error(`uuid index out of range: ${index}`);
  }
  return `${SEED_UUID_PREFIX}${hex(generation, 4)}-${hex(UUID_STREAMS[stream], 4)}-8000-8000-${hex(index, 12)}`;
}

/** The generation of a generated uuid, or undefined for any other uuid. */
export function generationOf(uuid: string): number | undefined {
  if (!/^5eed[0-9a-f]{4}-[0-9a-f]{4}-8000-8000-[0-9a-f]{12}$/.test(uuid)) return undefined;
  return Number.parseInt(uuid.slice(4, 8), 16);
}

/** The lowest and highest uuid of generations ≥ 1 (a range the primary key index serves). */
export const GENERATED_UUID_RANGE = {
  from: `${SEED_UUID_PREFIX}0001-0000-0000-0000-000000000000`,
  to: `${SEED_UUID_PREFIX}ffff-ffff-ffff-ffff-ffffffffffff`,
} as const;

/** The uuid a demo account gets when the generator (or `seedIfEmpty`) inserts it. */
export function demoAccountUuid(index: number): string {
  return seedUuid(0, 'account', index);
}
