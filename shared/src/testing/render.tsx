/**
 * Renders a screen inside what the shell gives a remote (antd ConfigProvider + App, a query
 * client, a router) with a probe that shows the current location, plus a signed-in session.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import nlNL from 'antd/locale/nl_NL';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { useSession } from '../client';
import { REMOTES, type RemoteName } from '../remotes.mjs';
import type { AreaRoutesProps } from '../ui';

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

/** `routes` (the `<Route>` elements of a `<Routes>`) at `url`, with fresh providers. */
export function renderWithShell(routes: ReactNode, url: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ConfigProvider locale={nlNL} theme={{ token: { motion: false } }}>
        <App>
          <QueryClientProvider client={queryClient}>
            <Routes>{routes}</Routes>
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

/**
 * A remote's `./routes` module mounted the way the shell mounts it: at the prefix of each area
 * the remotes table gives the remote (`/clients/*`, `/layouts/*`), at `url`.
 */
export function renderAreas(
  remote: RemoteName,
  AreaRoutes: ComponentType<AreaRoutesProps>,
  url: string,
) {
  const areas = REMOTES.find((entry) => entry.name === remote)?.areas ?? [];
  return renderWithShell(
    areas.map((area) => (
      <Route key={area.id} path={`${area.prefix}*`} element={<AreaRoutes area={area.id} />} />
    )),
    url,
  );
}
