import type { QueryClient } from '@tanstack/react-query';
import { refreshSessionUser } from '@veldwerk/shared/client';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';

import { ensureRemotesRegistered } from '../federation/remote-registry';
import { AppRoutes } from './app-routes';
import { Providers } from './providers';

export function Root({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => {
    // A stored session may have expired or changed roles since the last visit.
    void refreshSessionUser();
    // Learn where the remotes are now, so the first area visit only loads the remote itself.
    ensureRemotesRegistered().catch((error: unknown) =>
      console.warn('Remote list unavailable; areas will retry when opened', error),
    );
  }, []);
  return (
    <BrowserRouter>
      <Providers queryClient={queryClient}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  );
}
