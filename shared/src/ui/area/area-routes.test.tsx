/** Every remote's `./routes` module is built with these; a remote only lists its pages. */
import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { renderWithShell } from '../../testing';
import type { AreaId } from './area-contract';
import { defineAreaRoutes, placeholderArea } from './area-routes';

const AreaRoutes = defineAreaRoutes({
  shifts: placeholderArea([
    { path: '', title: 'Werkbriefjes', description: 'De lijst van werkbriefjes.' },
    { path: 'create', title: 'Werkbriefje toevoegen' },
    { path: ':uuid', title: 'Werkbriefje' },
  ]),
});

function renderArea(area: AreaId, url: string) {
  renderWithShell(<Route path={`/${area}/*`} element={<AreaRoutes area={area} />} />, url);
}

describe('defineAreaRoutes + placeholderArea', () => {
  it.each([
    ['/shifts/', 'Werkbriefjes'],
    ['/shifts/create/', 'Werkbriefje toevoegen'],
    ['/shifts/0b6a0e52-6c3e-4a8f-9f1e-2d7b1c9e4f10/', 'Werkbriefje'],
  ])('%s shows "%s" with its title, as not yet available', (url, title) => {
    renderArea('shifts', url);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Nog niet beschikbaar')).toBeInTheDocument();
  });

  it('says what the finished page will do', () => {
    renderArea('shifts', '/shifts/');
    expect(screen.getByText('De lijst van werkbriefjes.')).toBeInTheDocument();
  });

  it('answers an unknown path inside the area with "Pagina niet gevonden"', () => {
    renderArea('shifts', '/shifts/does/not/exist/');
    expect(screen.getByText('Pagina niet gevonden')).toBeInTheDocument();
    expect(screen.queryByText('Nog niet beschikbaar')).not.toBeInTheDocument();
  });

  it('answers an area the module does not serve with "Pagina niet gevonden"', () => {
    renderArea('donations', '/donations/');
    expect(screen.getByText('Pagina niet gevonden')).toBeInTheDocument();
  });
});
