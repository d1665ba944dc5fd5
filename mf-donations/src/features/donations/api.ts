/**
 * Donations (spec §7 `donations`, `donations/{id}`) on the shared resource seam, with the reads
 * and actions around them: history, duplicates, administration's PATCH, and the campaign a
 * donor form needs (read here: remotes never import each other).
 */
import { apiRequest, download, type QueryParams } from '@veldwerk/shared/client';
import {
  API_PATHS,
  backstageSummarySchema,
  campaignSchema,
  clientListContract,
  clientSchema,
  donationDuplicatesSchema,
  donationHistorySchema,
  donationListContract,
  donationSavedSchema,
  donationSchema,
  donationToPayload,
  listPageSchema,
  campaignListContract,
  type DonationFormValues,
  type BackstageSummary,
  type DonationPatchPayload,
} from '@veldwerk/shared/domain';
import { defineResource } from '@veldwerk/shared/ui';

export const donations = defineResource({
  collection: API_PATHS.donations,
  item: API_PATHS.donation,
  schema: donationSavedSchema,
  toPayload: (values: DonationFormValues) => donationToPayload(values),
  list: donationListContract,
  idParams: (donation) => ({ donationId: donation.id }),
});

export const donationHistory = donations.read({
  name: 'history',
  path: API_PATHS.donationHistory,
  schema: donationHistorySchema,
  select: (answer) => answer.results,
});

export const donationDuplicates = donations.read({
  name: 'duplicates',
  path: API_PATHS.donationDuplicates,
  query: (args: { iban?: string; mobile?: string; email?: string; exclude?: number }) => {
    const query: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(args)) {
      if (value !== undefined && value !== '') query[key] = value;
    }
    return query;
  },
  schema: donationDuplicatesSchema,
  select: (answer) => answer.results,
});

export const patchDonation = donations.action({
  method: 'PATCH',
  path: API_PATHS.donation,
  body: (input: DonationPatchPayload) => input,
  schema: donationSchema,
});

/** The clients and campaigns to choose from (read only). */
export const donationClients = defineResource({
  collection: API_PATHS.clients,
  item: API_PATHS.client,
  schema: clientSchema,
  toPayload: () => ({}),
  list: clientListContract,
});
export const donationCampaigns = defineResource({
  collection: API_PATHS.campaigns,
  item: API_PATHS.campaign,
  schema: campaignSchema,
  toPayload: () => ({}),
  list: campaignListContract,
});
export const campaignPageSchema = listPageSchema(campaignSchema);

export const {
  useOne: useDonation,
  useSave: useSaveDonation,
  useRemove: useRemoveDonation,
} = donations;
export const { useRead: useDonationHistory } = donationHistory;
export const { useRead: useDonationDuplicates } = donationDuplicates;
export const { useAction: usePatchDonation } = patchDonation;
export const { useList: useClientChoices } = donationClients;
export const { useList: useCampaignChoices, useOne: useDonationCampaign } = donationCampaigns;

/** `GET dump-donations` (administrators): every donation as csv, saved as a download. */
export async function downloadDump(): Promise<string> {
  return download('GET', API_PATHS.dumpDonations);
}

/**
 * `PUT export-donations-backstage` with the list's filters: the donors go to the project tool;
 * the answer is a summary (spec §7: logged; shown too).
 */
export async function sendToProjectTool(filters: QueryParams): Promise<BackstageSummary> {
  const answer = await apiRequest('PUT', API_PATHS.exportBackstage, { query: filters });
  return backstageSummarySchema.parse(answer);
}
