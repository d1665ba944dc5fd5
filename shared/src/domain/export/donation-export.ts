/**
 * Exporting donors per campaign layout (spec §2 campaign export route, §4 Export, §7 downloads,
 * §8): the query parameters of `GET|POST export-donations`, the immutable batches a real export
 * records, the "what changed since the last batch" dry run, the project-tool summary, and the
 * Dutch texts of the export screen.
 */
import { z } from '../common/zod-nl';
import { exportFileTypeSchema } from '../export-layout/export-layout';

/**
 * Query parameters of `export-donations` besides the donor list's filters (`client`, `campaign`,
 * `state[]`, `exported`, …; `limit`, `offset`, `cursor`, `sort` and `order` are ignored).
 */
export const EXPORT_PARAMS = {
  layout: 'layout',
  /** Only donors created after this moment (ISO date-time, or a day `YYYY-MM-DD`). */
  lastCreate: 'last_create',
  /** 'file is checked' ticked (`1`). */
  fileChecked: 'file_checked',
  /** 'mark as exported' ticked (`1`); with file_checked, on POST, it is a real export. */
  markExported: 'mark_exported',
} as const;

export const EXPORT_MESSAGES = {
  noLayouts: 'Geen export layout voor de geselecteerde campagne.',
  layoutRequired: 'Kies een export layout.',
  unknownLayout: 'Onbekende export layout.',
  layoutOfOtherCampaign: 'Deze export layout hoort niet bij de gekozen campagne.',
  clientOfOtherCampaign: 'Deze campagne hoort niet bij de gekozen klant.',
  markOnlyWithPost: 'Markeren als geëxporteerd kan alleen met POST.',
  markNeedsBoth: 'Vink zowel "Bestand is gecontroleerd" als "Markeer als geëxporteerd" aan.',
  nothingToExport: 'Er zijn geen donateurs om te exporteren.',
  invalidLastCreate: 'Gebruik een datum (jjjj-mm-dd) of een tijdstip (ISO 8601).',
  batchNotFound: 'Exportbatch niet gevonden.',
  campaignRequired: 'Kies een klant en een campagne.',
  sheetFailed: 'Het Google Sheet kon niet worden gemaakt.',
  projectToolFailed: 'De projecttool heeft de donateurs niet aangenomen.',
  // Screen texts.
  title: 'Donateurs exporteren',
  layoutLabel: 'Export layout',
  lastCreateLabel: 'Alleen aangemaakt na',
  onlyNewLabel: 'Alleen nog niet geëxporteerde donateurs',
  fileCheckedLabel: 'Bestand is gecontroleerd',
  markExportedLabel: 'Markeer als geëxporteerd',
  previewButton: 'Voorbeeld downloaden',
  exportButton: 'Exporteren',
  previewHint:
    'Zonder beide vinkjes is het een voorbeeld: het bestand wordt gedownload en niemand wordt gemarkeerd.',
  realOnlyNew:
    'Een echte export neemt alleen donateurs die nog niet geëxporteerd zijn, en markeert ze als geëxporteerd.',
  exported: (count: number, file: string) =>
    `${count} donateur${count === 1 ? '' : 's'} geëxporteerd in "${file}".`,
  previewed: (file: string) => `Voorbeeld "${file}" gedownload; niemand is gemarkeerd.`,
  donorsTitle: 'Donateurs in de export',
  batchesTitle: 'Eerdere exports',
  noBatches: 'Nog geen exports voor deze campagne.',
  redownload: 'Opnieuw downloaden',
  changesButton: 'Wat is er veranderd sinds de laatste export?',
  changesTitle: 'Sinds de laatste export',
  changesNew: 'Nieuw (nog niet geëxporteerd)',
  changesChanged: 'Gewijzigd na de export',
  changesRejected: 'Afgewezen na de export',
  sheetCreated: (url: string) => `Google Sheet gemaakt: ${url}`,
  backstageSent: (sent: number) =>
    `${sent} donateur${sent === 1 ? '' : 's'} naar de projecttool verstuurd.`,
} as const;

/** One recorded real export (`GET exports/batches?campaign=…`). */
export const exportBatchSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  layout: z.number().int().nullable(),
  layout_name: z.string(),
  campaign: z.number().int(),
  client: z.number().int(),
  file_type: exportFileTypeSchema,
  file_name: z.string(),
  donation_count: z.number().int(),
  byte_size: z.number().int(),
  /** sha256 of the file, hex. */
  checksum: z.string(),
  external_url: z.string().nullable(),
});
export type ExportBatch = z.infer<typeof exportBatchSchema>;
export const exportBatchListSchema = z.object({
  results: z.array(exportBatchSchema),
  count: z.number().int(),
});

/** A donor in the "what changed" dry run. */
export const exportChangeDonorSchema = z.object({
  id: z.number().int(),
  reference_number: z.string().nullable(),
  name: z.string(),
  state: z.string(),
  /** The last batch holding the donor (none for new ones). */
  batch: z.number().int().nullable(),
});
export type ExportChangeDonor = z.infer<typeof exportChangeDonorSchema>;

const changeGroup = z.object({
  count: z.number().int(),
  /** The first EXPORT_CHANGES_SHOWN donors of the group. */
  results: z.array(exportChangeDonorSchema),
});

/** `GET exports/batches/changes?campaign=…`: writes nothing. */
export const exportChangesSchema = z.object({
  last_batch: exportBatchSchema.nullable(),
  /** Not exported yet. */
  new: changeGroup,
  /** Exported, and modified after the batch that held them. */
  changed: changeGroup,
  /** Exported, and rejected after the batch that held them. */
  rejected: changeGroup,
});
export type ExportChanges = z.infer<typeof exportChangesSchema>;
export const EXPORT_CHANGES_SHOWN = 100;

/** The answer of `PUT export-donations-backstage` (logged and shown by the browser). */
export const backstageSummarySchema = z.object({
  sent: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  project: z.string().nullable(),
  backstage_export_date: z.string(),
  messages: z.array(z.string()),
});
export type BackstageSummary = z.infer<typeof backstageSummarySchema>;

/** The answer of a google_sheet export (there is no file to download). */
export const sheetExportSchema = z.object({
  spreadsheet_id: z.string(),
  url: z.string(),
  rows: z.number().int(),
  batch: z.number().int().nullable(),
});
export type SheetExport = z.infer<typeof sheetExportSchema>;
