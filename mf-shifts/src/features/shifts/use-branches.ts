/** The deployment's branches (public `GET deployment`, cached with the shell's). */
import { useQuery } from '@tanstack/react-query';
import { api } from '@veldwerk/shared/client';
import type { Deployment } from '@veldwerk/shared/domain';

export function useBranches(): { active: readonly string[]; all: readonly string[] } {
  const deployment = useQuery<Deployment>({
    queryKey: ['deployment'],
    queryFn: ({ signal }) => api.get<Deployment>('deployment', { signal }),
    staleTime: Infinity,
  });
  return deployment.data?.hq ?? { active: [], all: [] };
}
