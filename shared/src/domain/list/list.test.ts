import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { canAutocomplete, dateRangeFilterSchema, listQuerySchema, listResultSchema } from './list';
import { errorsOf } from '../common/test-helpers';

describe('list calls', () => {
  it('defaults to pages of 50 from offset 0 and reads query strings', () => {
    expect(listQuerySchema.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(listQuerySchema.parse({ limit: '500', offset: '100' })).toEqual({
      limit: 500,
      offset: 100,
    });
    expect(errorsOf(listQuerySchema, { limit: '0' })).toEqual({ limit: 'Minimaal 1' });
  });

  it('reads {results, count}', () => {
    const schema = listResultSchema(z.object({ id: z.number() }));
    expect(schema.parse({ results: [{ id: 1 }], count: 1 })).toEqual({
      results: [{ id: 1 }],
      count: 1,
    });
  });

  it('validates filter date ranges as dates', () => {
    expect(errorsOf(dateRangeFilterSchema, { from: '2026-01-01', to: '31/01/2026' })).toEqual({
      to: 'Incorrect formaat',
    });
    expect(errorsOf(dateRangeFilterSchema, { from: '2026-01-01' })).toEqual({});
  });

  it('autocompletes from 2 characters', () => {
    expect(canAutocomplete('a')).toBe(false);
    expect(canAutocomplete(' ab ')).toBe(true);
    expect(canAutocomplete(null)).toBe(false);
  });
});
