import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { useSession } from '../../client';
import { deferred, fakeHttp, json, type FakeRequest } from '../../testing';
import { EMPLOYEE, currentLocation, renderKit, signIn } from '../test/render';
import { thingColumns, thingContract, things } from '../test/things';
import { ListView } from './list-view';

function renderList(url = '/things/') {
  return renderKit(
    <ListView
      contract={thingContract}
      columns={thingColumns}
      rowKey={(row) => row.id}
      label="Dingen"
      detailPath={(row) => `/things/${row.id}/`}
      createTo="/things/create/"
    />,
    { url },
  );
}

const onePage = () => json(200, { results: things(1, 3), count: 3, next_cursor: null });
const emptyPreferences = () => json(200, { columns: [] });

function listCalls(requests: FakeRequest[]) {
  return requests.filter((request) => request.method === 'GET' && request.path === '/api/things');
}

function headers(): string[] {
  return screen.getAllByRole('columnheader').map((header) => header.textContent ?? '');
}

beforeEach(() => signIn());

describe('list kit: toolbar and rows', () => {
  it('asks the first page with the default sort and shows the count and the rows', async () => {
    const http = fakeHttp({
      'GET /api/things': () => json(200, { results: things(1, 3), count: 42, next_cursor: null }),
      'GET /api/preferences/things': emptyPreferences,
    });
    renderList();
    expect(await screen.findByText('42 resultaten')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Dingen' });
    expect(within(table).getByText('Ding 2')).toBeInTheDocument();
    const first = listCalls(http.requests)[0];
    expect(Object.fromEntries(first?.url.searchParams ?? [])).toEqual({
      limit: '3',
      sort: 'name',
      order: 'asc',
    });
    // The hidden-by-default column is not drawn.
    expect(headers()).toEqual(['Nummer', 'Naam', 'Status', 'Ingeschakeld']);
  });

  it('says "Meer dan 10.000 resultaten" when the api stopped counting at its cap', async () => {
    fakeHttp({
      'GET /api/things': () =>
        json(200, { results: things(1, 3), count: 10_000, count_capped: true, next_cursor: 'x' }),
      'GET /api/preferences/things': emptyPreferences,
    });
    renderList();
    expect(await screen.findByText('Meer dan 10.000 resultaten')).toBeInTheDocument();
    // The row count is unknown to assistive technology, not a wrong number.
    expect(screen.getByRole('table', { name: 'Dingen' })).toHaveAttribute('aria-rowcount', '-1');
  });

  it('opens the detail route on a click and on Enter', async () => {
    fakeHttp({ 'GET /api/things': onePage, 'GET /api/preferences/things': emptyPreferences });
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByText('Ding 2'));
    expect(currentLocation()).toBe('/things/2/');
  });

  it('opens the focused row with Enter', async () => {
    fakeHttp({ 'GET /api/things': onePage, 'GET /api/preferences/things': emptyPreferences });
    renderList();
    const row = (await screen.findByText('Ding 3')).closest('[role="row"]');
    expect(row).not.toBeNull();
    (row as HTMLElement).focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(currentLocation()).toBe('/things/3/');
  });

  it('shows the add button only to users who may create', async () => {
    fakeHttp({ 'GET /api/things': onePage, 'GET /api/preferences/things': emptyPreferences });
    // `things` is not in the access table: the admin fallback decides.
    signIn(['ROLE_ADMIN']);
    const { unmount } = renderList();
    expect(await screen.findByRole('link', { name: /Toevoegen/ })).toHaveAttribute(
      'href',
      '/things/create/',
    );
    unmount();
    signIn(EMPLOYEE);
    renderList();
    await screen.findByText('3 resultaten');
    expect(screen.queryByRole('link', { name: /Toevoegen/ })).not.toBeInTheDocument();
  });

  it('logs out with "Access denied" when the list answers 401', async () => {
    fakeHttp({
      'GET /api/things': () => json(401, { status: 'error', message: 'Niet ingelogd' }),
      'GET /api/preferences/things': emptyPreferences,
    });
    renderList();
    await waitFor(() => expect(useSession.getState().status).toBe('anonymous'));
    expect(await screen.findByText('De lijst kon niet geladen worden.')).toBeInTheDocument();
  });
});

