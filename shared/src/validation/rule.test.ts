import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { digitsRule } from './formats';
import {
  all,
  check,
  isBlank,
  optional,
  required,
  requiredThen,
  ruleErrors,
  ruled,
  ruledObject,
} from './rule';

const now = new Date('2026-11-21T10:00:00Z');

describe('rule combinators', () => {
  it('treats undefined, null, blank text and empty lists as blank', () => {
    for (const value of [undefined, null, '', '  ', []]) expect(isBlank(value)).toBe(true);
    for (const value of ['a', 0, false, ['x']]) expect(isBlank(value)).toBe(false);
  });

  it('required says "Vereist veld"', () => {
    expect(check(required, '  ', now)).toBe('Vereist veld');
    expect(check(required, 'x', now)).toBeUndefined();
  });

  it('optional skips blank values and checks the rest', () => {
    expect(check(optional(digitsRule), '', now)).toBeUndefined();
    expect(check(optional(digitsRule), 'x', now)).toBe('Incorrect formaat');
  });

  it('requiredThen and all stop at the first failing rule', () => {
    expect(check(requiredThen(digitsRule), '', now)).toBe('Vereist veld');
    expect(check(requiredThen(digitsRule), 'x', now)).toBe('Incorrect formaat');
    expect(
      check(
        all(
          () => 'eerste',
          () => 'tweede',
        ),
        'x',
        now,
      ),
    ).toBe('eerste');
  });

  it('ruled adds a rule to a zod schema without changing its output', () => {
    const schema = ruled(z.string(), digitsRule);
    expect(schema.safeParse('12').data).toBe('12');
    expect(schema.safeParse('1x').error?.issues[0]?.message).toBe('Incorrect formaat');
  });

  it('ruledObject reports each field under its own path, next to base type errors', () => {
    const schema = ruledObject({ a: z.string(), b: z.number() }, () => ({
      a: requiredThen(digitsRule),
    }));
    const result = schema.safeParse({ a: 'x', b: 'nope' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['b', 'Incorrect formaat'],
      ['a', 'Incorrect formaat'],
    ]);
  });

  it('ruledObject keeps one message for a field whose base type failed', () => {
    const schema = ruledObject({ a: z.iso.date() }, () => ({ a: requiredThen(digitsRule) }));
    expect(schema.safeParse({ a: 'x' }).error?.issues).toHaveLength(1);
    expect(schema.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual([
      'Vereist veld',
    ]);
  });

  it('ruleErrors collects messages by field', () => {
    expect(ruleErrors({ a: '', b: '1' }, { a: required, b: digitsRule }, now)).toEqual({
      a: 'Vereist veld',
    });
  });
});
