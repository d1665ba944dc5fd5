import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ShiftDashboard } from '@veldwerk/shared/domain';
import { fakeHttp, json, renderAreas, signIn } from '@veldwerk/shared/testing';

import ShiftsRoutes from '../../routes';

const row = { week: '2026-11-23', shifts: 2, hours: 8, checks: 6, approved: 3 };
const dashboard: ShiftDashboard = {
  from: '2026-10-05',
  to: '2026-11-25',
  campaign_name: 'Straat 2026',
  hq: [{ ...row, key: 'Breda', label: 'Breda' }],
  sales_coach: [{ ...row, key: 'c', label: 'Cor Coach' }],
  employee: [{ ...row, key: 't', label: 'Tim Trainee' }],
};

beforeEach(() => signIn(['ROLE_ADMINISTRATION']));

describe('the shift dashboard', () => {
  it('passes the URL filters to the api and shows donors per hour and the approved share', async () => {
    const http = fakeHttp({
      'GET /api/deployment': () =>
        json(200, {
          title: 'Veldwerk',
          logoUrl: null,
          hq: { active: ['Breda'], all: ['Breda'] },
          stateVariant: 'default',
          dashboardUrl: null,
        }),
      'GET /api/shifts/dashboard': () => json(200, dashboard),
    });
    renderAreas('mf_shifts', ShiftsRoutes, '/shifts/dashboard/?campaign=9&hq=Breda');
    const table = await screen.findByRole('table', { name: 'Per vestiging' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['23/11/2026', 'Breda', '2', '8', '6', '0,75', '50%']);
    expect(screen.getByRole('table', { name: 'Per salescoach' })).toHaveTextContent('Cor Coach');
    expect(screen.getByRole('table', { name: 'Per proefdagkandidaat' })).toHaveTextContent(
      'Tim Trainee',
    );
    expect(screen.getByText('Straat 2026')).toBeInTheDocument();
    const [call] = http.calls('GET', '/api/shifts/dashboard');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      campaign: '9',
      hq: 'Breda',
    });
  }, 60_000);
});
