import type { AreaId } from '@veldwerk/shared/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import DonationsRoutes from './routes';

/** Mounts the module the way the shell does: at `/<area>/*`. */
function renderArea(area: AreaId, url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={`/${area}/*`} element={<DonationsRoutes area={area} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('mf_donations/routes', () => {
  it.each([
    ['donations', '/donations/', 'Donateurs'],
    ['donations', '/donations/create/', 'Klant en campagne kiezen'],
    ['donations', '/donations/create/4/campaigns/7/', 'Donateur toevoegen'],
    ['donations', '/donations/import/', 'Wijzigingen importeren'],
    ['donations', '/donations/12/update/', 'Donateur wijzigen'],
    ['donations', '/donations/12/', 'Donateur'],
  ] as [AreaId, string, string][])('%s: %s shows "%s" as not yet available', (area, url, title) => {
    renderArea(area, url);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByText('Nog niet beschikbaar')).toBeInTheDocument();
  });

  it('answers an unknown path inside the area with "Pagina niet gevonden"', () => {
    renderArea('donations', '/donations/does/not/exist/');
    expect(screen.getByText('Pagina niet gevonden')).toBeInTheDocument();
    expect(screen.queryByText('Nog niet beschikbaar')).not.toBeInTheDocument();
  });
});
