/**
 * Imports of changes (spec §4, §7 `POST update-donations`) and their batches (issue 17): the
 * multipart call the form makes, the batch list and the rollback, on the shared API client.
 */
import {
  API_PATHS,
  donationImportMultipart,
  donationImportResultSchema,
  fillPath,
  importBatchListSchema,
  importBatchSchema,
  type DonationImportFormValues,
  type DonationImportResult,
} from '@veldwerk/shared/domain';
import { api } from '@veldwerk/shared/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { donations } from '../donations/api';

export const importKeys = {
  all: ['donation-imports'] as const,
  batches: ['donation-imports', 'batches'] as const,
};

/** Sends the form as multipart; the answer is the preview, or the import with its batch. */
export async function sendImport(
  values: Omit<DonationImportFormValues, 'file'> & { file: File },
): Promise<DonationImportResult> {
  const body = new FormData();
  for (const [name, value] of donationImportMultipart(values)) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, value, value.name);
  }
  return donationImportResultSchema.parse(await api.post(API_PATHS.donationImport, body));
}

export function useSendImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendImport,
    onSuccess: (answer) => {
      if (answer.batch === null) return;
      // Donors changed: the batches, every donation list and detail read again.
      void queryClient.invalidateQueries({ queryKey: importKeys.all });
      void queryClient.invalidateQueries({ queryKey: donations.keys.all });
    },
  });
}

export function useImportBatches() {
  return useQuery({
    queryKey: importKeys.batches,
    queryFn: async () =>
      importBatchListSchema.parse(await api.get(API_PATHS.donationImportBatches)),
  });
}

export function useRollback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      importBatchSchema.parse(await api.post(fillPath(API_PATHS.donationImportRollback, { id }))),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: importKeys.all });
      void queryClient.invalidateQueries({ queryKey: donations.keys.all });
    },
  });
}
