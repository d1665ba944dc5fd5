import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-config';

const firstMessage = (schema: z.ZodType, value: unknown): string | undefined =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('Dutch zod fallback', () => {
  it('says "Vereist veld" for a missing value and "Incorrect formaat" for a wrong type', () => {
    expect(firstMessage(z.object({ a: z.string() }), {})).toBe('Vereist veld');
    expect(firstMessage(z.string(), null)).toBe('Vereist veld');
    expect(firstMessage(z.number(), 'x')).toBe('Incorrect formaat');
  });

  it('gives Dutch length and size messages', () => {
    expect(firstMessage(z.string().min(3), 'ab')).toBe('Minimaal 3 karakters');
    expect(firstMessage(z.string().min(1), '')).toBe('Vereist veld');
    expect(firstMessage(z.string().max(100), 'x'.repeat(101))).toBe('Maximaal 100 karakters');
    expect(firstMessage(z.number().min(1), 0)).toBe('Minimaal 1');
    expect(firstMessage(z.number().max(6), 7)).toBe('Maximaal 6');
    expect(firstMessage(z.array(z.string()).min(2), ['a'])).toBe('Minimaal 2 items');
    expect(firstMessage(z.array(z.string()).max(1), ['a', 'b'])).toBe('Maximaal 1 item');
  });

  it('gives Dutch messages for formats, choices, unknown keys and unions', () => {
    expect(firstMessage(z.email(), 'nope')).toBe('Incorrect formaat');
    expect(firstMessage(z.iso.date(), '2020-13-01')).toBe('Incorrect formaat');
    expect(firstMessage(z.number().multipleOf(5), 3)).toBe('Incorrect formaat');
    expect(firstMessage(z.enum(['a', 'b']), 'c')).toBe('Ongeldige keuze');
    expect(firstMessage(z.strictObject({}), { x: 1 })).toBe('Onbekend veld');
    expect(firstMessage(z.union([z.string(), z.number()]), true)).toBe('Ongeldige invoer');
  });

  it('never falls back to an English text', () => {
    const schemas: [z.ZodType, unknown][] = [
      [z.string(), 1],
      [z.number().int(), 1.5],
      [z.boolean(), 'x'],
      [z.uuid(), 'x'],
      [z.literal('x'), 'y'],
      [z.tuple([z.string()]), []],
      [z.record(z.enum(['a']), z.string()), { b: 'x' }],
    ];
    for (const [schema, value] of schemas) {
      const message = firstMessage(schema, value) ?? '';
      expect(message).not.toMatch(/expected|invalid|too (small|big)/i);
      expect(message).not.toBe('');
    }
  });

  it('leaves a schema its own message', () => {
    expect(firstMessage(z.string({ error: 'Eigen tekst' }), 1)).toBe('Eigen tekst');
  });
});
