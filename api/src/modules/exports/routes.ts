/**
 * Exports (issue 17; spec §7 "Import, export and downloads"):
 *
 * - `GET|POST export-donations`: the file of a campaign's layout for the donor list's filters
 *   (plus `layout`, `last_create`; offset and limit ignored). A preview unless it is a POST with
 *   `file_checked=1&mark_exported=1`: then a real export (marks, batch; see service.ts).
 * - `GET exports/{id}/layout/csv`: the layout's empty file (its title row), as a template.
 * - `GET exports/batches?campaign=`, `GET exports/batches/{id}/file`,
 *   `GET exports/batches/changes?campaign=`: the recorded batches, a batch's file byte for byte,
 *   and the "what changed since the last batch" dry run.
 * - `GET dump-donations` (admin) and `PUT export-donations-backstage`: see dump.ts, backstage.ts.
 */
import { and } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import {
  backstageSummarySchema,
  donationListContract,
  EXPORT_MESSAGES,
  EXPORT_PARAMS,
  exportBatchListSchema,
  exportChangesSchema,
  sheetExportSchema,
  type ExportLayoutDetail,
} from '@veldwerk/shared/domain';
import { MESSAGES } from '@veldwerk/shared/validation';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { InvalidInputError, notFound } from '../../http/errors';
import { listQuerystring } from '../../http/list/docs';
import { prepareList } from '../../http/list/prepare';
import { idSegment, numericId } from '../../http/params';
import type { ProjectToolProvider } from '../../providers/project-tool';
import type { SheetsProvider } from '../../providers/sheets';
import { donationListSource } from '../donations/repo';
import { findLayout } from '../export-layouts/repo';
import { sendToProjectTool } from './backstage';
import { dumpDonations } from './dump';
import { exportChanges, findBatch, listBatches } from './repo';
import {
  batchFileStream,
  campaignCondition,
  contentTypeOf,
  exportFileName,
  lastCreateCondition,
  parseLastCreate,
  previewExport,
  realExport,
} from './service';
import { createRowWriter } from './writers';
import { titleCells } from './cells';
import { PassThrough } from 'node:stream';

const tags = ['exports'];
const raw = z.union([z.string(), z.array(z.string())]).optional();
const EXTRA = Object.values(EXPORT_PARAMS);
const exportQuerystring = listQuerystring(donationListContract, {
  [EXPORT_PARAMS.layout]: raw.describe('The export layout (id); its campaign chooses the donors'),
  [EXPORT_PARAMS.lastCreate]: raw.describe(
    'Only donors created after this (ISO date or date-time)',
  ),
  [EXPORT_PARAMS.fileChecked]: raw.describe("1: 'file is checked' ticked"),
  [EXPORT_PARAMS.markExported]: raw.describe("1: 'mark as exported' ticked (POST only)"),
});
const fileAnswer = z.any().describe('The file (Content-Disposition names it)');
const campaignQuery = z.object({ campaign: z.coerce.number().int().positive().max(2_147_483_647) });

/** A 400 naming the field, with the message also as the answer's own (the download alert shows it). */
function refuse(field: string, message: string): never {
  throw new InvalidInputError([{ path: [field], message }], { message });
}

const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;
const ticked = (value: string | string[] | undefined): boolean => {
  const text = single(value)?.trim().toLowerCase();
  return text === '1' || text === 'true';
};

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266: the plain one ASCII only). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function sendFile(
  reply: FastifyReply,
  file: { fileName: string; contentType: string },
  extra: Record<string, string> = {},
) {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  for (const [name, value] of Object.entries(extra)) reply.header(name, value);
  return reply;
}

async function layoutFor(db: Db, value: string | undefined): Promise<ExportLayoutDetail> {
  if (value === undefined || value.trim() === '') refuse('layout', EXPORT_MESSAGES.layoutRequired);
  if (!/^\d{1,9}$/.test(value.trim())) refuse('layout', MESSAGES.format);
  const layout = await findLayout(db, Number(value.trim()));
  if (layout === undefined) refuse('layout', EXPORT_MESSAGES.unknownLayout);
  return layout;
}

export interface ExportRouteOptions {
  db: Db;
  /** The database's pool: a csv export streams COPY on a connection of its own. */
  pool: pg.Pool;
  sheets: SheetsProvider;
  projectTool: ProjectToolProvider;
  now: () => Date;
}

