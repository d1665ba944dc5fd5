/** fast-check generators shared by the validation and domain tests. Test-only. */
import fc from 'fast-check';
import { composeIBAN } from 'ibantools';

const digits = (length: number): fc.Arbitrary<string> =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
    .map((d) => d.join(''));

const upper = (length: number): fc.Arbitrary<string> =>
  fc
    .array(fc.integer({ min: 65, max: 90 }), { minLength: length, maxLength: length })
    .map((codes) => String.fromCharCode(...codes));

/** Valid Dutch and German IBANs, composed by ibantools from random account data. */
export const validIban: fc.Arbitrary<string> = fc
  .oneof(
    fc
      .tuple(upper(4), digits(10))
      .map(([bank, account]) => composeIBAN({ countryCode: 'NL', bban: bank + account })),
    digits(18).map((bban) => composeIBAN({ countryCode: 'DE', bban })),
  )
  .filter((iban): iban is string => iban !== null);

/** Valid BSNs: 8 digits plus the check digit that makes the elfproef hold (8-digit ones too). */
export const validBsn: fc.Arbitrary<string> = digits(8)
  .map((head) => {
    let sum = 0;
    for (let i = 0; i < 8; i += 1) sum += Number(head[i]) * (9 - i);
    return { head, check: sum % 11 };
  })
  .filter(({ head, check }) => check <= 9 && !/^0+$/.test(head + String(check)))
  .map(({ head, check }) => head + String(check))
  .map((bsn) => (bsn.startsWith('0') ? bsn.slice(1) : bsn));

/** Valid Dutch phone numbers: mobiles (06[1-5]…) and Amsterdam landlines, national or international. */
export const validPhone: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 5 }), digits(7)).map(([d, rest]) => `06${d}${rest}`),
  fc.tuple(fc.integer({ min: 1, max: 9 }), digits(6)).map(([d, rest]) => `020${d}${rest}`),
  fc.tuple(fc.integer({ min: 1, max: 5 }), digits(7)).map(([d, rest]) => `+316${d}${rest}`),
);

/** Replaces the digit at a digit position with a different digit. */
export function mutateDigit(value: string, seed: number, delta: number): string {
  const positions = [...value].flatMap((ch, i) => (/\d/.test(ch) ? [i] : []));
  const at = positions[seed % positions.length] ?? 0;
  const old = Number(value[at]);
  const next = (old + 1 + (delta % 9)) % 10;
  return value.slice(0, at) + String(next) + value.slice(at + 1);
}

export const FAST_CHECK_RUNS = { numRuns: 200 } as const;
