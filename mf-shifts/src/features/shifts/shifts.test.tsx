import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DonationCheckAnswer, ShiftDetail, ShiftListItem } from '@veldwerk/shared/domain';
import { fakeHttp, json, renderAreas, signIn } from '@veldwerk/shared/testing';

import ShiftsRoutes from '../../routes';

const CAPTAIN = ['ROLE_CAPTAIN'];
const renderArea = (url: string) => renderAreas('mf_shifts', ShiftsRoutes, url);

const TRAINEE = '8f0e7c1e-3f5a-4c59-9d55-1a1e1b2c3d4e';
const COACH = '1b2c3d4e-3f5a-4c59-9d55-8f0e7c1e1a1e';
const SHIFT = '3c9f7a10-2b1d-4e8f-9a6b-5d4c3b2a1f00';

const deployment = {
  title: 'Veldwerk',
  logoUrl: null,
  hq: { active: ['Amsterdam', 'Breda'], all: ['Amsterdam', 'Breda', 'Utrecht'] },
  stateVariant: 'default',
  dashboardUrl: null,
};

const lastShift: ShiftListItem = {
  uuid: SHIFT,
  date: '2026-11-01',
  start_time: '10:00',
  end_time: '14:00',
  duration: 4,
  hq: 'Breda',
  campaign: 9,
  campaign_name: 'Straat 2026',
  employee: TRAINEE,
  employee_name: 'Tim Trainee',
  sales_coach: COACH,
  sales_coach_name: 'Cor Coach',
  shift_creator: null,
  shift_creator_name: null,
  checks_count: 0,
  creation_date: '2026-11-01T18:00:00.000Z',
};

const shift: ShiftDetail = {
  uuid: SHIFT,
  creation_date: new Date().toISOString(),
  last_modify_date: null,
  shift_creator: null,
  shift_creator_name: 'Bram de Boer',
  date: '2026-11-20',
  start_time: '10:00',
  end_time: '14:00',
  duration: 4,
  hq: 'Breda',
  campaign: 9,
  campaign_name: 'Straat 2026',
  employee: TRAINEE,
  employee_name: 'Tim Trainee',
  sales_coach: COACH,
  sales_coach_name: 'Cor Coach',
  checks: [],
};

const check = (reference: string, uuid: string): DonationCheckAnswer => ({
  uuid,
  reference_number: reference,
  birth_date: null,
  amount: null,
  period: 'M',
  iban: null,
  shift: SHIFT,
  points: null,
  creation_date: new Date().toISOString(),
  source_donation_creation_date: null,
  donation: null,
});

beforeEach(() => signIn(CAPTAIN));

describe('the shift form', () => {
  it('computes the end time from start time plus duration', async () => {
    fakeHttp({ 'GET /api/deployment': () => json(200, deployment) });
    renderArea('/shifts/create/');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Werkbriefje' });
    const end = within(form).getByRole('textbox', { name: 'Eindtijd' });
    await user.type(within(form).getByRole('textbox', { name: /Begintijd/ }), '09:30');
    await waitFor(() => expect(end).toHaveValue('12:30'));
    await user.click(within(form).getByRole('combobox', { name: 'Duur' }));
    await user.click(await screen.findByTitle('5 uur'));
    await waitFor(() => expect(end).toHaveValue('14:30'));
  }, 60_000);

  it("prefills campaign, sales coach and hq from the chosen employee's last shift", async () => {
    const http = fakeHttp({
      'GET /api/deployment': () => json(200, deployment),
      'GET /api/autocomplete/employees.json': () =>
        json(200, [
          {
            id: TRAINEE,
            label: 'Tim Trainee',
            employee_code: null,
            employee_status: 'Trial planned',
          },
        ]),
      'GET /api/shifts': () => json(200, { results: [lastShift], count: 1, next_cursor: null }),
    });
    renderArea('/shifts/create/');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Werkbriefje' });
    await user.type(within(form).getByRole('combobox', { name: /Medewerker/ }), 'Tim');
    await user.click(await screen.findByTitle('Tim Trainee'));
    await waitFor(() => expect(within(form).getByText('Straat 2026')).toBeInTheDocument());
    expect(within(form).getByText('Cor Coach')).toBeInTheDocument();
    expect(within(form).getByTitle('Breda')).toBeInTheDocument();
    const [employeeQuery] = http.calls('GET', '/api/autocomplete/employees.json');
    expect(employeeQuery?.url.searchParams.get('employee_status[]')).toBe('Trial planned');
    const [prefill] = http.calls('GET', '/api/shifts');
    expect(Object.fromEntries(prefill?.url.searchParams ?? [])).toEqual({
      limit: '1',
      employee: TRAINEE,
    });
  }, 60_000);
});

