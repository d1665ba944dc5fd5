import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPORT_MESSAGES } from '@veldwerk/shared/domain';
import { currentLocation, fakeHttp, json, renderWithShell, signIn } from '@veldwerk/shared/testing';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ExportMenu } from './components/export-menu';

const filters = { client: '3', campaign: '7', state: ['PENDING'] };

function renderMenu(count = 4) {
  renderWithShell(
    <Route
      path="*"
      element={<ExportMenu client={3} campaign={7} count={count} filters={filters} />}
    />,
    '/donations/?client=3&campaign=7',
  );
}

async function choose(label: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /Export/ }));
  await user.click(await screen.findByText(label));
}

beforeEach(() => {
  signIn(['ROLE_ADMIN']);
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('donor list export menu', () => {
  it('sends the filtered donors to the project tool and shows and logs the summary', async () => {
    const summary = {
      sent: 2,
      accepted: 2,
      rejected: 0,
      project: 'straat',
      backstage_export_date: '2026-11-25T08:00:00.000Z',
      messages: [],
    };
    const http = fakeHttp({ 'PUT /api/export-donations-backstage': () => json(200, summary) });
    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    renderMenu();
    await choose('Naar projecttool sturen');
    expect(await screen.findByText(EXPORT_MESSAGES.backstageSent(2))).toBeInTheDocument();
    const call = http.calls('PUT', '/api/export-donations-backstage')[0];
    expect(call?.url.searchParams.get('campaign')).toBe('7');
    expect(call?.url.searchParams.getAll('state[]')).toEqual(['PENDING']);
    expect(log).toHaveBeenCalledWith('export-donations-backstage', summary);
  });

  it('downloads the dump', async () => {
    const http = fakeHttp({
      'GET /api/dump-donations': () =>
        new Response('id\n1\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="d.csv"',
          },
        }),
    });
    renderMenu();
    await choose('Donateurs dumpen');
    await waitFor(() => expect(http.calls('GET', '/api/dump-donations')).toHaveLength(1));
  });

  it('opens the campaign export with the list filters', async () => {
    fakeHttp({});
    renderMenu();
    await choose('Exportbestand');
    await waitFor(() =>
      expect(currentLocation()).toBe(
        '/clients/3/campaigns/7/export/?client=3&campaign=7&state%5B%5D=PENDING',
      ),
    );
  });
});
