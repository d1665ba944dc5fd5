/**
 * A small seeded PRNG (sfc32) and the draws the generator needs. Every generated record gets
 * its own stream, keyed by (seed, stream, index): record 123 456 comes out the same whatever the
 * batch size, the database, or which records were generated before it.
 */

/** A 32-bit hash of a text (FNV-1a), e.g. of a `--seed` that is not a number. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** murmur3's finaliser: spreads the bits of a 32-bit value. */
function mix(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** A stream for record `index` of `stream` under `seed` (all 32-bit unsigned integers). */
  constructor(seed: number, stream: number, index: number) {
    const high = Math.floor(index / 0x1_0000_0000);
    this.a = mix(seed ^ 0x9e3779b9);
    this.b = mix(stream + Math.imul(this.a, 0x27d4eb2d));
    this.c = mix((index >>> 0) ^ this.b);
    this.d = mix(high + Math.imul(this.c, 0x165667b1)) | 1;
    // Warm up: the first outputs of sfc32 still show the seed's structure.
    for (let i = 0; i < 12; i += 1) this.next();
  }

  /** The next 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next() / 0x1_0000_0000;
  }

  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.float() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.float() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** One value by weight: `[[value, weight], …]`, weights need not add up to 1. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of choices) total += weight;
    let roll = this.float() * total;
    for (const [value, weight] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = choices.at(-1);
    if (last === undefined) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** A string of `length` decimal digits (leading zeros allowed). */
  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += String(this.next() % 10);
    return out;
  }
}

/** A prepared weighted choice: cumulative weights computed once, for hot loops. */
export class Weighted<T> {
  private readonly values: readonly T[];
  private readonly cumulative: readonly number[];
  private readonly total: number;

  constructor(choices: readonly (readonly [T, number])[]) {
    if (choices.length === 0) throw new Error('Weighted needs at least one choice');
    const values: T[] = [];
    const cumulative: number[] = [];
    let total = 0;
    for (const [value, weight] of choices) {
      total += weight;
      values.push(value);
      cumulative.push(total);
    }
    this.values = values;
    this.cumulative = cumulative;
    this.total = total;
  }

  pick(random: Random): T {
    const roll = random.float() * this.total;
    for (let i = 0; i < this.cumulative.length; i += 1) {
      const bound = this.cumulative[i];
      const value = this.values[i];
      if (bound !== undefined && value !== undefined && roll < bound) return value;
    }
    const last = this.values.at(-1);
    if (last === undefined) throw new Error('unreachable');
    return last;
  }
}
