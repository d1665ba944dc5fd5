/** A client's campaigns (spec §7 `clients/{clientId}/campaigns[/{campaignId}]`). */
import {
  API_PATHS,
  campaignListContract,
  campaignSchema,
  campaignToPayload,
  clientListContract,
} from '@veldwerk/shared/domain';
import { defineResource } from '@veldwerk/shared/ui';

export const campaigns = defineResource({
  collection: API_PATHS.campaigns,
  item: API_PATHS.campaign,
  schema: campaignSchema,
  toPayload: campaignToPayload,
  list: campaignListContract,
  // A client answers the ids of its campaigns.
  invalidates: [clientListContract.resource],
});

export const { useOne: useCampaign, useSave: useSaveCampaign } = campaigns;
