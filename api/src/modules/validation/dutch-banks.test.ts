import { composeIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { DUTCH_BANKS, dutchBankOf } from './dutch-banks';

describe('Dutch bank-code table', () => {
  it('holds a valid Dutch BIC and a name for every code', () => {
    expect(DUTCH_BANKS.size).toBeGreaterThanOrEqual(80);
    for (const [code, bank] of DUTCH_BANKS) {
      expect(code, code).toMatch(/^[A-Z]{4}$/);
      expect(isValidBIC(bank.bic), `${code} ${bank.bic}`).toBe(true);
      expect(bank.bic.slice(4, 6), code).toBe('NL');
      expect(bank.name.trim(), code).not.toBe('');
      // A code's BIC carries the code itself, except where a bank took over another's accounts.
      if (code !== 'FTSB') expect(bank.bic.slice(0, 4), code).toBe(code);
    }
  });

  it('finds the bank of a Dutch IBAN by its code, and only of a Dutch one', () => {
    expect(dutchBankOf('NL91ABNA0417164300')).toEqual({ bic: 'ABNANL2A', name: 'ABN AMRO Bank' });
    const rabo = composeIBAN({ countryCode: 'NL', bban: 'RABO0123456789' }) ?? '';
    expect(isValidIBAN(rabo)).toBe(true);
    expect(dutchBankOf(rabo)?.bic).toBe('RABONL2U');
    expect(
      dutchBankOf(composeIBAN({ countryCode: 'NL', bban: 'ZZZZ0123456789' }) ?? ''),
    ).toBeUndefined();
    expect(dutchBankOf('DE89370400440532013000')).toBeUndefined();
  });
});
