import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUTOCORRECT,
  correctAmount,
  correctDate,
  correctIban,
  correctInitials,
  correctName,
  correctPhone,
  correctPostcode,
  correctPrefix,
  correctTime,
} from './autocorrect';
import { displayToIsoDate } from './calendar';
import { displayTimeRule } from './dates';
import { FAST_CHECK_RUNS } from './test-arbitraries';

describe('autocorrect on blur', () => {
  it('names: first letter uppercase', () => {
    expect(correctName(' jan ')).toBe('Jan');
    expect(correctName('anne-marie')).toBe('Anne-marie');
    expect(correctName('ijsbrand')).toBe('IJsbrand');
    expect(correctName("'t hart")).toBe("'t hart");
    expect(correctName('')).toBe('');
  });

  it('initials: uppercase with dots', () => {
    expect(correctInitials('jp')).toBe('J.P.');
    expect(correctInitials('j.p')).toBe('J.P.');
    expect(correctInitials('J. P.')).toBe('J.P.');
    expect(correctInitials('th. j')).toBe('TH.J.');
    expect(correctInitials('j1')).toBe('j1');
  });

  it('prefix: lowercase', () => expect(correctPrefix(' Van  Der ')).toBe('van der'));

  it('phones, IBAN and postal code: spaces removed; IBAN and postal code uppercased', () => {
    expect(correctPhone(' 06 1234 5678')).toBe('0612345678');
    expect(correctIban('nl91 abna 0417 1643 00')).toBe('NL91ABNA0417164300');
    expect(correctPostcode('1234 ab')).toBe('1234AB');
  });

  it('amount: two decimals with a comma', () => {
    expect(correctAmount('12')).toBe('12,00');
    expect(correctAmount('12.5')).toBe('12,50');
    expect(correctAmount('1.250,5')).toBe('1250,50');
    expect(correctAmount('twaalf')).toBe('twaalf');
  });

  it('dates to dd/mm/yyyy', () => {
    expect(correctDate('1-2-1990')).toBe('01/02/1990');
    expect(correctDate('1.2.1990')).toBe('01/02/1990');
    expect(correctDate('01021990')).toBe('01/02/1990');
    expect(correctDate('1990-02-01')).toBe('01/02/1990');
    expect(correctDate('01/02/1990')).toBe('01/02/1990');
    expect(correctDate('gisteren')).toBe('gisteren');
  });

  it('times to hh:mm', () => {
    expect(correctTime('930')).toBe('09:30');
    expect(correctTime('0930')).toBe('09:30');
    expect(correctTime('9:30')).toBe('09:30');
    expect(correctTime('9.30')).toBe('09:30');
    expect(correctTime('9')).toBe('09:00');
    expect(correctTime('21')).toBe('21:00');
    expect(correctTime('2460')).toBe('2460');
    expect(correctTime('25')).toBe('25');
  });

  it('property: every autocorrect function is idempotent on any text', () => {
    const text = fc.oneof(
      fc.string(),
      fc.stringMatching(/^[0-9 .,:/-]{0,12}$/),
      fc.stringMatching(/^[a-zA-Z .'-]{0,12}$/),
    );
    fc.assert(
      fc.property(text, (value) => {
        for (const [kind, correct] of Object.entries(AUTOCORRECT)) {
          const once = correct(value);
          expect(correct(once), `${kind}: ${JSON.stringify(value)}`).toBe(once);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('property: corrected day/month/year input is a valid form date', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom('-', '/', '.'),
        fc.boolean(),
        (date, separator, padded) => {
          const [d, m, y] = [date.getUTCDate(), date.getUTCMonth() + 1, date.getUTCFullYear()];
          const part = (n: number): string => (padded ? String(n).padStart(2, '0') : String(n));
          const corrected = correctDate(`${part(d)}${separator}${part(m)}${separator}${y}`);
          expect(displayToIsoDate(corrected)).toBe(date.toISOString().slice(0, 10));
        },
      ),
      FAST_CHECK_RUNS,
    );
  });

  it('property: corrected digit times are valid form times', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (hour, minute) => {
          const corrected = correctTime(`${hour}${String(minute).padStart(2, '0')}`);
          expect(corrected).toBe(
            `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
          );
          expect(displayTimeRule(corrected, { now: new Date() })).toBeUndefined();
        },
      ),
      FAST_CHECK_RUNS,
    );
  });
});
