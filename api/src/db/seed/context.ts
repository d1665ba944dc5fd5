/**
 * What every part of the generator reads: the seed, the generation, the reference day, the
 * variant and branches, the ids to continue from, and a random stream per record.
 */
import type { StateVariant } from '@veldwerk/shared/domain';
import { amsterdamInstant, dayNumber } from './calendar';
import type { Branches, SeedSizes } from './options';
import { hashText, Random } from './random';

/** Random streams (part of the generated data: never renumber). */
export const STREAMS = {
  client: 1,
  campaign: 2,
  layout: 3,
  setting: 4,
  person: 5,
  shift: 6,
  donation: 7,
  donationCalls: 8,
  check: 9,
} as const;
export type StreamName = keyof typeof STREAMS;

export interface IdBases {
  /** The generated ids are base + 1, base + 2, … */
  readonly client: number;
  readonly campaign: number;
  readonly layout: number;
  readonly donation: number;
  /** The first generated employee code. */
  readonly employeeCode: number;
}

export interface SeedContext {
  /** The seed as a 32-bit number. */
  readonly seed: number;
  /** 1 for a run on an empty database; one more than the last for `--append`. */
  readonly generation: number;
  readonly sizes: SeedSizes;
  /** Day number of the reference day. */
  readonly today: number;
  /** The start of the reference day (Amsterdam): everything that happened lies before it. */
  readonly now: Date;
  readonly variant: StateVariant;
  readonly branches: Branches;
  readonly historyDays: number;
  readonly base: IdBases;
}

/** A seed text → 32 bits: a whole number is used as it is, anything else is hashed. */
export function seedNumber(seed: string): number {
  return /^\d{1,9}$/.test(seed) ? Number(seed) >>> 0 : hashText(seed);
}

export function createContext(input: {
  seed: string;
  generation: number;
  sizes: SeedSizes;
  today: string;
  variant: StateVariant;
  branches: Branches;
  historyDays: number;
  base: IdBases;
}): SeedContext {
  const today = dayNumber(input.today);
  return {
    seed: seedNumber(input.seed),
    generation: input.generation,
    sizes: input.sizes,
    today,
    now: amsterdamInstant(today, 0),
    variant: input.variant,
    branches: input.branches,
    historyDays: input.historyDays,
    base: input.base,
  };
}

/** The random stream of record `index` of a kind (different per generation). */
export function randomFor(ctx: SeedContext, stream: StreamName, index: number): Random {
  return new Random(ctx.seed, (STREAMS[stream] << 16) | ctx.generation, index);
}
