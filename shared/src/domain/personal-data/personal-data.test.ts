import { describe, expect, it } from 'vitest';
import { isMasked, maskBsn, maskIban } from './personal-data';

describe('maskIban', () => {
  it('keeps country, check digits and the last four, in groups of four', () => {
    expect(maskIban('NL91ABNA0417164300')).toBe('NL91 •••• •••• ••43 00');
    expect(maskIban('nl91 abna 0417 1643 00')).toBe('NL91 •••• •••• ••43 00');
    expect(maskIban('DE89370400440532013000')).toBe('DE89 •••• •••• •••• ••30 00');
  });

  it('never shows the bank code or the middle digits', () => {
    const masked = maskIban('NL91ABNA0417164300');
    expect(masked).not.toContain('ABNA');
    expect(masked).not.toContain('0417');
    expect(isMasked(masked)).toBe(true);
  });
});

describe('maskBsn', () => {
  it('keeps only the last four digits', () => {
    expect(maskBsn('123456782')).toBe('•••••6782');
    expect(maskBsn('12345678')).toBe('••••5678');
    expect(maskBsn('123.456.782')).toBe('•••••6782');
  });
});
