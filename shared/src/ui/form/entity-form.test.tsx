import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { api } from '../../client';
import { clientFormSchema, clientToFormValues, type Client } from '../../domain';
import { fakeHttp, json, type FakeHandler } from '../../testing';
import { currentLocation, renderKit, signIn } from '../test/render';
import { EntityForm } from './entity-form';
import { SwitchField } from './switch-field';
import { TextField } from './text-field';
import { useEntityForm } from './use-entity-form';
import { LEAVE_TEXT } from './use-leave-guard';

function ClientForm({ newEntry = false }: { newEntry?: boolean }) {
  const entity = useEntityForm({
    schema: clientFormSchema,
    defaultValues: clientToFormValues(),
    save: (values) => api.post<Client>('clients', { client: values }),
    successMessage: 'Klant succesvol opgeslagen',
    redirectTo: newEntry ? undefined : (client) => `/clients/${client.id}/`,
  });
  return (
    <EntityForm entity={entity} label="Klant">
      <TextField name="name" label="Naam" required autocorrect="name" />
      <SwitchField name="enabled" label="Actief" />
    </EntityForm>
  );
}

function renderForm(handler: FakeHandler, newEntry = false) {
  const http = fakeHttp({ 'POST /api/clients': handler });
  renderKit(<ClientForm newEntry={newEntry} />, {
    url: '/clients/create/',
    pattern: '/clients/create/',
  });
  return { http, user: userEvent.setup(), name: screen.getByRole('textbox', { name: 'Naam' }) };
}

const submit = () => screen.getByRole('button', { name: /Opslaan/ });
const created = () => json(201, { id: 9, name: 'Wnf', enabled: true });

beforeEach(() => signIn());

describe('form kit: submit rules and autocorrect', () => {
  it('keeps submit disabled until the form is touched and valid', async () => {
    const { user, name } = renderForm(created);
    expect(submit()).toBeDisabled();
    await user.type(name, 'ab');
    expect(await screen.findByText('Minimaal 3 karakters')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(submit()).toBeDisabled();
    await user.type(name, 'c');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.type(name, 'x'.repeat(98));
    expect(await screen.findByText('Maximaal 100 karakters')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('applies the autocorrect of the field on blur', async () => {
    const { user, name } = renderForm(created);
    await user.type(name, 'wereld natuur fonds');
    expect(name).toHaveValue('wereld natuur fonds');
    await user.tab();
    expect(name).toHaveValue('Wereld natuur fonds');
  });

  it('saves, shows the success message and goes to the detail after 1.5 s', async () => {
    const { http, user, name } = renderForm(created);
    await user.type(name, 'wnf');
    await user.click(screen.getByRole('switch', { name: 'Actief' }));
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText('Klant succesvol opgeslagen')).toBeInTheDocument();
    expect(http.calls('POST', '/api/clients')[0]?.body).toEqual({
      client: { name: 'Wnf', enabled: false },
    });
    expect(currentLocation()).toBe('/clients/create/');
    expect(submit()).toBeDisabled();
    await waitFor(() => expect(currentLocation()).toBe('/clients/9/'), { timeout: 2500 });
  });

  it('resets for a new entry when there is nowhere to go', async () => {
    const { user, name } = renderForm(created, true);
    await user.type(name, 'wnf');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText('Klant succesvol opgeslagen')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveValue(''), { timeout: 2500 });
    expect(submit()).toBeDisabled();
    expect(currentLocation()).toBe('/clients/create/');
  });
});

describe('form kit: server answers (spec §8)', () => {
  async function submitWith(handler: FakeHandler) {
    const { user, name } = renderForm(handler);
    await user.type(name, 'wnf');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    return { name };
  }

  it('shows 400 field errors under their fields', async () => {
    const { name } = await submitWith(() =>
      json(400, {
        status: 'error',
        message: 'Server kan het record niet opslaan, controleer het formulier.',
        errors: { errors: [], children: { name: { errors: ['Deze naam komt al voor'] } } },
      }),
    );
    expect(await screen.findByText('Deze naam komt al voor')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Deze naam komt al voor');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('joins 400 form-level errors, and names fields the form does not show', async () => {
    await submitWith(() =>
      json(400, {
        status: 'error',
        message: 'x',
        errors: {
          errors: ['Klant is gearchiveerd.', 'Probeer het later.'],
          children: { archived_at: { errors: ['Vereist veld'] } },
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Klant is gearchiveerd. Probeer het later.');
    expect(alert).toHaveTextContent('archived_at: Vereist veld');
  });

  it('warns "Server kan het record niet opslaan" for a 400 without errors', async () => {
    await submitWith(() => json(400, { status: 'error', message: 'Ongeldig verzoek.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Server kan het record niet opslaan, controleer het formulier.',
    );
  });

  it("shows the server's Dutch message when it refuses, not the English statusText", async () => {
    await submitWith(() =>
      json(403, { status: 'error', message: 'Geen toegang tot deze functie.' }, 'Forbidden'),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Geen toegang tot deze functie.');
    expect(alert).not.toHaveTextContent('Forbidden');
  });

  it('says "{statusText}: Controleer het formulier en bijbehorende rechten." without a message', async () => {
    await submitWith(
      () => new Response('<html>proxy</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bad Gateway: Controleer het formulier en bijbehorende rechten.',
    );
  });

  it('says "Intern server probleem" when no answer comes', async () => {
    await submitWith(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Intern server probleem');
  });
});

describe('form kit: Enter, leaving and untouched fields (issue 9)', () => {
  it('does not submit on Enter in a text field', async () => {
    const { http, user, name } = renderForm(created);
    await user.type(name, 'Natuurmonumenten{Enter}');
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(http.calls('POST', '/api/clients')).toHaveLength(0);
  });

  it('asks before a link leaves a form with unsaved changes', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, name } = renderForm(created);
    await user.type(name, 'Natuur');
    const link = document.createElement('a');
    link.href = '/elders/';
    link.textContent = 'Elders';
    document.body.append(link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(confirm).toHaveBeenCalledWith(LEAVE_TEXT);
    expect(click.defaultPrevented).toBe(true);
    link.remove();
    confirm.mockRestore();
  });

  it("asks before the browser's Back leaves a form with unsaved changes", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const routerHeard = vi.fn();
    window.addEventListener('popstate', routerHeard);
    // An earlier test's dirty form left its guard entry current: start from a plain one.
    window.history.replaceState(null, '', window.location.href);
    const before = window.history.length;
    const { user, name } = renderForm(created);
    await user.type(name, 'Natuur');
    // A guard entry with the same address sits on top while the form is dirty.
    await waitFor(() => expect(window.history.length).toBe(before + 1));
    // Back, answered "stay": the router never hears it and the guard is armed again.
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_TEXT);
    expect(routerHeard).not.toHaveBeenCalled();
    expect(back).not.toHaveBeenCalled();
    expect(window.history.length).toBe(before + 2);
    // Back, answered "leave": one more step back, which the router follows.
    confirm.mockReturnValue(true);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(back).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(routerHeard).toHaveBeenCalledTimes(1);
    window.removeEventListener('popstate', routerHeard);
    back.mockRestore();
    confirm.mockRestore();
  });

  it('shows no "Vereist veld" on an empty field nobody has been in yet', async () => {
    const { user } = renderForm(created);
    // Another field's change validates the whole form; the untouched empty name stays quiet.
    await user.click(screen.getByRole('switch', { name: 'Actief' }));
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(screen.queryByText('Vereist veld')).not.toBeInTheDocument();
  });
});
