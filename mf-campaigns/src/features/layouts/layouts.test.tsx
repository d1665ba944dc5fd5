import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { fakeHttp, json } from '@veldwerk/shared/testing';
import { maandLayout, zomer } from '../../test/fixtures';
import { currentLocation, renderArea, signIn } from '../../test/render-area';

beforeEach(() => signIn());

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  option: string,
  search?: string,
) {
  const select = screen.getByRole('combobox', { name: label });
  await user.click(select);
  if (search !== undefined) await user.type(select, search);
  const items = await screen.findAllByTitle(option);
  const visible = items.at(-1);
  if (visible === undefined) throw new Error(`no option ${option}`);
  await user.click(visible);
}

describe('export layout list', () => {
  it('asks 500 layouts with return_fields=1 and shows the first two fields plus a count', async () => {
    const http = fakeHttp({
      'GET /api/exports/layouts': () =>
        json(200, {
          results: [
            {
              ...maandLayout,
              layout_body: [...maandLayout.layout_body, { col_name: 'IBAN', source_field: 'iban' }],
            },
          ],
          count: 1,
          next_cursor: null,
        }),
      'GET /api/preferences/layouts': () => json(200, { columns: [] }),
    });
    renderArea('/layouts/');
    expect(await screen.findByText('Referentie, Maat (+1)')).toBeInTheDocument();
    expect(
      Object.fromEntries(http.calls('GET', '/api/exports/layouts')[0]?.url.searchParams ?? []),
    ).toEqual({
      limit: '500',
      sort: 'name',
      order: 'asc',
      return_fields: '1',
    });
    expect(screen.getByRole('link', { name: 'Export layout maken' })).toHaveAttribute(
      'href',
      '/layouts/create/',
    );
    expect(screen.getByRole('button', { name: 'Sorteer Naam aflopend' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('Maandexport'));
    expect(currentLocation()).toBe('/layouts/3/');
  });

  it('names the client of a client filter restored from the URL, not its number', async () => {
    const http = fakeHttp({
      'GET /api/exports/layouts': () =>
        json(200, { results: [maandLayout], count: 1, next_cursor: null }),
      'GET /api/preferences/layouts': () => json(200, { columns: [] }),
    });
    renderArea('/layouts/?client=4');
    expect(await screen.findByText('Maandexport')).toBeInTheDocument();
    expect(http.calls('GET', '/api/exports/layouts')[0]?.url.searchParams.get('client')).toBe('4');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Filter Klant' }));
    const filter = await screen.findByRole('dialog', { name: 'Filter Klant' });
    expect(await within(filter).findByTitle('WNF')).toBeInTheDocument();
    expect(within(filter).queryByText('Nr. 4')).not.toBeInTheDocument();
  });
});

describe('export layout form', () => {
  it('shows the csv-only options only for csv', async () => {
    fakeHttp({});
    renderArea('/layouts/create/');
    const user = userEvent.setup();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Export layout maken' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Extensie' })).toHaveAttribute(
      'placeholder',
      'Automatisch',
    );
    const csvOptions = screen.getByRole('group', { name: 'CSV-opties' });
    for (const label of ['Scheidingsteken', 'Tekstafbakening', 'Regeleinde']) {
      expect(within(csvOptions).getByRole('combobox', { name: label })).toBeInTheDocument();
    }
    await choose(user, 'Bestandstype', 'Excel (xlsx)');
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'CSV-opties' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('combobox', { name: 'Scheidingsteken' })).not.toBeInTheDocument();
    await choose(user, 'Bestandstype', 'CSV');
    expect(await screen.findByRole('combobox', { name: 'Scheidingsteken' })).toBeInTheDocument();
  });

  it('creates a layout: campaign by autocomplete, a field from the campaign, csv options dropped for xlsx', async () => {
    const http = fakeHttp({
      'GET /api/autocomplete/campaigns.json': () =>
        json(200, [{ id: 7, label: 'Zomeractie', client_id: 4, client_name: 'WNF' }]),
      'GET /api/clients/4/campaigns/7': () => json(200, zomer),
      'POST /api/exports/layouts': () => json(201, maandLayout),
      'GET /api/exports/layouts': () => json(200, { results: [], count: 0, next_cursor: null }),
      'GET /api/preferences/layouts': () => json(200, { columns: [] }),
    });
    renderArea('/layouts/create/');
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Campagne' }), 'zo');
    await user.click(await screen.findByTitle('Zomeractie (WNF)'));
    await user.type(screen.getByRole('textbox', { name: 'Naam' }), 'Tablet export');
    await choose(user, 'Bestandstype', 'Excel (xlsx)');
    await user.click(screen.getByRole('button', { name: 'Exportveld toevoegen' }));
    const field = screen.getByRole('group', { name: 'Exportveld 1' });
    await user.type(within(field).getByRole('textbox', { name: 'Kolomnaam' }), 'Maat');
    await choose(user, 'Bron', 'Shirtmaat (shirt_maat)', 'shirt');
    const submit = screen.getByRole('button', { name: /Opslaan/ });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Export layout succesvol opgeslagen')).toBeInTheDocument();
    expect(http.calls('POST', '/api/exports/layouts')[0]?.body).toEqual({
      export_layout: {
        campaign: 7,
        name: 'Tablet export',
        file_type: 'xlsx',
        layout_body: [{ col_name: 'Maat', source_field: 'extra_fields.shirt_maat' }],
        add_title_row: true,
        field_delimiter: null,
        field_enclosure: null,
        line_ending: null,
        extension: null,
      },
    });
    await waitFor(() => expect(currentLocation()).toBe('/layouts/'), { timeout: 2500 });
  });

  it('shows the server message and layout_messages as "field: message" when a save is refused', async () => {
    fakeHttp({
      'GET /api/exports/3/layout': () => json(200, maandLayout),
      'GET /api/clients/4/campaigns/7': () => json(200, zomer),
      'PUT /api/exports/3/layout': () =>
        json(
          400,
          {
            status: 'error',
            message: 'Export layout kan niet worden opgeslagen.',
            errors: { errors: [], children: { name: { errors: ['Deze naam komt al voor'] } } },
            layout_messages: {
              'layout_body.1': 'Campagne heeft geen veld shirt_maat',
              extension: 'Niet toegestaan',
            },
          },
          'Bad Request',
        ),
    });
    renderArea('/layouts/3/');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maandexport wijzigen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Scheidingsteken' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Naam' }), ' 2');
    await user.click(screen.getByRole('button', { name: /Opslaan/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Export layout kan niet worden opgeslagen.');
    expect(
      within(alert).getByText('layout_body.1: Campagne heeft geen veld shirt_maat'),
    ).toBeInTheDocument();
    expect(within(alert).getByText('extension: Niet toegestaan')).toBeInTheDocument();
    expect(screen.getByText('Deze naam komt al voor')).toBeInTheDocument();
  });
});
