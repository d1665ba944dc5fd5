import { describe, expect, it } from 'vitest';

import { canAutocomplete } from './autocomplete';

describe('autocomplete', () => {
  it('asks from 2 characters on', () => {
    expect(canAutocomplete('a')).toBe(false);
    expect(canAutocomplete(' ab ')).toBe(true);
    expect(canAutocomplete(null)).toBe(false);
  });
});
