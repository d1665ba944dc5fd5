import { QueryClient } from '@tanstack/react-query';
import { useSession, type SessionUserData } from '@veldwerk/shared/client';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';

import { AppRoutes } from '../app/app-routes';
import { Providers } from '../app/providers';

/** Shows the router's current location, so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function signIn(user: SessionUserData) {
  useSession.getState().completeLogin(user);
}

/** The whole shell (providers + route table) at `url`, as the browser would show it. */
export function renderApp(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Providers queryClient={queryClient}>
        <AppRoutes />
        <LocationProbe />
      </Providers>
    </MemoryRouter>,
  );
}
