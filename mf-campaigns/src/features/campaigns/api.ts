/** Campaigns of a client through the shared api client: keys, detail query, save mutation. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@veldwerk/shared/client';
import {
  API_PATHS,
  campaignListContract,
  campaignSchema,
  campaignToPayload,
  fillPath,
  type Campaign,
  type CampaignFormValues,
} from '@veldwerk/shared/domain';
import { listQueryKey } from '@veldwerk/shared/ui';

export const campaignKeys = {
  detail: (clientId: number, campaignId: number) =>
    ['campaigns', 'detail', clientId, campaignId] as const,
};

export const campaignsPath = (clientId: number) => fillPath(API_PATHS.campaigns, { clientId });
export const campaignPath = (clientId: number, campaignId: number) =>
  fillPath(API_PATHS.campaign, { clientId, campaignId });

export function useCampaign(clientId: number, campaignId: number) {
  return useQuery({
    queryKey: campaignKeys.detail(clientId, campaignId),
    queryFn: async ({ signal }) =>
      campaignSchema.parse(await api.get(campaignPath(clientId, campaignId), { signal })),
  });
}

export function useSaveCampaign(clientId: number, campaignId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: CampaignFormValues): Promise<Campaign> => {
      const body = campaignToPayload(values);
      const answer =
        campaignId === undefined
          ? await api.post(campaignsPath(clientId), body)
          : await api.put(campaignPath(clientId, campaignId), body);
      return campaignSchema.parse(answer);
    },
    onSuccess: async (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(clientId, campaign.id), campaign);
      await queryClient.invalidateQueries({ queryKey: listQueryKey(campaignListContract) });
    },
  });
}

export function useCampaignDeleted() {
  const queryClient = useQueryClient();
  return async (clientId: number, campaignId: number) => {
    queryClient.removeQueries({ queryKey: campaignKeys.detail(clientId, campaignId) });
    await queryClient.invalidateQueries({ queryKey: listQueryKey(campaignListContract) });
  };
}
