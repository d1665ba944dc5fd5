import type { AreaId } from '@veldwerk/shared/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import CampaignsRoutes from './routes';

/** Mounts the module the way the shell does: at `/<area>/*`. */
function renderArea(area: AreaId, url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={`/${area}/*`} element={<CampaignsRoutes area={area} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('mf_campaigns/routes', () => {
  it.each([
    ['clients', '/clients/', 'Klanten'],
    ['clients', '/clients/create/', 'Klant toevoegen'],
    ['clients', '/clients/4/', 'Campagnes'],
    ['clients', '/clients/4/campaigns/create/', 'Campagne toevoegen'],
    ['clients', '/clients/4/campaigns/7/update/', 'Campagne wijzigen'],
    ['clients', '/clients/4/campaigns/7/theme/', 'Campagnethema'],
    ['clients', '/clients/4/campaigns/7/export/', 'Donateurs exporteren'],
    ['layouts', '/layouts/', 'Export layouts'],
    ['layouts', '/layouts/create/', 'Export layout maken'],
    ['layouts', '/layouts/3/', 'Export layout wijzigen'],
  ] as [AreaId, string, string][])('%s: %s shows "%s" as not yet available', (area, url, title) => {
    renderArea(area, url);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByText('Nog niet beschikbaar')).toBeInTheDocument();
  });

  it('answers an unknown path inside the area with "Pagina niet gevonden"', () => {
    renderArea('clients', '/clients/does/not/exist/');
    expect(screen.getByText('Pagina niet gevonden')).toBeInTheDocument();
    expect(screen.queryByText('Nog niet beschikbaar')).not.toBeInTheDocument();
  });
});