describe('the checks table', () => {
  it('adds a check with Enter and starts the next row empty and focused', async () => {
    let stored: DonationCheckAnswer[] = [];
    const http = fakeHttp({
      'GET /api/deployment': () => json(200, deployment),
      [`GET /api/shifts/${SHIFT}`]: () => json(200, { ...shift, checks: stored }),
      'POST /api/donationchecks': (request) => {
        const body = request.body as { reference_number: string };
        const created = check(
          body.reference_number,
          `0000000${stored.length}-0000-4000-8000-000000000000`,
        );
        stored = [...stored, created];
        return json(201, created);
      },
    });
    renderArea(`/shifts/${SHIFT}/`);
    const user = userEvent.setup();
    const row = await screen.findByRole('form', { name: 'Nieuwe donatiecheck' });
    const reference = within(row).getByRole('textbox', { name: /Referentienummer/ });
    await user.type(reference, '1234');
    await user.type(within(row).getByRole('textbox', { name: 'Bedrag (€)' }), '7,50{Enter}');
    await waitFor(() => expect(http.calls('POST', '/api/donationchecks')).toHaveLength(1));
    expect(http.calls('POST', '/api/donationchecks')[0]?.body).toMatchObject({
      reference_number: '1234',
      amount: 750,
      period: 'M',
      shift: SHIFT,
    });
    expect(await screen.findByRole('form', { name: 'Donatiecheck 1' })).toBeInTheDocument();
    const next = screen.getByRole('form', { name: 'Nieuwe donatiecheck' });
    const nextReference = within(next).getByRole('textbox', { name: /Referentienummer/ });
    await waitFor(() => expect(nextReference).toHaveValue(''));
    await waitFor(() => expect(nextReference).toHaveFocus());
    await user.type(nextReference, '5678{Enter}');
    await waitFor(() => expect(http.calls('POST', '/api/donationchecks')).toHaveLength(2));
    expect(await screen.findByRole('form', { name: 'Donatiecheck 2' })).toBeInTheDocument();
  }, 60_000);

  it('shows the matched donation and refuses a reference number that is not digits', async () => {
    fakeHttp({
      'GET /api/deployment': () => json(200, deployment),
      [`GET /api/shifts/${SHIFT}`]: () =>
        json(200, {
          ...shift,
          checks: [
            {
              ...check('42', '00000001-0000-4000-8000-000000000000'),
              donation: { id: 5, state: 'APPROVED', creation_date: '2026-11-21T10:00:00.000Z' },
              source_donation_creation_date: '2026-11-21T10:00:00.000Z',
            },
          ],
        }),
    });
    renderArea(`/shifts/${SHIFT}/`);
    const user = userEvent.setup();
    const matched = await screen.findByRole('form', { name: 'Donatiecheck 1' });
    expect(within(matched).getByText('Goedgekeurd')).toBeInTheDocument();
    expect(within(matched).getByText('Donatie aangemaakt op 21/11/2026')).toBeInTheDocument();
    const row = screen.getByRole('form', { name: 'Nieuwe donatiecheck' });
    await user.type(within(row).getByRole('textbox', { name: /Referentienummer/ }), 'T1');
    expect(await within(row).findByText('Incorrect formaat')).toBeInTheDocument();
  }, 60_000);
});

describe('deleting a shift', () => {
  const old = { ...shift, creation_date: '2026-01-05T10:00:00.000Z' };

  it('is disabled after the day of creation, with the reason said beside it', async () => {
    fakeHttp({
      'GET /api/deployment': () => json(200, deployment),
      [`GET /api/shifts/${SHIFT}`]: () => json(200, old),
    });
    renderArea(`/shifts/${SHIFT}/`);
    const form = await screen.findByRole('form', { name: 'Werkbriefje' });
    expect(within(form).getByRole('button', { name: /Verwijderen/ })).toBeDisabled();
    expect(within(form).getByText(/Alleen op de dag van aanmaken/)).toBeInTheDocument();
  }, 60_000);

  it('is enabled for ROLE_ADMIN, and a refusal shows the server message', async () => {
    signIn(['ROLE_ADMIN']);
    fakeHttp({
      'GET /api/deployment': () => json(200, deployment),
      [`GET /api/shifts/${SHIFT}`]: () => json(200, old),
      [`DELETE /api/shifts/${SHIFT}`]: () =>
        json(403, {
          status: 'error',
          message: 'Niet vandaag.',
          error: { code: 'shift_delete_refused', message: 'Niet vandaag.' },
        }),
    });
    renderArea(`/shifts/${SHIFT}/`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Werkbriefje' });
    await user.click(within(form).getByRole('button', { name: /Verwijderen/ }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Niet vandaag.')).toBeInTheDocument();
  }, 60_000);
});

describe('editing a check', () => {
  it('saves a changed row with Enter (PUT donationchecks/{uuid})', async () => {
    const stored = check('42', '00000001-0000-4000-8000-000000000000');
    const http = fakeHttp({
      'GET /api/deployment': () => json(200, deployment),
      [`GET /api/shifts/${SHIFT}`]: () => json(200, { ...shift, checks: [stored] }),
      [`PUT /api/donationchecks/${stored.uuid}`]: (request) =>
        json(200, { ...stored, amount: 1250, points: 1.25, ...(request.body as object) }),
    });
    renderArea(`/shifts/${SHIFT}/`);
    const user = userEvent.setup();
    const row = await screen.findByRole('form', { name: 'Donatiecheck 1' });
    await user.type(within(row).getByRole('textbox', { name: 'Bedrag (€)' }), '12,50{Enter}');
    await waitFor(() =>
      expect(http.calls('PUT', `/api/donationchecks/${stored.uuid}`)).toHaveLength(1),
    );
    expect(http.calls('PUT', `/api/donationchecks/${stored.uuid}`)[0]?.body).toMatchObject({
      reference_number: '42',
      amount: 1250,
      shift: SHIFT,
    });
  }, 60_000);
});
