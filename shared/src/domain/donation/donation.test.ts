import { describe, expect, it } from 'vitest';
import type { InputField } from '../campaign/campaign';
import {
  createDonationFormSchema,
  createDonationPayloadSchema,
  donationSchema,
  type Donation,
  type DonationFormValues,
} from './donation';
import { donationToFormValues, donationToPayload } from './donation-mappers';
import { isDonationExported, isRecruitedAfterCutOver } from './donation-rules';
import { defaultRejectReason, rejectReasonsFor, resolveRejectState } from './donation-enums';
import { NOW, errorsOf } from '../common/test-helpers';

const createForm = createDonationFormSchema({ mode: 'create', now: NOW });
const updateForm = createDonationFormSchema({ mode: 'update', now: NOW });
const createPayload = createDonationPayloadSchema({ mode: 'create', now: NOW });
const updatePayload = createDonationPayloadSchema({ mode: 'update', now: NOW });

function pending(overrides: Partial<DonationFormValues> = {}): DonationFormValues {
  return {
    ...donationToFormValues(null, { client: 1, campaign: 2 }),
    state: 'PENDING',
    reference_number: 'T123',
    start_date: '01/11/2026',
    iban: 'NL91ABNA0417164300',
    postal_code: '1234AB',
    amount: '12,50',
    ...overrides,
  };
}

const garbage: Partial<DonationFormValues> = {
  reference_number: 'abc',
  start_date: 'gisteren',
  iban: 'NL00',
  postal_code: '1',
  amount: '300',
  country: 'NLD',
  birth_date: '01/01/2015',
  email: 'x@',
  tel: '06',
};

describe('donation form: validation only when PENDING', () => {
  it('accepts a complete PENDING donation', () => {
    expect(errorsOf(createForm, pending())).toEqual({});
  });

  it('requires reference number, start date, IBAN, postal code, amount and country in PENDING', () => {
    const empty = pending({
      reference_number: '',
      start_date: '',
      iban: '',
      postal_code: '',
      amount: '',
      country: '',
    });
    expect(errorsOf(createForm, empty)).toEqual({
      reference_number: 'Vereist veld',
      start_date: 'Vereist veld',
      iban: 'Vereist veld',
      postal_code: 'Vereist veld',
      amount: 'Vereist veld',
      country: 'Vereist veld',
    });
  });

  it('gives every rule message in PENDING', () => {
    expect(errorsOf(updateForm, pending(garbage))).toEqual({
      reference_number: 'Incorrect formaat',
      start_date: 'Incorrect formaat',
      iban: 'Incorrect formaat',
      postal_code: 'Incorrect formaat',
      amount: 'Maximaal 250 euro',
      country: 'Incorrect formaat',
      birth_date: 'Minimale leeftijd is 18 jaar',
      email: 'Incorrect formaat',
      tel: 'Ongeldig formaat',
    });
  });

  it('checks nothing in CONCEPT, APPROVED or REJECTED', () => {
    expect(errorsOf(createForm, pending({ ...garbage, state: 'CONCEPT' }))).toEqual({});
    expect(errorsOf(updateForm, pending({ ...garbage, state: 'APPROVED' }))).toEqual({});
    expect(errorsOf(updateForm, pending({ ...garbage, state: 'REJECTED' }))).toEqual({});
  });

  it('still needs a campaign in every state', () => {
    expect(errorsOf(updateForm, pending({ state: 'CONCEPT', campaign: null }))).toEqual({
      campaign: 'Vereist veld',
    });
  });

  it('wants a recent start date for new donations only', () => {
    expect(errorsOf(createForm, pending({ start_date: '01/09/2026' }))).toEqual({
      start_date: 'Maximaal 60 dagen geleden',
    });
    expect(errorsOf(updateForm, pending({ start_date: '01/09/2026' }))).toEqual({});
  });

  it('offers only CONCEPT and PENDING on the new form; editing offers all four', () => {
    expect(errorsOf(createForm, pending({ state: 'APPROVED' }))).toEqual({
      state: 'Ongeldige keuze',
    });
    expect(errorsOf(updateForm, pending({ state: 'APPROVED' }))).toEqual({});
  });

  it('checks required campaign input fields and their options in PENDING', () => {
    const inputFields: InputField[] = [
      { name: 'tshirt', label: 'T-shirt', required: true, options: ['S', 'M', 'L'] },
      { name: 'remark', label: 'Opmerking', required: false, options: [] },
    ];
    const schema = createDonationFormSchema({ mode: 'update', now: NOW, inputFields });
    expect(errorsOf(schema, pending())).toEqual({ 'extra_fields.tshirt': 'Vereist veld' });
    expect(errorsOf(schema, pending({ extra_fields: { tshirt: 'XL' } }))).toEqual({
      'extra_fields.tshirt': 'Ongeldige keuze',
    });
    expect(errorsOf(schema, pending({ extra_fields: { tshirt: 'M', remark: 'x' } }))).toEqual({});
    expect(errorsOf(schema, pending({ state: 'CONCEPT' }))).toEqual({});
  });
});