describe('list kit: filters, reset and sort in the URL', () => {
  it('filters by text, keeps it in the URL, and resets', async () => {
    const http = fakeHttp({
      'GET /api/things': onePage,
      'GET /api/preferences/things': emptyPreferences,
    });
    renderList();
    const user = userEvent.setup();
    await screen.findByText('3 resultaten');
    const reset = screen.getByRole('button', { name: /Filters wissen/ });
    expect(reset).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Filter Naam' }));
    await user.type(screen.getByRole('textbox', { name: 'Naam bevat' }), 'ding 1{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/things/?name=ding+1'));
    await waitFor(() =>
      expect(listCalls(http.requests).at(-1)?.url.searchParams.get('name')).toBe('ding 1'),
    );
    expect(reset).toBeEnabled();

    await user.click(reset);
    await waitFor(() => expect(currentLocation()).toBe('/things/'));
    expect(reset).toBeDisabled();
    await waitFor(() =>
      expect(listCalls(http.requests).at(-1)?.url.searchParams.has('name')).toBe(false),
    );
  });

  it('filters on several values (in) and on yes/no (bool) as the contract sends them', async () => {
    const http = fakeHttp({
      'GET /api/things': onePage,
      'GET /api/preferences/things': emptyPreferences,
    });
    renderList();
    const user = userEvent.setup();
    await screen.findByText('3 resultaten');
    await user.click(screen.getByRole('button', { name: 'Filter Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter Status' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Actief' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bezet' }));
    await waitFor(() =>
      expect(listCalls(http.requests).at(-1)?.url.searchParams.getAll('state[]')).toEqual([
        'A',
        'B',
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Filter Ingeschakeld' }));
    await user.click(await screen.findByRole('radio', { name: 'Nee' }));
    await waitFor(() =>
      expect(listCalls(http.requests).at(-1)?.url.searchParams.get('enabled')).toBe('false'),
    );
    expect(currentLocation()).toBe('/things/?state%5B%5D=A&state%5B%5D=B&enabled=false');
  });

  it('keeps the rows of the previous view while a new sort loads', async () => {
    const sorted = deferred<Response>();
    fakeHttp({
      'GET /api/things': (request) =>
        request.url.searchParams.get('order') === 'desc' ? sorted.promise : onePage(),
      'GET /api/preferences/things': emptyPreferences,
    });
    renderList();
    await screen.findByText('Ding 2');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sorteer Nummer aflopend' }));
    await waitFor(() => expect(currentLocation()).toBe('/things/?sort=id&order=desc'));
    // Still the old rows, no loading row in their place.
    expect(screen.getByText('Ding 2')).toBeInTheDocument();
    expect(screen.queryByText('Laden...')).not.toBeInTheDocument();
    await act(async () => {
      sorted.resolve(json(200, { results: things(7, 1), count: 1, next_cursor: null }));
      await sorted.promise;
    });
    expect(await screen.findByText('Ding 7')).toBeInTheDocument();
    expect(screen.queryByText('Ding 2')).not.toBeInTheDocument();
  });

  it('sorts with the ascending and descending buttons', async () => {
    const http = fakeHttp({
      'GET /api/things': onePage,
      'GET /api/preferences/things': emptyPreferences,
    });
    renderList();
    const user = userEvent.setup();
    await screen.findByText('3 resultaten');
    expect(screen.getByRole('button', { name: 'Sorteer Naam oplopend' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Sorteer Nummer aflopend' }));
    await waitFor(() => expect(currentLocation()).toBe('/things/?sort=id&order=desc'));
    await waitFor(() => {
      const params = listCalls(http.requests).at(-1)?.url.searchParams;
      expect([params?.get('sort'), params?.get('order')]).toEqual(['id', 'desc']);
    });
    expect(screen.getByRole('button', { name: 'Sorteer Nummer aflopend' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('columnheader', { name: /Nummer/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('restores filters and sort from a shared link, and drops what the contract refuses', async () => {
    const http = fakeHttp({
      'GET /api/things': onePage,
      'GET /api/preferences/things': emptyPreferences,
    });
    renderList('/things/?name=ab&sort=id&order=desc&bogus=1&state%5B%5D=C');
    await screen.findByText('3 resultaten');
    const params = Object.fromEntries(listCalls(http.requests)[0]?.url.searchParams ?? []);
    expect(params).toEqual({ limit: '3', sort: 'id', order: 'desc', name: 'ab' });
    expect(screen.getByRole('button', { name: /Filters wissen/ })).toBeEnabled();
  });
});

describe('list kit: column chooser', () => {
  it('applies the stored layout and saves hide and reorder through the preferences api', async () => {
    const http = fakeHttp({
      'GET /api/things': onePage,
      'GET /api/preferences/things': () =>
        json(200, {
          columns: [
            { key: 'name', visible: true },
            { key: 'id', visible: true },
            { key: 'gone', visible: true },
          ],
        }),
      'PUT /api/preferences/things': (request) => json(200, request.body),
    });
    renderList();
    const user = userEvent.setup();
    await screen.findByText('3 resultaten');
    await waitFor(() => expect(headers()).toEqual(['Naam', 'Nummer', 'Status', 'Ingeschakeld']));

    await user.click(screen.getByRole('button', { name: 'Kolommen' }));
    const chooser = await screen.findByRole('list', { name: 'Kolommen' });
    await user.click(within(chooser).getByRole('checkbox', { name: 'Status' }));
    await waitFor(() => expect(headers()).toEqual(['Naam', 'Nummer', 'Ingeschakeld']));
    expect(http.calls('PUT', '/api/preferences/things').at(-1)?.body).toEqual({
      columns: [
        { key: 'name', visible: true },
        { key: 'id', visible: true },
        { key: 'state', visible: false },
        { key: 'enabled', visible: true },
        { key: 'note', visible: false },
      ],
    });

    await user.click(within(chooser).getByRole('button', { name: 'Naam omlaag' }));
    await waitFor(() => expect(headers()).toEqual(['Nummer', 'Naam', 'Ingeschakeld']));
    await user.click(within(chooser).getByRole('checkbox', { name: 'Notitie' }));
    await waitFor(() => expect(headers()).toEqual(['Nummer', 'Naam', 'Ingeschakeld', 'Notitie']));
    expect(http.calls('PUT', '/api/preferences/things').at(-1)?.body).toEqual({
      columns: [
        { key: 'id', visible: true },
        { key: 'name', visible: true },
        { key: 'state', visible: false },
        { key: 'enabled', visible: true },
        { key: 'note', visible: true },
      ],
    });
  });

  it('draws no columns until the stored layout is known, so the table never jumps', async () => {
    const stored = deferred<Response>();
    fakeHttp({
      'GET /api/things': onePage,
      'GET /api/preferences/things': () => stored.promise,
    });
    renderList();
    await screen.findByText('3 resultaten');
    expect(screen.queryAllByRole('columnheader')).toEqual([]);
    expect(screen.queryByText('Ding 1')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByRole('status')).toHaveTextContent('Laden...');
    await act(async () => {
      stored.resolve(json(200, { columns: [{ key: 'name', visible: true }] }));
      await stored.promise;
    });
    await waitFor(() => expect(headers()).toEqual(['Naam', 'Nummer', 'Status', 'Ingeschakeld']));
    expect(screen.getByText('Ding 1')).toBeInTheDocument();
  });

  it('goes back to the previous layout when the server refuses to save', async () => {
    fakeHttp({
      'GET /api/things': onePage,
      'GET /api/preferences/things': emptyPreferences,
      'PUT /api/preferences/things': () => json(500, { message: 'kapot' }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderList();
    const user = userEvent.setup();
    await screen.findByText('3 resultaten');
    await user.click(screen.getByRole('button', { name: 'Kolommen' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Status' }));
    await waitFor(() => expect(headers()).toContain('Status'));
  });
});

describe('list kit: keyboard', () => {
  it('opens filters and the column chooser with the keyboard, moves focus in, Escape returns', async () => {
    const http = fakeHttp({
      'GET /api/things': onePage,
      'GET /api/preferences/things': emptyPreferences,
      'PUT /api/preferences/things': (request) => json(200, request.body),
    });
    renderList();
    const user = userEvent.setup();
    await screen.findByText('3 resultaten');
    screen.getByRole('button', { name: 'Filter Naam' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Naam bevat' })).toHaveFocus());
    await user.keyboard('Ding{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/things/?name=Ding'));

    const chooser = screen.getByRole('button', { name: 'Kolommen' });
    chooser.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Kolommen tonen en ordenen' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.tab();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(
        (http.calls('PUT', '/api/preferences/things').at(-1)?.body as { columns: unknown[] })
          ?.columns[0],
      ).toEqual({ key: 'id', visible: false }),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(chooser).toHaveFocus());
  });
});

describe('list kit: infinite loading', () => {
  it('asks the next 100 rows with the cursor when scrolled near the end; spinner and end marker', async () => {
    const second = deferred<Response>();
    const http = fakeHttp({
      'GET /api/things': (request) =>
        request.url.searchParams.get('cursor') === 'c1'
          ? second.promise
          : json(200, { results: things(1, 3), count: 5, next_cursor: 'c1' }),
      'GET /api/preferences/things': emptyPreferences,
    });
    renderList();
    const scroller = document.querySelector<HTMLElement>('[data-list-scroll]');
    if (scroller === null) throw new Error('no scroll area');
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 5000 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 600 });
    await screen.findByText('Ding 3');
    expect(listCalls(http.requests)).toHaveLength(1);

    // 1000 px from the bottom: not yet.
    scroller.scrollTop = 3400;
    fireEvent.scroll(scroller);
    expect(listCalls(http.requests)).toHaveLength(1);

    // 400 px from the bottom: the next step.
    scroller.scrollTop = 4000;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(listCalls(http.requests)).toHaveLength(2));
    expect(Object.fromEntries(listCalls(http.requests)[1]?.url.searchParams ?? [])).toEqual({
      limit: '100',
      cursor: 'c1',
      sort: 'name',
      order: 'asc',
    });
    expect(await screen.findByText('Laden...')).toBeInTheDocument();
    expect(screen.queryByText('Einde van de lijst')).not.toBeInTheDocument();

    await act(async () => {
      second.resolve(json(200, { results: things(4, 2), count: 5, next_cursor: null }));
      await second.promise;
    });
    expect(await screen.findByText('Ding 5')).toBeInTheDocument();
    expect(screen.getByText('Einde van de lijst')).toBeInTheDocument();
    expect(screen.queryByText('Laden...')).not.toBeInTheDocument();
    fireEvent.scroll(scroller);
    expect(listCalls(http.requests)).toHaveLength(2);
  });

  it('renders only the rows on screen when 10,000 are loaded', async () => {
    fakeHttp({
      'GET /api/things': () =>
        json(200, { results: things(1, 10_000), count: 10_000, next_cursor: null }),
      'GET /api/preferences/things': emptyPreferences,
    });
    renderList();
    expect(await screen.findByText('10000 resultaten')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Dingen' })).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(60);
  });
});

describe('list kit: copy', () => {
  it('copies the header and the visible columns of every loaded row, tab-separated', async () => {
    fakeHttp({
      'GET /api/things': onePage,
      'GET /api/preferences/things': () =>
        json(200, {
          columns: [
            { key: 'name', visible: true },
            { key: 'note', visible: true },
            { key: 'id', visible: false },
          ],
        }),
    });
    renderList();
    // After setup: user-event installs a clipboard of its own.
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await screen.findByText('3 resultaten');
    await waitFor(() => expect(headers()[1]).toBe('Notitie'));
    await user.click(screen.getByRole('button', { name: /Kopieer tabel/ }));
    expect(writeText).toHaveBeenCalledWith(
      [
        'Naam\tNotitie\tStatus\tIngeschakeld',
        'Ding 1\tNotitie 1\tActief\tJa',
        'Ding 2\tNotitie 2\tBezet\tJa',
        'Ding 3\tNotitie 3\tActief\tNee',
      ].join('\n'),
    );
    expect(await screen.findByText('3 rijen gekopieerd naar het klembord')).toBeInTheDocument();
  });
});

describe('list kit: copy every row and filter chips (issue 9)', () => {
  it('copies every row of the filter, fetching the pages not loaded yet', async () => {
    const http = fakeHttp({
      'GET /api/things': (request) =>
        request.url.searchParams.get('cursor') === 'c2'
          ? json(200, { results: things(4, 2), count: 5, next_cursor: null })
          : json(200, { results: things(1, 3), count: 5, next_cursor: 'c2' }),
      'GET /api/preferences/things': emptyPreferences,
    });
    renderList();
    const user = userEvent.setup();
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await screen.findByText('5 resultaten');
    await user.click(screen.getByRole('button', { name: /Kopieer tabel/ }));
    expect(await screen.findByText('5 rijen gekopieerd naar het klembord')).toBeInTheDocument();
    const copied = writeText.mock.calls[0]?.[0] ?? '';
    expect(copied.split('\n')).toHaveLength(6);
    expect(copied).toContain('Ding 5');
    expect(
      listCalls(http.requests).some((call) => call.url.searchParams.get('cursor') === 'c2'),
    ).toBe(true);
  });

  it('shows active filters as chips that remove their filter', async () => {
    fakeHttp({ 'GET /api/things': onePage, 'GET /api/preferences/things': emptyPreferences });
    renderList('/things/?state[]=A&name=ding');
    const user = userEvent.setup();
    const chips = await screen.findByRole('list', { name: 'Actieve filters' });
    expect(within(chips).getByText('Status: Actief')).toBeInTheDocument();
    expect(within(chips).getByText('Naam: ding')).toBeInTheDocument();
    await user.click(
      within(chips).getByRole('button', { name: 'Filter Status: Actief verwijderen' }),
    );
    await waitFor(() => expect(currentLocation()).toBe('/things/?name=ding'));
  });

  it('shows a cut-off cell its whole text on hover', async () => {
    fakeHttp({ 'GET /api/things': onePage, 'GET /api/preferences/things': emptyPreferences });
    renderList();
    const cell = (await screen.findByText('Ding 2')).closest('[role="cell"]');
    expect(cell).toHaveAttribute('title', 'Ding 2');
  });
});
