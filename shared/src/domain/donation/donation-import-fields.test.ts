import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../validation/messages';
import { importErrorMessage, IMPORT_MESSAGES } from './donation-import';
import { checkImportReference, columnsFromTitles, parseImportCell } from './donation-import-fields';

const now = new Date('2026-11-25T10:00:00Z');

describe('parseImportCell: a cell as the forms would take it', () => {
  it.each([
    ['amount', '12,50', 1250],
    ['amount', '7.5', 750],
    ['stop_date', '31/12/2026', '2026-12-31'],
    ['stop_date', '2026-12-31', '2026-12-31'],
    ['state', 'rejected', 'REJECTED'],
    ['receive_mail', 'Nee', false],
    ['postal_code', '1234 ab', '1234AB'],
    ['surname', ' Müller ', 'Müller'],
    ['call_attempts', '3', 3],
    ['iban', 'nl91 abna 0417 1643 00', 'NL91ABNA0417164300'],
  ] as const)('%s %j → %j', (field, cell, value) => {
    expect(parseImportCell(field, cell, now)).toEqual({ ok: true, value });
  });

  it.each([
    ['amount', '251', MESSAGES.maxAmount],
    ['amount', 'tien', MESSAGES.format],
    ['stop_date', '31-12-2026', MESSAGES.format],
    ['birth_date', '01/01/2020', MESSAGES.adultAge],
    ['state', 'GONE', MESSAGES.invalidChoice],
    ['email', 'geen', MESSAGES.format],
    ['call_attempts', '6', 'Maximaal 5'],
    ['iban', 'NL00ABNA0417164300', MESSAGES.format],
  ] as const)('%s %j is refused with %j', (field, cell, message) => {
    expect(parseImportCell(field, cell, now)).toEqual({ ok: false, message });
  });

  it('checks the reference number: optional T, then digits', () => {
    expect(checkImportReference('T123')).toBeUndefined();
    expect(checkImportReference('')).toBe(MESSAGES.required);
    expect(checkImportReference('X1')).toBe(MESSAGES.format);
  });

  it('maps titles by field name or Dutch label, any case; others are skipped', () => {
    expect(columnsFromTitles(['Referentienummer', 'AMOUNT', 'Opmerking', 'iets'])).toEqual([
      'reference_number',
      'amount',
      'comment',
      '',
    ]);
  });
});

describe('importErrorMessage (spec §8)', () => {
  it('shows message (code): first exception message, else the fallback', () => {
    expect(
      importErrorMessage({
        message: 'Fout',
        error: { code: 'invalid_rows', message: 'Fout' },
        exception: [{ message: 'Regel 2' }, { message: 'Regel 3' }],
      }),
    ).toBe('Fout (invalid_rows): Regel 2');
    expect(importErrorMessage({ message: 'Te groot', error: { code: 'x', message: 'y' } })).toBe(
      'Te groot (x)',
    );
    expect(importErrorMessage('<html>')).toBe(IMPORT_MESSAGES.cannotImport);
  });
});
