import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { publicApplyPrefix } from './paths';
import PublicApplyRoutes from './public-apply-routes';

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={`${publicApplyPrefix}/*`} element={<PublicApplyRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('mf_recruitment/public-apply', () => {
  it.each(['/public/apply', '/public/apply/referral', '/public/apply/123456'])(
    '%s shows "Uw gegevens", not yet available',
    (url) => {
      renderAt(url);
      expect(screen.getByRole('heading', { name: 'Uw gegevens' })).toBeInTheDocument();
      expect(screen.getByText('Nog niet beschikbaar')).toBeInTheDocument();
    },
  );

  it('names the referring employee code', () => {
    renderAt('/public/apply/654321');
    expect(screen.getByText(/aangemeld via medewerker 654321/)).toBeInTheDocument();
  });

  it('shows the confirmation of spec §2 on /success', () => {
    renderAt('/public/apply/success');
    expect(screen.getByText('Uw aanvraag is verzonden')).toBeInTheDocument();
    expect(screen.getByText('We nemen zo snel mogelijk contact met u op')).toBeInTheDocument();
  });

  it('accepts digits only as employee code', () => {
    renderAt('/public/apply/abc12');
    expect(screen.getByText('Pagina niet gevonden')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Uw gegevens' })).not.toBeInTheDocument();
  });
});
