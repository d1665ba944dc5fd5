import { describe, expect, it } from 'vitest';
import { seedNumber } from './context';
import { demoAccountUuid, generationOf, seedUuid } from './ids';
import { DEFAULT_SIZES, DEMO_SIZES, parseSeedArgs, SeedArgsError } from './options';
import { Random } from './random';

describe('pnpm seed flags', () => {
  it('defaults, the --demo preset, and size flags (underscores allowed)', () => {
    const now = new Date('2026-06-15T10:00:00Z');
    expect(parseSeedArgs([], now).options).toMatchObject({
      seed: '1',
      sizes: DEFAULT_SIZES,
      today: '2026-06-15',
      append: false,
      method: 'auto',
    });
    expect(parseSeedArgs(['--demo'], now).options.sizes).toEqual(DEMO_SIZES);
    const parsed = parseSeedArgs(
      ['--donations', '1_000_000', '--employees=50', '--seed', 'demo', '--append', '--hash'],
      now,
    );
    expect(parsed.options.sizes.donations).toBe(1_000_000);
    expect(parsed.options.sizes.employees).toBe(50);
    expect(parsed.options).toMatchObject({ seed: 'demo', append: true });
    expect(parsed.hash).toBe(true);
    expect(parseSeedArgs(['--variant', 'variant', '--method', 'insert'], now)).toMatchObject({
      variant: 'variant',
      options: { method: 'insert' },
    });
  });

  it('refuses unknown flags and bad values with a message naming the flag', () => {
    expect(() => parseSeedArgs(['--donation', '5'])).toThrow(SeedArgsError);
    expect(() => parseSeedArgs(['--donations', '-1'])).toThrow(/--donations/);
    expect(() => parseSeedArgs(['--today', '15/06/2026'])).toThrow(/--today/);
    expect(() => parseSeedArgs(['--variant', 'spain'])).toThrow(/--variant/);
    expect(() => parseSeedArgs(['--method', 'fast'])).toThrow(/--method/);
    expect(() => parseSeedArgs(['--campaigns', '0'])).toThrow(/campaign/);
    expect(() => parseSeedArgs(['--batch-size', '0'])).toThrow(/--batch-size/);
  });
});

describe('seeds, random streams and uuids', () => {
  it('a numeric seed is used as is, any other text is hashed', () => {
    expect(seedNumber('42')).toBe(42);
    expect(seedNumber('veldwerk')).toBe(seedNumber('veldwerk'));
    expect(seedNumber('veldwerk')).not.toBe(seedNumber('Veldwerk'));
  });

  it('a stream depends on seed, stream and index only', () => {
    const draws = (r: Random) => Array.from({ length: 8 }, () => r.next());
    expect(draws(new Random(1, 2, 3))).toEqual(draws(new Random(1, 2, 3)));
    expect(draws(new Random(1, 2, 3))).not.toEqual(draws(new Random(1, 2, 4)));
    expect(draws(new Random(1, 2, 3))).not.toEqual(draws(new Random(2, 2, 3)));
    expect(draws(new Random(1, 2, 3))).not.toEqual(draws(new Random(1, 3, 3)));
    const random = new Random(7, 7, 7);
    for (let i = 0; i < 1000; i += 1) {
      const n = random.int(3, 9);
      expect(n >= 3 && n <= 9).toBe(true);
    }
  });

  it('generated uuids carry their generation and are valid version-8 uuids', () => {
    const id = seedUuid(3, 'shift', 123_456);
    expect(id).toBe('5eed0003-0003-8000-8000-00000001e240');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(generationOf(id)).toBe(3);
    expect(generationOf(demoAccountUuid(0))).toBe(0);
    expect(generationOf('0f0e4c1e-9a51-4c8e-bd44-8d6d5b1c2a3f')).toBeUndefined();
  });
});
