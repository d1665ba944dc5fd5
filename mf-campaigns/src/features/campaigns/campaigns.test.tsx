import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { fakeHttp, json } from '@veldwerk/shared/testing';
import { emptyPage, wnf, zomer } from '../../test/fixtures';
import { EMPLOYEE, currentLocation, renderArea, signIn } from '../../test/render-area';

beforeEach(() => signIn());

const group = (name: RegExp | string) => screen.getByRole('group', { name });

describe('campaign form with its input field editor', () => {
  it('adds, fills, reorders and removes input fields, and posts them in order', async () => {
    const http = fakeHttp({
      'POST /api/clients/4/campaigns': (request) => {
        const body = request.body as { campaign: object };
        return json(201, { ...zomer, ...body.campaign, id: 8 });
      },
      'GET /api/clients/4': () => json(200, wnf),
      'GET /api/clients/4/campaigns': () => json(200, emptyPage),
      'GET /api/preferences/campaigns': () => json(200, { columns: [] }),
    });
    renderArea('/clients/4/campaigns/create/');
    const user = userEvent.setup();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Campagne toevoegen' }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Naam' }), 'Winteractie');
    const reference = screen.getByRole('textbox', { name: 'Projectreferentie' });
    await user.type(reference, 'Winter-2026');
    await user.tab();
    expect(reference).toHaveValue('winter-2026');

    const add = screen.getByRole('button', { name: 'Invoerveld toevoegen' });
    await user.click(add);
    await user.click(add);
    await user.click(add);

    const first = group('Invoerveld 1');
    const name1 = within(first).getByRole('textbox', { name: 'Veldnaam' });
    await user.type(name1, 'Maat Shirt');
    await user.tab();
    expect(name1).toHaveValue('maat_shirt');
    await user.type(within(first).getByRole('textbox', { name: 'Label' }), 'Shirtmaat');
    await user.type(within(first).getByRole('textbox', { name: 'Opties' }), 'S{Enter}M,');
    await user.click(within(first).getByRole('switch', { name: 'Verplicht' }));

    const second = group('Invoerveld 2');
    await user.type(within(second).getByRole('textbox', { name: 'Veldnaam' }), 'maat_shirt');
    expect(await within(second).findByText('Deze naam komt al voor')).toBeInTheDocument();
    const name2 = within(second).getByRole('textbox', { name: 'Veldnaam' });
    await user.clear(name2);
    await user.type(name2, 'nieuwsbrief');
    await user.type(within(second).getByRole('textbox', { name: 'Label' }), 'Nieuwsbrief');

    await user.click(screen.getByRole('button', { name: 'Verwijderen Invoerveld 3' }));
    expect(screen.queryByRole('group', { name: /Invoerveld 3/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Invoerveld 2 (Nieuwsbrief) omhoog' }));
    expect(group('Invoerveld 1 (Nieuwsbrief)')).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: /Opslaan/ });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Campagne succesvol opgeslagen')).toBeInTheDocument();
    expect(http.calls('POST', '/api/clients/4/campaigns')[0]?.body).toEqual({
      campaign: {
        name: 'Winteractie',
        backstage_reference: 'winter-2026',
        enabled: true,
        available_for_tablet: false,
        email_text: null,
        address_link: null,
        input_fields: [
          { name: 'nieuwsbrief', label: 'Nieuwsbrief', required: false, options: [] },
          { name: 'maat_shirt', label: 'Shirtmaat', required: true, options: ['S', 'M'] },
        ],
      },
    });
    await waitFor(() => expect(currentLocation()).toBe('/clients/4/'), { timeout: 2500 });
    // A long journey through many fields: slow on a busy 2-core machine.
  }, 40_000);

  it('keeps submit disabled while an input field lacks its label', async () => {
    fakeHttp({});
    renderArea('/clients/4/campaigns/create/');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Naam' }), 'Winteractie');
    await user.click(screen.getByRole('button', { name: 'Invoerveld toevoegen' }));
    await user.type(
      within(group('Invoerveld 1')).getByRole('textbox', { name: 'Veldnaam' }),
      'kleur',
    );
    expect(screen.getByRole('button', { name: /Opslaan/ })).toBeDisabled();
  });

  it('edits a stored campaign with its fields, and links to its theme', async () => {
    const http = fakeHttp({
      'GET /api/clients/4/campaigns/7': () => json(200, zomer),
      'PUT /api/clients/4/campaigns/7': () => json(200, { ...zomer, enabled: false }),
    });
    renderArea('/clients/4/campaigns/7/update/');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Campagne Zomeractie wijzigen' }),
    ).toBeInTheDocument();
    expect(
      within(group('Invoerveld 1 (Shirtmaat)')).getByRole('textbox', { name: 'Veldnaam' }),
    ).toHaveValue('shirt_maat');
    expect(screen.getByRole('link', { name: 'Thema' })).toHaveAttribute(
      'href',
      '/clients/4/campaigns/7/theme/',
    );
    expect(screen.getByRole('button', { name: 'Verwijderen' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Actief' }));
    await user.click(screen.getByRole('button', { name: /Opslaan/ }));
    await waitFor(() =>
      expect(http.calls('PUT', '/api/clients/4/campaigns/7')[0]?.body).toMatchObject({
        campaign: { enabled: false, input_fields: zomer.input_fields },
      }),
    );
  });
});

describe('a campaign for who may only read (issue 9)', () => {
  it('opens read-only: no save button, fields disabled, before anything is typed', async () => {
    signIn(EMPLOYEE);
    fakeHttp({
      'GET /api/clients/4': () => json(200, wnf),
      'GET /api/clients/4/campaigns/7': () => json(200, zomer),
    });
    renderArea('/clients/4/campaigns/7/update/');
    const name = await screen.findByRole('textbox', { name: 'Naam' });
    expect(name).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Opslaan/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('U kunt deze gegevens bekijken, maar niet wijzigen.'),
    ).toBeInTheDocument();
    // The way back names the client.
    expect(await screen.findByRole('link', { name: /Klant WNF/ })).toHaveAttribute(
      'href',
      '/clients/4/',
    );
  });
});
