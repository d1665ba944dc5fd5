import { describe, expect, it } from 'vitest';

import { checkRejectReason, duplicateLabel, isDonationSecured } from './donation-api';

describe('isDonationSecured', () => {
  it('is true only for an APPROVED donation that was exported', () => {
    const exported = '2026-01-01T00:00:00.000Z';
    expect(isDonationSecured({ state: 'APPROVED', last_export_date: exported })).toBe(true);
    expect(isDonationSecured({ state: 'APPROVED', last_export_date: null })).toBe(false);
    expect(isDonationSecured({ state: 'REJECTED', last_export_date: exported })).toBe(false);
    expect(isDonationSecured({ state: 'PENDING', last_export_date: exported })).toBe(false);
  });
});

describe('checkRejectReason', () => {
  it('takes the first applicable reason by default and refuses one of the other list', () => {
    expect(checkRejectReason('REJECTED', null, false)).toEqual({ ok: true, value: 'ERRONEOUS' });
    expect(checkRejectReason('REJECTED', undefined, true)).toEqual({ ok: true, value: 'UNKNOWN' });
    expect(checkRejectReason('REJECTED', 'STORNO', true)).toEqual({ ok: true, value: 'STORNO' });
    expect(checkRejectReason('REJECTED', 'STORNO', false).ok).toBe(false);
    expect(checkRejectReason('REJECTED', 'REGRET', true).ok).toBe(false);
  });

  it('allows no reason outside REJECTED', () => {
    expect(checkRejectReason('PENDING', null, false)).toEqual({ ok: true, value: null });
    expect(checkRejectReason('APPROVED', 'REGRET', false).ok).toBe(false);
  });
});

describe('duplicateLabel', () => {
  it('names the reference, the donor, the campaign and what matched', () => {
    expect(
      duplicateLabel({
        id: 3,
        reference_number: '4242',
        state: 'PENDING',
        name: 'Jan Jansen',
        client: 1,
        client_name: 'WNF',
        campaign: 2,
        campaign_name: 'Straat',
        matches: ['iban', 'email'],
      }),
    ).toBe('4242 (Jan Jansen, Straat: zelfde IBAN, zelfde e-mailadres)');
  });
});
