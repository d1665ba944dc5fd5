import { api } from '@veldwerk/shared/client';
import type { Deployment } from '@veldwerk/shared/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The product's generic name, used until (or unless) the deployment names itself. */
export const DEFAULT_TITLE = 'Veldwerk';

export const deploymentQueryKey = ['deployment'] as const;

/**
 * `GET /api/deployment`: branding and sign-in settings for this host (public, cached). The api
 * answers through the shared `deploymentSchema`; the shell only types it, so the first page does
 * not load the domain module (zod, every schema, phone metadata).
 */
export function useDeployment() {
  return useQuery<Deployment>({
    queryKey: deploymentQueryKey,
    queryFn: ({ signal }) => api.get<Deployment>('deployment', { signal }),
    staleTime: Infinity,
  });
}

/** Keeps the document title on the deployment's title. */
export function useBrandingTitle(): string {
  const title = useDeployment().data?.title || DEFAULT_TITLE;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}
