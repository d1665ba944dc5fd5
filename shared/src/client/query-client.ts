/**
 * The one TanStack QueryClient setup. The shell creates the client and provides it; remotes use
 * `useQueryClient()` (react-query is a federation singleton, so they reach the same cache).
 */
import { QueryClient } from '@tanstack/react-query';

import { ApiError } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refusal (4xx) will not change by asking again; a flaky network might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
