/** Clients through the shared api client: query keys, the detail query, save mutations. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@veldwerk/shared/client';
import {
  API_PATHS,
  clientListContract,
  clientSchema,
  clientToPayload,
  fillPath,
  type Client,
  type ClientFormValues,
} from '@veldwerk/shared/domain';
import { listQueryKey } from '@veldwerk/shared/ui';

export const clientKeys = {
  detail: (clientId: number) => ['clients', 'detail', clientId] as const,
};

export const clientPath = (clientId: number) => fillPath(API_PATHS.client, { clientId });

export function useClient(clientId: number) {
  return useQuery({
    queryKey: clientKeys.detail(clientId),
    queryFn: async ({ signal }) =>
      clientSchema.parse(await api.get(clientPath(clientId), { signal })),
  });
}

/** Create (no id) or update a client; the list and the detail are refreshed after it. */
export function useSaveClient(clientId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ClientFormValues): Promise<Client> => {
      const body = clientToPayload(values);
      const answer =
        clientId === undefined
          ? await api.post(API_PATHS.clients, body)
          : await api.put(clientPath(clientId), body);
      return clientSchema.parse(answer);
    },
    onSuccess: async (client) => {
      queryClient.setQueryData(clientKeys.detail(client.id), client);
      await queryClient.invalidateQueries({ queryKey: listQueryKey(clientListContract) });
    },
  });
}

/** After a delete: the list is stale, the detail gone. */
export function useClientDeleted() {
  const queryClient = useQueryClient();
  return async (clientId: number) => {
    queryClient.removeQueries({ queryKey: clientKeys.detail(clientId) });
    await queryClient.invalidateQueries({ queryKey: listQueryKey(clientListContract) });
  };
}
