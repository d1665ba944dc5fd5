import { describe, expect, it } from 'vitest';
import {
  createDonationCheckFormSchema,
  donationCheckPayloadSchema,
  donationCheckToFormValues,
  donationCheckToPayload,
} from './donation-check';
import { NOW, errorsOf } from '../common/test-helpers';

const form = createDonationCheckFormSchema({ now: NOW });

describe('donation check', () => {
  it('requires a reference number of digits', () => {
    expect(errorsOf(form, donationCheckToFormValues(null, 'shift'))).toEqual({
      reference_number: 'Vereist veld',
    });
    expect(errorsOf(form, { ...donationCheckToFormValues(null), reference_number: 'T12' })).toEqual(
      {
        reference_number: 'Incorrect formaat',
      },
    );
  });

  it('checks birth date, amount and IBAN when given', () => {
    const values = {
      ...donationCheckToFormValues(null),
      reference_number: '12',
      birth_date: '1-1-1990',
      amount: '251',
      iban: 'NL00',
    };
    expect(errorsOf(form, values)).toEqual({
      birth_date: 'Incorrect formaat',
      amount: 'Maximaal 250 euro',
      iban: 'Incorrect formaat',
    });
  });

  it('sends reference_number, birth_date, amount, period, iban and shift unwrapped', () => {
    const values = {
      ...donationCheckToFormValues(null, '8f0e7c1e-3f5a-4c59-9d55-1a1e1b2c3d4e'),
      reference_number: ' 42 ',
      amount: '7,5',
      birth_date: '01/02/1990',
    };
    const payload = donationCheckToPayload(values);
    expect(payload).toEqual({
      reference_number: '42',
      birth_date: '1990-02-01',
      amount: 750,
      period: 'M',
      iban: null,
      shift: '8f0e7c1e-3f5a-4c59-9d55-1a1e1b2c3d4e',
    });
    expect(errorsOf(donationCheckPayloadSchema, payload)).toEqual({});
    expect(errorsOf(donationCheckPayloadSchema, { ...payload, amount: 30_000 })).toEqual({
      amount: 'Maximaal 250 euro',
    });
  });
});
