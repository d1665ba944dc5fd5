import { describe, expect, it } from 'vitest';
import {
  addressIndicatorLabel,
  canAutocompleteAddress,
  dutchPostcodeRule,
  isDutchPostcode,
  normalizePostcode,
} from './postcode';

describe('postcode', () => {
  it('removes spaces and uppercases', () => expect(normalizePostcode(' 1234 ab ')).toBe('1234AB'));

  it('recognises Dutch postcodes', () => {
    expect(isDutchPostcode('1234 ab')).toBe(true);
    expect(isDutchPostcode('0123AB')).toBe(false);
    expect(isDutchPostcode('1234A')).toBe(false);
    expect(dutchPostcodeRule('12345', { now: new Date() })).toBe('Incorrect formaat');
  });

  it('autocompletes the address only for a 6-character postcode, house number ≥ 1 and NL', () => {
    expect(
      canAutocompleteAddress({ postal_code: '1234 AB', house_number: '1', country: 'NL' }),
    ).toBe(true);
    expect(canAutocompleteAddress({ postal_code: '1234AB', house_number: 12, country: 'nl' })).toBe(
      true,
    );
    expect(canAutocompleteAddress({ postal_code: '1234A', house_number: '1', country: 'NL' })).toBe(
      false,
    );
    expect(
      canAutocompleteAddress({ postal_code: '1234AB', house_number: '0', country: 'NL' }),
    ).toBe(false);
    expect(canAutocompleteAddress({ postal_code: '1234AB', house_number: '', country: 'NL' })).toBe(
      false,
    );
    expect(
      canAutocompleteAddress({ postal_code: '1234AB', house_number: '1a', country: 'NL' }),
    ).toBe(false);
    expect(
      canAutocompleteAddress({ postal_code: '1234AB', house_number: '1', country: 'BE' }),
    ).toBe(false);
  });

  it('labels the indicator', () => {
    expect(addressIndicatorLabel(true)).toBe('Aangevuld');
    expect(addressIndicatorLabel(false)).toBe('Onbekend');
  });
});