describe('reject reasons', () => {
  it('has one list for exported donations and one for the rest', () => {
    expect(rejectReasonsFor(true)).toEqual(['UNKNOWN', 'UNSUBSCRIBE', 'STORNO']);
    expect(rejectReasonsFor(false)).toEqual(['ERRONEOUS', 'REGRET']);
    expect(defaultRejectReason(true)).toBe('UNKNOWN');
    expect(defaultRejectReason(false)).toBe('ERRONEOUS');
  });

  it('sends the first reason of the applicable list when REJECTED has none', () => {
    expect(resolveRejectState('REJECTED', null, true)).toBe('UNKNOWN');
    expect(resolveRejectState('REJECTED', null, false)).toBe('ERRONEOUS');
    expect(resolveRejectState('REJECTED', 'REGRET', false)).toBe('REGRET');
    expect(resolveRejectState('APPROVED', 'REGRET', false)).toBeNull();
    const rejected = pending({ state: 'REJECTED', reject_state: null });
    expect(donationToPayload(rejected, { exported: true }).donation.reject_state).toBe('UNKNOWN');
    expect(donationToPayload(rejected).donation.reject_state).toBe('ERRONEOUS');
  });

  it('knows an exported donation by its last export date', () => {
    expect(isDonationExported({ last_export_date: '2026-01-01' })).toBe(true);
    expect(isDonationExported({ last_export_date: null })).toBe(false);
  });
});

describe('donation payload', () => {
  it('carries cents and ISO dates under "donation"', () => {
    const payload = donationToPayload(
      pending({ amount: '12,5', birth_date: '02/03/1980', iban: 'nl91 abna 0417 1643 00' }),
    );
    expect(payload.donation).toMatchObject({
      amount: 1250,
      start_date: '2026-11-01',
      birth_date: '1980-03-02',
      iban: 'NL91ABNA0417164300',
      campaign: 2,
      client: 1,
      country: 'NL',
      language: 'nl',
      period: 'M',
      receive_mail: true,
      receive_email: true,
    });
    expect(errorsOf(createPayload, payload)).toEqual({});
  });

  it('validates the payload only in PENDING, with the same messages', () => {
    const body = donationToPayload(pending()).donation;
    const bad = { ...body, amount: 25_001, reference_number: 'x', birth_date: '2010-01-01' };
    expect(errorsOf(updatePayload, { donation: bad })).toEqual({
      'donation.amount': 'Maximaal 250 euro',
      'donation.reference_number': 'Incorrect formaat',
      'donation.birth_date': 'Minimale leeftijd is 18 jaar',
    });
    expect(errorsOf(updatePayload, { donation: { ...bad, state: 'CONCEPT' } })).toEqual({});
    expect(errorsOf(updatePayload, { donation: { ...body, amount: 12.5 } })).toEqual({
      'donation.amount': 'Incorrect formaat',
    });
    // Outside PENDING any amount the database's integer column holds is accepted.
    const concept = { ...body, state: 'CONCEPT' };
    expect(errorsOf(updatePayload, { donation: { ...concept, amount: 2_147_483_647 } })).toEqual(
      {},
    );
    expect(errorsOf(updatePayload, { donation: { ...concept, amount: 2_147_483_648 } })).toEqual({
      'donation.amount': 'Maximaal 2147483647',
    });
  });

  it('refuses a donation without a campaign and new donations in a later state', () => {
    const body = donationToPayload(pending()).donation;
    expect(errorsOf(createPayload, { donation: { ...body, campaign: undefined } })).toEqual({
      'donation.campaign': 'Vereist veld',
    });
    expect(errorsOf(createPayload, { donation: { ...body, campaign: 0 } })).toEqual({
      'donation.campaign': 'Vereist veld',
    });
    expect(errorsOf(createPayload, { donation: { ...body, state: 'APPROVED' } })).toEqual({
      'donation.state': 'Ongeldige keuze',
    });
    expect(errorsOf(createPayload, { donation: { ...body, call_attempts: 6 } })).toEqual({
      'donation.call_attempts': 'Maximaal 5',
    });
  });

  it('round-trips an entity through the form and back', () => {
    const body = donationToPayload(
      pending({ amount: '0,29', stop_date: '01/01/2027', extra_fields: { tshirt: 'M' } }),
    ).donation;
    const entity: Donation = donationSchema.parse({
      ...body,
      id: 7,
      last_export_date: null,
      backstage_export_date: null,
      signature: null,
      recruited_date: null,
      creation_date: '2026-11-01T10:00:00+01:00',
      last_modify_date: null,
    });
    const back = donationToPayload(donationToFormValues(entity)).donation;
    expect(back).toEqual(body);
    expect(back.amount).toBe(29);
  });

  it('locks donors recruited after the cut-over date', () => {
    expect(isRecruitedAfterCutOver('2020-09-28T23:00:00+02:00')).toBe(false);
    expect(isRecruitedAfterCutOver('2020-09-29T00:00:00+02:00')).toBe(true);
    expect(isRecruitedAfterCutOver('2020-09-29')).toBe(true);
    expect(isRecruitedAfterCutOver(null)).toBe(false);
  });
});
