/** Postcodes (spec §5): spaces removed and uppercased; address autocompletion conditions. */
import {
  ADDRESS_AUTOCOMPLETE_COUNTRY,
  ADDRESS_AUTOCOMPLETE_MIN_HOUSE_NUMBER,
  ADDRESS_AUTOCOMPLETE_POSTCODE_LENGTH,
} from '../domain/common/constants';
import { INDICATORS } from './messages';
import { stringRule } from './rule';

export function normalizePostcode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** A Dutch postcode: four digits (not starting with 0) and two letters, e.g. `1234AB`. */
export function isDutchPostcode(value: string): boolean {
  return /^[1-9]\d{3}[A-Z]{2}$/.test(normalizePostcode(value));
}

export const dutchPostcodeRule = stringRule(isDutchPostcode);

export interface AddressLookupInput {
  postal_code?: string | null;
  house_number?: string | number | null;
  country?: string | null;
}

/**
 * Street and city are looked up only for a 6-character postcode, a house number of at least 1,
 * and country NL (spec §5, §9).
 */
export function canAutocompleteAddress(input: AddressLookupInput): boolean {
  const postcode = normalizePostcode(input.postal_code ?? '');
  const houseNumber = Number(String(input.house_number ?? '').trim());
  const country = (input.country ?? '').trim().toUpperCase();
  return (
    postcode.length === ADDRESS_AUTOCOMPLETE_POSTCODE_LENGTH &&
    Number.isInteger(houseNumber) &&
    houseNumber >= ADDRESS_AUTOCOMPLETE_MIN_HOUSE_NUMBER &&
    country === ADDRESS_AUTOCOMPLETE_COUNTRY
  );
}

/** Address autocompletion indicator (spec §8): 'Aangevuld' or 'Onbekend'. */
export function addressIndicatorLabel(found: boolean): string {
  return found ? INDICATORS.completed : INDICATORS.unknown;
}
