/**
 * A campaign's donor export (issue 17): its recorded batches, the "what changed" dry run, the
 * donors the export would take, and the file calls (`export-donations`, a batch's file), which
 * are downloads rather than JSON reads.
 */
import { fetchDownload, saveFile, type QueryParams } from '@veldwerk/shared/client';
import {
  API_PATHS,
  donationListItemSchema,
  exportBatchListSchema,
  exportBatchSchema,
  exportChangesSchema,
  fillPath,
  listPageSchema,
  sheetExportSchema,
  type SheetExport,
} from '@veldwerk/shared/domain';
import { defineResource } from '@veldwerk/shared/ui';

export const donationExports = defineResource({
  name: 'donation-exports',
  collection: API_PATHS.exportBatches,
  item: API_PATHS.exportBatchFile,
  schema: exportBatchSchema,
});

export const exportBatches = donationExports.read({
  name: 'batches',
  path: API_PATHS.exportBatches,
  query: ({ campaign }: { campaign: number }) => ({ campaign }),
  schema: exportBatchListSchema,
});

export const exportChanges = donationExports.read({
  name: 'changes',
  path: API_PATHS.exportChanges,
  query: ({ campaign }: { campaign: number }) => ({ campaign }),
  schema: exportChangesSchema,
});

/** The first donors the export would take, and how many (the donor list's own call). */
export const exportDonors = donationExports.read({
  name: 'donors',
  path: API_PATHS.donations,
  query: ({ query }: { query: QueryParams }) => ({ ...query, limit: 20 }),
  schema: listPageSchema(donationListItemSchema),
});

export type ExportOutcome =
  | { kind: 'file'; filename: string; count: number | null; real: boolean }
  | { kind: 'sheet'; sheet: SheetExport };

/** `POST export-donations`: saves the file (or reports the Google Sheet); rejects like a download. */
export async function runExport(query: QueryParams, real: boolean): Promise<ExportOutcome> {
  const file = await fetchDownload('POST', API_PATHS.exportDonations, { query }, 'export');
  if (file.blob.type.includes('json')) {
    return { kind: 'sheet', sheet: sheetExportSchema.parse(JSON.parse(await file.blob.text())) };
  }
  saveFile(file);
  return { kind: 'file', filename: file.filename, count: null, real };
}

/** `GET exports/batches/{id}/file`: the batch's file as it was exported. */
export async function downloadBatch(id: number): Promise<string> {
  const file = await fetchDownload('GET', fillPath(API_PATHS.exportBatchFile, { id }));
  saveFile(file);
  return file.filename;
}
