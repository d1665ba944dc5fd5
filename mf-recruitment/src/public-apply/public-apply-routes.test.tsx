import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { currentLocation, fakeHttp, json, renderWithShell } from '@veldwerk/shared/testing';

import { publicApplyPrefix } from './paths';
import PublicApplyRoutes from './public-apply-routes';

const deployment = {
  title: 'Veldwerk',
  logoUrl: null,
  hq: { active: ['Amsterdam', 'Assen'], all: ['Amsterdam', 'Assen'] },
  stateVariant: 'default',
  dashboardUrl: null,
};

function renderAt(url: string) {
  return renderWithShell(
    <Route path={`${publicApplyPrefix}/*`} element={<PublicApplyRoutes />} />,
    url,
  );
}

describe('mf_recruitment/public-apply', () => {
  it.each(['/public/apply', '/public/apply/referral', '/public/apply/123456'])(
    '%s shows the form "Uw gegevens"',
    async (url) => {
      fakeHttp({ 'GET /api/deployment': () => json(200, deployment) });
      renderAt(url);
      expect(await screen.findByRole('heading', { name: 'Uw gegevens' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /E-mail/ })).toBeInTheDocument();
    },
  );

  it('pre-fills and disables the referral on /{employeeCode}', async () => {
    fakeHttp({ 'GET /api/deployment': () => json(200, deployment) });
    renderAt('/public/apply/654321');
    const referral = await screen.findByRole('textbox', { name: /Aangemeld door/ });
    expect(referral).toHaveValue('654321');
    expect(referral).toBeDisabled();
  });

  it('sends the applicant with source "via medewerker" and opens the confirmation', async () => {
    const http = fakeHttp({
      'GET /api/deployment': () => json(200, deployment),
      'POST /api/public/applicants': () => json(201, { status: 'ok' }),
    });
    renderAt('/public/apply/654321');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Voornaam/ }), 'jan');
    await user.type(screen.getByRole('textbox', { name: /Mobiel/ }), '06 1234 5678');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'jan@example.org');
    await user.click(screen.getByRole('combobox', { name: /Vestiging/ }));
    await user.click(await screen.findByTitle('Assen'));
    await user.click(screen.getByRole('button', { name: /Versturen/ }));
    await waitFor(() => expect(http.calls('POST', '/api/public/applicants')).toHaveLength(1));
    expect(http.calls('POST', '/api/public/applicants')[0]?.body).toMatchObject({
      firstname: 'Jan',
      mobile: '0612345678',
      email: 'jan@example.org',
      hq: 'Assen',
      recruited_by_alternative: '654321',
      source: 'via medewerker',
      homepage: null,
    });
    await waitFor(() => expect(currentLocation()).toBe('/public/apply/success'));
  });

  it('shows the confirmation of spec §2 on /success', () => {
    fakeHttp({ 'GET /api/deployment': () => json(200, deployment) });
    renderAt('/public/apply/success');
    expect(screen.getByText('Uw aanvraag is verzonden')).toBeInTheDocument();
    expect(screen.getByText('We nemen zo snel mogelijk contact met u op')).toBeInTheDocument();
  });

  it('accepts digits only as employee code', () => {
    fakeHttp({ 'GET /api/deployment': () => json(200, deployment) });
    renderAt('/public/apply/abc12');
    expect(screen.getByText('Pagina niet gevonden')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Uw gegevens' })).not.toBeInTheDocument();
  });

  it('keeps the honeypot out of the accessibility tree and the tab order', async () => {
    fakeHttp({ 'GET /api/deployment': () => json(200, deployment) });
    renderAt('/public/apply');
    await screen.findByRole('heading', { name: 'Uw gegevens' });
    expect(screen.queryByRole('textbox', { name: /Homepage/ })).not.toBeInTheDocument();
    const trap = document.querySelector<HTMLInputElement>('input[name="homepage"]');
    expect(trap).not.toBeNull();
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.autocomplete).toBe('off');
    // Tabbing through the whole form never lands in it.
    const user = userEvent.setup();
    for (let i = 0; i < 30; i++) {
      await user.tab();
      expect(document.activeElement).not.toBe(trap);
    }
  });
});
