import type { AreaId } from '@veldwerk/shared/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import RecruitmentRoutes from './routes';

/** Mounts the module the way the shell does: at `/<area>/*`. */
function renderArea(area: AreaId, url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={`/${area}/*`} element={<RecruitmentRoutes area={area} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('mf_recruitment/routes', () => {
  it.each([
    ['employees', '/employees/', 'Medewerkers'],
    ['employees', '/employees/create/', 'Medewerker toevoegen'],
    ['employees', '/employees/0b6a0e52-6c3e-4a8f-9f1e-2d7b1c9e4f10/', 'Medewerker'],
    ['employees', '/employees/0b6a0e52-6c3e-4a8f-9f1e-2d7b1c9e4f10/update/', 'Medewerker wijzigen'],
    ['employees', '/employees/0b6a0e52-6c3e-4a8f-9f1e-2d7b1c9e4f10/roles/', 'Rechten wijzigen'],
    ['applicants', '/applicants/', 'Sollicitanten'],
    ['applicants', '/applicants/0b6a0e52-6c3e-4a8f-9f1e-2d7b1c9e4f10/', 'Sollicitant'],
    [
      'applicants',
      '/applicants/0b6a0e52-6c3e-4a8f-9f1e-2d7b1c9e4f10/update/',
      'Sollicitant wijzigen',
    ],
  ] as [AreaId, string, string][])('%s: %s shows "%s" as not yet available', (area, url, title) => {
    renderArea(area, url);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByText('Nog niet beschikbaar')).toBeInTheDocument();
  });

  it('answers an unknown path inside the area with "Pagina niet gevonden"', () => {
    renderArea('employees', '/employees/does/not/exist/');
    expect(screen.getByText('Pagina niet gevonden')).toBeInTheDocument();
    expect(screen.queryByText('Nog niet beschikbaar')).not.toBeInTheDocument();
  });
});
