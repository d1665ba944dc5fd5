import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { applicantStates, type Employee, type EmployeeListItem } from '@veldwerk/shared/domain';
import {
  currentLocation,
  fakeHttp,
  json,
  renderAreas,
  signIn,
  type FakeRequest,
} from '@veldwerk/shared/testing';

import AreaRoutes from '../../routes';

const JAN = '11111111-1111-4111-8111-111111111111';
const PIET = '22222222-2222-4222-8222-222222222222';

const listItem = (uuid: string, firstname: string, surname: string): EmployeeListItem => ({
  uuid,
  employee_status: 'New',
  employee_code: null,
  record_status: 'Open',
  firstname,
  surname_prefix: null,
  surname,
  place: 'Utrecht',
  hq: 'Amsterdam',
  phone: null,
  mobile: '0612345678',
  email: `${firstname.toLowerCase()}@example.org`,
  person_creation_date: '2026-03-01T10:00:00+01:00',
  recruited_by: null,
  recruited_by_name: null,
  recruited_by_alternative: null,
  open_date: null,
  source: 'website',
  campaign: null,
});

const detail = (uuid: string, firstname: string, surname: string): Employee => ({
  uuid,
  employee_status: 'New',
  employee_code: null,
  hq: 'Amsterdam',
  surname,
  firstname,
  initials: null,
  surname_prefix: null,
  sex: 'O',
  phone: null,
  mobile: '0612345678',
  tel2: null,
  email: `${firstname.toLowerCase()}@example.org`,
  second_email: null,
  function: 'Trainee',
  start_date: null,
  campaign: null,
  manager: null,
  roles: [],
  driving_license: [],
  source: 'website',
  recruited_by: null,
  recruited_by_alternative: null,
  birth_date: null,
  bsn: null,
  iban: null,
  comment: null,
  comment_closed: null,
  postal_code: null,
  house_number: null,
  house_number_suffix: null,
  street: null,
  place: 'Utrecht',
  country: 'NL',
  open_date: null,
  record_status: 'Open',
  backstage_reference: null,
  public_transport_card: null,
  number_of_workdays: null,
  citizenship: null,
  resume_url: null,
  person_creation_date: '2026-03-01T10:00:00+01:00',
  transitions: [],
});

function serve() {
  const people = { [JAN]: detail(JAN, 'Jan', 'Jansen'), [PIET]: detail(PIET, 'Piet', 'Pieters') };
  return fakeHttp({
    'GET /api/deployment': () =>
      json(200, {
        title: 'Veldwerk',
        logoUrl: null,
        hq: { active: ['Amsterdam'], all: ['Amsterdam'] },
        stateVariant: 'default',
        dashboardUrl: null,
      }),
    'GET /api/employees': () =>
      json(200, {
        results: [listItem(JAN, 'Jan', 'Jansen'), listItem(PIET, 'Piet', 'Pieters')],
        count: 2,
        next_cursor: null,
      }),
    [`GET /api/employees/${JAN}`]: () => json(200, people[JAN]),
    [`GET /api/employees/${PIET}`]: () => json(200, people[PIET]),
    'GET /api/calllogs': () => json(200, []),
    'GET /api/notifications': () => json(200, []),
  });
}

const statesAsked = (request: FakeRequest | undefined) =>
  request?.url.searchParams.getAll('employee_status[]') ?? [];

describe('applicants split list (spec §2)', () => {
  it('lists only applicant states and asks to pick one when none is selected', async () => {
    signIn(['ROLE_RECRUITER']);
    const http = serve();
    renderAreas('mf_recruitment', AreaRoutes, '/applicants/');
    const list = await screen.findByRole('region', { name: 'Sollicitanten' });
    expect(await within(list).findByText(/Jansen/)).toBeInTheDocument();
    expect(screen.getByText('Kies een sollicitant uit de lijst.')).toBeInTheDocument();
    await waitFor(() => expect(http.calls('GET', '/api/employees').length).toBeGreaterThan(0));
    const asked = statesAsked(http.calls('GET', '/api/employees').at(-1));
    expect([...asked].sort()).toEqual([...applicantStates('default')].sort());
  });

  it('opens the chosen applicant beside the list, keeping the list filters in the URL', async () => {
    signIn(['ROLE_RECRUITER']);
    serve();
    renderAreas('mf_recruitment', AreaRoutes, '/applicants/?surname=jan');
    const list = await screen.findByRole('region', { name: 'Sollicitanten' });
    const row = await within(list).findByRole('row', { name: /Jansen/ });
    const user = userEvent.setup();
    await user.click(row);
    await waitFor(() => expect(currentLocation()).toBe(`/applicants/${JAN}/?surname=jan`));
    const selected = await screen.findByRole('region', { name: 'Geselecteerde sollicitant' });
    expect(within(selected).getByRole('heading', { name: 'Jan Jansen' })).toBeInTheDocument();
    // The list stays on screen beside it.
    expect(screen.getByRole('region', { name: 'Sollicitanten' })).toBeInTheDocument();
  });

  it('opens the applicant the URL names (a reload or a shared link)', async () => {
    signIn(['ROLE_RECRUITER']);
    serve();
    renderAreas('mf_recruitment', AreaRoutes, `/applicants/${PIET}/`);
    const selected = await screen.findByRole('region', { name: 'Geselecteerde sollicitant' });
    expect(
      await within(selected).findByRole('heading', { name: 'Piet Pieters' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Kies een sollicitant uit de lijst.')).not.toBeInTheDocument();
  });
});
