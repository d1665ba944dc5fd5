/**
 * Renders this remote's routes the way the shell mounts them (at `/clients/*` and `/layouts/*`,
 * inside ConfigProvider + App + QueryClientProvider), with a signed-in session.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useSession } from '@veldwerk/shared/client';
import { App, ConfigProvider } from 'antd';
import nlNL from 'antd/locale/nl_NL';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import CampaignsRoutes from '../routes';

export const SUPER_ADMINISTRATION = ['ROLE_SUPER_ADMINISTRATION'];
export const EMPLOYEE = ['ROLE_EMPLOYEE'];

export function signIn(roles: string[] = SUPER_ADMINISTRATION) {
  useSession.getState().completeLogin({
    token: 'token-1',
    roles,
    fullName: 'Sanne Super',
    email: 'super.administration@veldwerk.test',
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderArea(url: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ConfigProvider locale={nlNL} theme={{ token: { motion: false } }}>
        <App>
          <QueryClientProvider client={queryClient}>
            <Routes>
              <Route path="/clients/*" element={<CampaignsRoutes area="clients" />} />
              <Route path="/layouts/*" element={<CampaignsRoutes area="layouts" />} />
            </Routes>
            <LocationProbe />
          </QueryClientProvider>
        </App>
      </ConfigProvider>
    </MemoryRouter>,
  );
}

export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