export const exportRoutes: FastifyPluginCallbackZod<ExportRouteOptions> = (
  app,
  { db, pool, sheets, projectTool, now },
  done,
) => {
  /** The donors, layout and criteria of an export request (400 on any bad part). */
  async function planOf(query: Record<string, string | string[] | undefined>) {
    const list = prepareList(donationListSource, query, { extra: EXTRA });
    const layout = await layoutFor(db, single(query[EXPORT_PARAMS.layout]));
    const campaign = single(query.campaign);
    if (campaign !== undefined && campaign !== String(layout.campaign))
      refuse('layout', EXPORT_MESSAGES.layoutOfOtherCampaign);
    const client = single(query.client);
    if (client !== undefined && client !== String(layout.client_id))
      refuse('client', EXPORT_MESSAGES.clientOfOtherCampaign);
    const lastCreate = parseLastCreate(single(query[EXPORT_PARAMS.lastCreate]));
    const criteria: Record<string, unknown> = { ...query };
    for (const key of ['limit', 'offset', 'cursor', 'sort', 'order']) delete criteria[key];
    return {
      layout,
      where: and(
        list.filterWhere,
        campaignCondition(layout.campaign),
        lastCreateCondition(lastCreate),
      ),
      criteria,
    };
  }

  app.get(
    '/api/export-donations',
    {
      config: { access: 'exports' },
      schema: {
        tags,
        summary: 'Preview: the export file of a layout for the filtered donors; marks nothing',
        querystring: exportQuerystring,
        response: { 200: fileAnswer },
      },
    },
    async (request, reply) => {
      if (ticked(request.query[EXPORT_PARAMS.markExported]))
        refuse(EXPORT_PARAMS.markExported, EXPORT_MESSAGES.markOnlyWithPost);
      const plan = await planOf(request.query);
      const file = previewExport(db, pool, app, plan, now());
      return sendFile(reply, file, { 'x-export-preview': '1' }).send(file.body);
    },
  );

  app.post(
    '/api/export-donations',
    {
      config: { access: 'exports' },
      schema: {
        tags,
        summary:
          'With file_checked=1 and mark_exported=1 a real export (file, marks and batch in one transaction); otherwise a preview',
        querystring: exportQuerystring,
        response: { 200: fileAnswer.or(sheetExportSchema) },
      },
    },
    async (request, reply) => {
      const plan = await planOf(request.query);
      const checked = ticked(request.query[EXPORT_PARAMS.fileChecked]);
      const mark = ticked(request.query[EXPORT_PARAMS.markExported]);
      if (!(checked && mark)) {
        const file = previewExport(db, pool, app, plan, now());
        return sendFile(reply, file, { 'x-export-preview': '1' }).send(file.body);
      }
      const result = await realExport(db, pool, app, plan, actorOf(request), now(), sheets);
      if (plan.layout.file_type === 'google_sheet' && result.externalUrl !== null) {
        return reply.send({
          spreadsheet_id: result.externalUrl.split('/').pop() ?? '',
          url: result.externalUrl,
          rows: result.count,
          batch: result.batchId,
        });
      }
      return sendFile(reply, result, {
        'x-export-batch': String(result.batchId),
        'x-export-count': String(result.count),
      }).send(batchFileStream(db, pool, result.batchId));
    },
  );

  app.get(
    '/api/exports/:id/layout/csv',
    {
      config: { access: 'exports' },
      schema: {
        tags,
        summary: "A layout's empty file (its title row) as a template, in its csv options",
        params: z.object({ id: idSegment }),
        response: { 200: fileAnswer },
      },
    },
    async (request, reply) => {
      const layout = await findLayout(db, numericId(request.params.id));
      if (layout === undefined) throw notFound('Export layout niet gevonden.');
      const csvLayout = { ...layout, file_type: 'csv' as const, add_title_row: true };
      const body = new PassThrough();
      const writer = createRowWriter(
        {
          type: 'csv',
          delimiter: layout.field_delimiter ?? ',',
          enclosure: layout.field_enclosure ?? '"',
          lineEnding: layout.line_ending ?? 'LF',
        },
        body,
        now(),
      );
      await writer.row(titleCells(layout.layout_body));
      await writer.end();
      return sendFile(reply, {
        fileName: exportFileName({ ...csvLayout, extension: 'csv' }, now()),
        contentType: contentTypeOf(csvLayout),
      }).send(body);
    },
  );

  app.get(
    '/api/exports/batches',
    {
      config: { access: 'exports' },
      schema: {
        tags,
        summary: "A campaign's recorded real exports, newest first",
        querystring: campaignQuery,
        response: { 200: exportBatchListSchema },
      },
    },
    async (request) => listBatches(db, request.query.campaign),
  );

  app.get(
    '/api/exports/batches/changes',
    {
      config: { access: 'exports' },
      schema: {
        tags,
        summary:
          'Dry run: donors new since the last batch, changed after their export, rejected after it',
        querystring: campaignQuery,
        response: { 200: exportChangesSchema },
      },
    },
    async (request) => exportChanges(db, request.query.campaign),
  );

  app.get(
    '/api/exports/batches/:id/file',
    {
      config: { access: 'exports' },
      schema: {
        tags,
        summary: "A batch's file, byte for byte as it was exported",
        params: z.object({ id: idSegment }),
        response: { 200: fileAnswer },
      },
    },
    async (request, reply) => {
      const batch = await findBatch(db, numericId(request.params.id));
      if (batch === undefined) throw notFound(EXPORT_MESSAGES.batchNotFound);
      return sendFile(reply, batch, {
        'content-length': String(batch.byteSize ?? 0),
        'x-export-checksum': batch.checksum ?? '',
      }).send(batchFileStream(db, pool, batch.id));
    },
  );

  app.get(
    '/api/dump-donations',
    {
      config: { access: 'donations-admin' },
      schema: {
        tags,
        summary: 'Every donation with every field as csv, streamed (administrators)',
        response: { 200: fileAnswer },
      },
    },
    async (_request, reply) => {
      const file = dumpDonations(db, app, now());
      return sendFile(reply, file).send(file.body);
    },
  );

  app.put(
    '/api/export-donations-backstage',
    {
      config: { access: 'exports' },
      schema: {
        tags,
        summary:
          'Sends the filtered donations to the project tool and sets backstage_export_date; answers a summary',
        querystring: listQuerystring(donationListContract),
        response: { 200: backstageSummarySchema },
      },
    },
    async (request) => {
      const list = prepareList(donationListSource, request.query);
      return sendToProjectTool(db, projectTool, list.filterWhere, actorOf(request), now());
    },
  );
  done();
};
