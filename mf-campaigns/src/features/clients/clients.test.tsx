import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { fakeHttp, json } from '@veldwerk/shared/testing';
import { emptyPage, wnf, zomer } from '../../test/fixtures';
import { EMPLOYEE, currentLocation, renderArea, signIn } from '../../test/render-area';

const preferences = () => json(200, { columns: [] });

beforeEach(() => signIn());

describe('client form', () => {
  it('says "Minimaal 3 karakters" and "Maximaal 100 karakters" and keeps submit disabled', async () => {
    fakeHttp({});
    renderArea('/clients/create/');
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Klant toevoegen' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Naam' });
    const submit = screen.getByRole('button', { name: /Opslaan/ });
    expect(submit).toBeDisabled();
    await user.type(name, 'WN');
    expect(await screen.findByText('Minimaal 3 karakters')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'W'.repeat(101));
    expect(await screen.findByText('Maximaal 100 karakters')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(name);
    expect(await screen.findByText('Vereist veld')).toBeInTheDocument();
  });

  it('creates the client and opens it', async () => {
    const http = fakeHttp({
      'POST /api/clients': () => json(201, { id: 9, name: 'Natuurmonumenten', enabled: true }),
      'GET /api/clients/9': () => json(200, { id: 9, name: 'Natuurmonumenten', enabled: true }),
      'GET /api/clients/9/campaigns': () => json(200, emptyPage),
      'GET /api/preferences/campaigns': preferences,
    });
    renderArea('/clients/create/');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Naam' }), 'Natuurmonumenten');
    await user.click(screen.getByRole('button', { name: /Opslaan/ }));
    expect(await screen.findByText('Klant succesvol opgeslagen')).toBeInTheDocument();
    expect(http.calls('POST', '/api/clients')[0]?.body).toEqual({
      client: { name: 'Natuurmonumenten', enabled: true },
    });
    await waitFor(() => expect(currentLocation()).toBe('/clients/9/'), { timeout: 2500 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Natuurmonumenten' }),
    ).toBeInTheDocument();
  });
});

describe('client list and detail', () => {
  it('lists clients (500 per page, by name) with the add button for super administration', async () => {
    const http = fakeHttp({
      'GET /api/clients': () => json(200, { results: [wnf], count: 1, next_cursor: null }),
      'GET /api/preferences/clients': preferences,
    });
    renderArea('/clients/');
    expect(await screen.findByText('1 resultaat')).toBeInTheDocument();
    expect(http.calls('GET', '/api/clients')[0]?.url.search).toBe('?limit=500&sort=name&order=asc');
    expect(screen.getByRole('link', { name: 'Klant toevoegen' })).toHaveAttribute(
      'href',
      '/clients/create/',
    );
    await userEvent.setup().click(screen.getByText('WNF'));
    expect(currentLocation()).toBe('/clients/4/');
  });

  it('shows a client with its campaigns, and edits it in a modal', async () => {
    const http = fakeHttp({
      'GET /api/clients/4': () => json(200, wnf),
      'PUT /api/clients/4': () => json(200, { ...wnf, name: 'WNF Nederland' }),
      'GET /api/clients/4/campaigns': () =>
        json(200, { results: [zomer], count: 1, next_cursor: null }),
      'GET /api/preferences/campaigns': preferences,
    });
    renderArea('/clients/4/');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'WNF' })).toBeInTheDocument();
    const campaigns = await screen.findByRole('table', { name: 'Campagnes' });
    expect(within(campaigns).getByText('Zomeractie')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Campagne toevoegen' })).toHaveAttribute(
      'href',
      '/clients/4/campaigns/create/',
    );
    expect(screen.getByRole('link', { name: 'Thema' })).toHaveAttribute(
      'href',
      '/clients/4/campaigns/7/theme/',
    );

    await user.click(screen.getByRole('button', { name: 'Wijzigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Klant wijzigen' });
    const name = within(dialog).getByRole('textbox', { name: 'Naam' });
    await user.clear(name);
    await user.type(name, 'WNF Nederland');
    await user.click(within(dialog).getByRole('button', { name: /Opslaan/ }));
    await waitFor(() =>
      expect(http.calls('PUT', '/api/clients/4')[0]?.body).toEqual({
        client: { name: 'WNF Nederland', enabled: true },
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'WNF Nederland' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Klant wijzigen' })).not.toBeInTheDocument(),
    );
  });

  it('hides create, edit and delete from users below super administration', async () => {
    signIn(EMPLOYEE);
    fakeHttp({
      'GET /api/clients/4': () => json(200, wnf),
      'GET /api/clients/4/campaigns': () =>
        json(200, { results: [zomer], count: 1, next_cursor: null }),
      'GET /api/preferences/campaigns': preferences,
    });
    renderArea('/clients/4/');
    expect(await screen.findByRole('heading', { level: 1, name: 'WNF' })).toBeInTheDocument();
    await screen.findByText('Zomeractie');
    expect(screen.queryByRole('button', { name: 'Wijzigen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Verwijderen/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Campagne toevoegen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Thema' })).not.toBeInTheDocument();
  });
});

describe('before the user types (issue 9)', () => {
  it('answers "Geen toegang" on the create page to who may not create clients', () => {
    signIn(EMPLOYEE);
    fakeHttp({});
    renderArea('/clients/create/');
    expect(screen.getByRole('heading', { level: 1, name: 'Geen toegang' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Naam' })).not.toBeInTheDocument();
  });

  it('warns about a client name that already exists', async () => {
    fakeHttp({
      'GET /api/clients': (request) =>
        json(200, {
          results: request.url.searchParams.get('name') === 'wnf' ? [wnf] : [],
          count: 1,
          next_cursor: null,
        }),
    });
    renderArea('/clients/create/');
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Naam' }), 'wnf');
    expect(
      await screen.findByText(
        'Er bestaat al een klant met de naam WNF. Controleer of u geen dubbele klant aanmaakt.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  }, 20_000);
});
