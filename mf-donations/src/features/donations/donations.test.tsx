import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Campaign, Donation } from '@veldwerk/shared/domain';
import { fakeHttp, json, renderAreas, signIn } from '@veldwerk/shared/testing';

import DonationsRoutes from '../../routes';

const ADMINISTRATION = ['ROLE_ADMINISTRATION'];
const renderArea = (url: string) => renderAreas('mf_donations', DonationsRoutes, url);

const campaign: Campaign = {
  id: 7,
  name: 'Straat 2026',
  backstage_reference: null,
  enabled: true,
  available_for_tablet: false,
  email_text: null,
  address_link: null,
  client: 3,
  input_fields: [{ name: 'shirt_maat', label: 'Shirtmaat', required: true, options: ['S', 'M'] }],
};

const donation: Donation = {
  id: 41,
  reference_number: 'T1',
  state: 'PENDING',
  recruiter: null,
  recruiter_number: null,
  recruiter_employee_code: null,
  client: 3,
  campaign: 7,
  period: 'M',
  start_date: '2026-01-01',
  last_export_date: null,
  backstage_export_date: null,
  stop_date: null,
  sex: 'M',
  initials: null,
  firstname: 'Jan',
  surname_prefix: null,
  surname: 'Jansen',
  postal_code: '1234AB',
  house_number: '1',
  house_number_suffix: null,
  street: null,
  place: 'Utrecht',
  country: 'NL',
  tel: null,
  mobile: null,
  email: null,
  amount: 1250,
  iban: 'NL91ABNA0417164300',
  bic: null,
  birth_date: null,
  call_attempts: 0,
  checked: null,
  reject_state: null,
  reject_comment: null,
  language: 'nl',
  receive_mail: true,
  receive_email: true,
  comment: null,
  signature: null,
  recruited_date: '2026-01-01T10:00:00.000Z',
  creation_date: '2026-01-01T10:00:00.000Z',
  last_modify_date: null,
  source: null,
  extra_fields: { shirt_maat: 'M' },
};

beforeEach(() => signIn(ADMINISTRATION));

describe('the donor form', () => {
  it('offers CONCEPT and PENDING only when new, and validates only in PENDING', async () => {
    fakeHttp({ 'GET /api/clients/3/campaigns/7': () => json(200, campaign) });
    renderArea('/donations/create/3/campaigns/7/');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Donateur' });
    const reference = within(form).getByRole('textbox', { name: 'Referentienummer' });
    await user.type(reference, 'X12');
    expect(await within(form).findByText('Incorrect formaat')).toBeInTheDocument();

    await user.click(within(form).getByRole('combobox', { name: 'Status' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-label'))).toEqual([
      'Concept',
      'In behandeling',
    ]);
    await user.click(screen.getByTitle('Concept'));
    await waitFor(() => expect(within(form).queryByText('Incorrect formaat')).toBeNull());
    expect(within(form).getByRole('button', { name: 'Opslaan' })).toBeEnabled();
  }, 60_000);

  it('shows the reject reasons of a not-exported donor only when REJECTED', async () => {
    fakeHttp({
      'GET /api/donations/41': () => json(200, donation),
      'GET /api/clients/3/campaigns/7': () => json(200, campaign),
    });
    renderArea('/donations/41/update/');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Donateur' });
    expect(within(form).queryByRole('combobox', { name: 'Afkeurreden' })).toBeNull();
    await user.click(within(form).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Afgekeurd'));
    const reason = await within(form).findByRole('combobox', { name: 'Afkeurreden' });
    await user.click(reason);
    const labels = (await screen.findAllByRole('option')).map((option) =>
      option.getAttribute('aria-label'),
    );
    expect(labels).toContain('Foutief');
    expect(labels).toContain('Spijt');
    expect(labels).not.toContain('Storno');
  }, 60_000);
});

describe('the donor detail', () => {
  it('marks a secured donor: exported warning, "Beveiligd" instead of edit, no delete', async () => {
    fakeHttp({
      'GET /api/donations/41': () =>
        json(200, { ...donation, state: 'APPROVED', last_export_date: '2026-02-01T00:00:00.000Z' }),
      'GET /api/clients/3/campaigns/7': () => json(200, campaign),
      'GET /api/donations/41/history': () => json(200, { results: [] }),
    });
    renderArea('/donations/41/');
    expect(await screen.findByText('Deze donateur is geëxporteerd.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Beveiligd/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Wijzigen/ })).toBeNull();
    expect(screen.getByRole('img', { name: /Geworven na 28\/09\/2020/ })).toBeInTheDocument();
    expect(await screen.findByText('M')).toBeInTheDocument();
  });
});
