/** Export layouts through the shared api client (spec §7: `exports/layouts`, `exports/{id}/layout`). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@veldwerk/shared/client';
import {
  API_PATHS,
  campaignSchema,
  exportLayoutDetailSchema,
  exportLayoutListContract,
  exportLayoutToPayload,
  fillPath,
  type ExportLayoutDetail,
  type ExportLayoutFormValues,
} from '@veldwerk/shared/domain';
import { listQueryKey } from '@veldwerk/shared/ui';

export const layoutKeys = {
  detail: (id: number) => ['layouts', 'detail', id] as const,
  campaign: (clientId: number, campaignId: number) =>
    ['campaigns', 'detail', clientId, campaignId] as const,
};

export const layoutPath = (id: number) => fillPath(API_PATHS.layout, { id });

export function useLayout(id: number) {
  return useQuery({
    queryKey: layoutKeys.detail(id),
    queryFn: async ({ signal }) =>
      exportLayoutDetailSchema.parse(await api.get(layoutPath(id), { signal })),
  });
}

/** The input fields of the layout's campaign: the export can read them as source fields. */
export function useCampaignInputFields(clientId: number | null, campaignId: number | null) {
  return useQuery({
    queryKey: layoutKeys.campaign(clientId ?? 0, campaignId ?? 0),
    enabled: clientId !== null && campaignId !== null,
    queryFn: async ({ signal }) =>
      campaignSchema.parse(
        await api.get(
          fillPath(API_PATHS.campaign, { clientId: clientId ?? 0, campaignId: campaignId ?? 0 }),
          { signal },
        ),
      ),
    select: (campaign) => campaign.input_fields,
  });
}

export function useSaveLayout(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ExportLayoutFormValues): Promise<ExportLayoutDetail> => {
      const body = exportLayoutToPayload(values);
      const answer =
        id === undefined
          ? await api.post(API_PATHS.layouts, body)
          : await api.put(layoutPath(id), body);
      return exportLayoutDetailSchema.parse(answer);
    },
    onSuccess: async (layout) => {
      queryClient.setQueryData(layoutKeys.detail(layout.id), layout);
      await queryClient.invalidateQueries({ queryKey: listQueryKey(exportLayoutListContract) });
    },
  });
}

export function useLayoutDeleted() {
  const queryClient = useQueryClient();
  return async (id: number) => {
    queryClient.removeQueries({ queryKey: layoutKeys.detail(id) });
    await queryClient.invalidateQueries({ queryKey: listQueryKey(exportLayoutListContract) });
  };
}
