import { describe, expect, it } from 'vitest';
import {
  isBsn,
  isDutchPostcode,
  isEmail,
  isIban,
  isInitials,
  isName,
  isPhone,
  normalizeIban,
  normalizePhone,
  normalizePostcode,
} from '@veldwerk/shared/validation';
import {
  bankAccount,
  bsnNumber,
  emailLocalPart,
  landlineNumber,
  mobileNumber,
  pickAddress,
  pickName,
  pickPlace,
  PLACES,
} from './dutch';
import { Random } from './random';

const SAMPLES = 3000;

describe('Dutch values of the generator pass the shared rules', () => {
  it('phone numbers: mobiles and landlines of every area code pass libphonenumber (NL)', () => {
    for (let i = 0; i < SAMPLES; i += 1) {
      const random = new Random(1, 1, i);
      const mobile = mobileNumber(random);
      expect(isPhone(mobile), mobile).toBe(true);
      expect(normalizePhone(mobile)).toBe(mobile);
    }
    for (const place of PLACES) {
      for (let i = 0; i < 50; i += 1) {
        const landline = landlineNumber(new Random(2, i, 0), place);
        expect(isPhone(landline), `${place.name} ${landline}`).toBe(true);
      }
    }
  });

  it('IBANs are valid (ibantools) and stored normalised, with the bank’s BIC', () => {
    for (let i = 0; i < SAMPLES; i += 1) {
      const { iban, bic } = bankAccount(new Random(3, 1, i));
      expect(isIban(iban), iban).toBe(true);
      expect(normalizeIban(iban)).toBe(iban);
      expect(bic.slice(0, 4)).toBe(iban.slice(4, 8));
    }
  });

  it('BSNs pass the elfproef', () => {
    for (let i = 0; i < SAMPLES; i += 1) {
      const bsn = bsnNumber(new Random(4, 1, i));
      expect(isBsn(bsn), bsn).toBe(true);
    }
  });

  it('addresses have a Dutch postcode in the range of their place', () => {
    for (let i = 0; i < SAMPLES; i += 1) {
      const random = new Random(5, 1, i);
      const place = pickPlace(random, i % 2 === 0 ? 'Breda' : null);
      const address = pickAddress(random, place);
      expect(isDutchPostcode(address.postalCode), address.postalCode).toBe(true);
      expect(normalizePostcode(address.postalCode)).toBe(address.postalCode);
      const digits = Number(address.postalCode.slice(0, 4));
      expect(digits).toBeGreaterThanOrEqual(place.postcodes[0]);
      expect(digits).toBeLessThanOrEqual(place.postcodes[1]);
      expect(address.houseNumber).toMatch(/^[1-9]\d*$/);
    }
  });

  it('names, initials and email addresses pass the name, initials and email rules', () => {
    for (let i = 0; i < SAMPLES; i += 1) {
      const name = pickName(new Random(6, 1, i), [48, 50, 2]);
      expect(isName(name.firstname), name.firstname).toBe(true);
      expect(isName(name.surname), name.surname).toBe(true);
      if (name.surnamePrefix !== null) {
        expect(isName(name.surnamePrefix)).toBe(true);
        expect(name.surnamePrefix).toBe(name.surnamePrefix.toLowerCase());
      }
      expect(isInitials(name.initials), name.initials).toBe(true);
      expect(name.initials).toBe(name.initials.toUpperCase());
      const email = `${emailLocalPart(name)}.${i}@example.org`;
      expect(isEmail(email), email).toBe(true);
      expect(email).toBe(email.toLowerCase());
    }
  });
});
