import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { transitionFormDefaults, type TransitionFormValues } from '@veldwerk/shared/domain';
import { fakeHttp, json, renderWithShell, signIn } from '@veldwerk/shared/testing';

import { TransitionForm } from './components/transition-form';

const UUID = '11111111-1111-4111-8111-111111111111';
const NOW = () => new Date('2026-03-10T10:00:00Z');

function renderForm(initial: TransitionFormValues, currentState = 'New') {
  signIn(['ROLE_RECRUITER']);
  return renderWithShell(
    <Route
      path="/x"
      element={
        <TransitionForm
          uuid={UUID}
          variant="default"
          currentState={currentState}
          initial={initial}
          now={NOW}
        />
      }
    />,
    '/x',
  );
}

describe('transition form (spec §4)', () => {
  it('shows the reason for an unchanged state and the action date for applicant states', () => {
    fakeHttp({});
    renderForm(transitionFormDefaults('New'));
    expect(screen.getByRole('combobox', { name: /Reden/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Actiedatum/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Datum afspraak/ })).not.toBeInTheDocument();
  });

  it('shows a dated event with time and "open action on that date" for planned states, no reason', () => {
    fakeHttp({});
    renderForm({ ...transitionFormDefaults('New'), new_state: 'M&G planned' });
    expect(screen.getByRole('textbox', { name: /Datum afspraak/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Tijd/ })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Open actie op die datum/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Reden/ })).not.toBeInTheDocument();
  });

  it('hides the action date for employee states', () => {
    fakeHttp({});
    renderForm(
      { ...transitionFormDefaults('Trial planned'), new_state: 'Active' },
      'Trial planned',
    );
    expect(screen.queryByRole('textbox', { name: /Actiedatum/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Reden/ })).not.toBeInTheDocument();
  });

  it('fills +1d, shows "force date" for a past date, and posts close_record with 00:00 times', async () => {
    const http = fakeHttp({
      [`POST /api/employees/${UUID}/transitions`]: () =>
        json(201, {
          uuid: '22222222-2222-4222-8222-222222222222',
          new_state: 'M&G planned',
          event_reason: null,
          event_comment: null,
          event_date: '2026-03-11T00:00:00+01:00',
          open_date: null,
          creation_date: '2026-03-10T10:00:00Z',
          manager: null,
          employee: UUID,
        }),
    });
    renderForm({ ...transitionFormDefaults('New'), new_state: 'M&G planned' });
    const user = userEvent.setup();
    const date = screen.getByRole('textbox', { name: /Datum afspraak/ });
    await user.type(date, '01/01/2026');
    expect(await screen.findByRole('switch', { name: /Forceer datum/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Datum afspraak +1d' }));
    expect(date).toHaveValue('11/03/2026');
    await waitFor(() =>
      expect(screen.queryByRole('switch', { name: /Forceer datum/ })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: /Status wijzigen/ }));
    await waitFor(() =>
      expect(http.calls('POST', `/api/employees/${UUID}/transitions`)).toHaveLength(1),
    );
    const body = http.calls('POST', `/api/employees/${UUID}/transitions`)[0]?.body as {
      employee_state_transition: Record<string, unknown>;
    };
    expect(body.employee_state_transition).toMatchObject({
      new_state: 'M&G planned',
      close_record: true,
      force_date: false,
    });
    expect(String(body.employee_state_transition.event_date)).toMatch(/^2026-03-11T00:00:00/);
  });

  it('sends a quick transition untouched ("Actief"), but not the unchanged free form', async () => {
    const http = fakeHttp({
      [`POST /api/employees/${UUID}/transitions`]: () =>
        json(201, {
          uuid: '33333333-3333-4333-8333-333333333333',
          new_state: 'Active',
          event_reason: null,
          event_comment: null,
          event_date: null,
          open_date: null,
          creation_date: '2026-03-10T10:00:00Z',
          manager: null,
          employee: UUID,
        }),
    });
    const quick = renderForm(
      { ...transitionFormDefaults('Trial planned'), new_state: 'Active' },
      'Trial planned',
    );
    const submit = screen.getByRole('button', { name: /Status wijzigen/ });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.setup().click(submit);
    await waitFor(() =>
      expect(http.calls('POST', `/api/employees/${UUID}/transitions`)).toHaveLength(1),
    );
    quick.unmount();
    // The free form starts on the current state: nothing to send until something changes.
    renderForm(transitionFormDefaults('Trial planned'), 'Trial planned');
    const idle = screen.getByRole('button', { name: /Status wijzigen/ });
    await new Promise((done) => setTimeout(done, 50));
    expect(idle).toBeDisabled();
  });
});
