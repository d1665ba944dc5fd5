/**
 * Imports of donation changes (spec §4, §7, issue 17): `POST update-donations` (multipart,
 * action check|import), `GET update-donations/batches` and
 * `POST update-donations/batches/{batchId}/rollback` — all for ROLE_ADMIN.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  donationImportResultSchema,
  importBatchListSchema,
  importBatchSchema,
  IMPORT_COLUMNS_MAX,
  IMPORT_MESSAGES,
} from '@veldwerk/shared/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { InvalidInputError } from '../../http/errors';
import { idSegment, numericId } from '../../http/params';
import { listBatches } from './repo';
import {
  applyImport,
  describeRowError,
  ImportRowsRefused,
  parseImport,
  previewImport,
  rollbackBatch,
} from './service';
import { receiveImport } from './upload';

export interface ImportRoutesOptions {
  db: Db;
  config: Config;
  now?: () => Date;
}

const tags = ['donations'];
const BATCHES_LISTED = 100;

export const importRoutes: FastifyPluginAsyncZod<ImportRoutesOptions> = async (app, opts) => {
  const { db } = opts;
  const { maxBytes, maxRows, maxUnzippedBytes } = opts.config.imports;
  const now = opts.now ?? (() => new Date());
  await app.register(multipart, {
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: IMPORT_COLUMNS_MAX + 10,
      parts: IMPORT_COLUMNS_MAX + 11,
      fieldSize: 1024,
    },
  });

  app.post(
    '/api/update-donations',
    {
      config: { access: 'donations-admin' },
      schema: {
        tags,
        summary: 'Import donation changes: preview (action check) or apply in one transaction',
        description:
          'Multipart fields donation_import[file] (csv, xlsx or ods), [action] check|import, ' +
          '[csv_encoding] utf8|utf16_le|ANSI, [csv_enclosure], [csv_delimiter], ' +
          '[has_title_row] 1|0, [columns][] (the field of each column; reference_number ' +
          'identifies the donor; none: taken from the title row). A real import with row ' +
          'errors changes nothing and answers 400 with `exception[].message` per row.',
        consumes: ['multipart/form-data'],
        response: { 200: donationImportResultSchema },
      },
    },
    async (request) => {
      const received = await receiveImport(request, maxBytes);
      try {
        const parsed = await parseImport(received, { maxRows, maxUnzippedBytes }, now());
        if (received.fields.action === 'check')
          return await previewImport(db, app.personalData, parsed);
        try {
          return await applyImport(
            db,
            app.personalData,
            actorOf(request),
            received.fileName,
            parsed,
          );
        } catch (error) {
          if (!(error instanceof ImportRowsRefused)) throw error;
          // spec §8 shows `message (code): exception[0].message`.
          throw new InvalidInputError([], {
            message: IMPORT_MESSAGES.rowErrors,
            extra: {
              error: { code: 'invalid_rows', message: IMPORT_MESSAGES.rowErrors },
              exception: error.errors.map((row) => ({ message: describeRowError(row) })),
            },
          });
        }
      } finally {
        await received.dispose();
      }
    },
  );

  app.get(
    '/api/update-donations/batches',
    {
      config: { access: 'donation-import-batches' },
      schema: {
        tags,
        summary: 'The recorded imports of changes, newest first',
        response: { 200: importBatchListSchema },
      },
    },
    async () => listBatches(db, BATCHES_LISTED),
  );

  app.post(
    '/api/update-donations/batches/:batchId/rollback',
    {
      config: { access: 'donation-import-batches' },
      schema: {
        tags,
        summary: 'Roll an import back (refused when a field was changed again since)',
        params: z.object({ batchId: idSegment }),
        response: { 200: importBatchSchema },
      },
    },
    async (request) => rollbackBatch(db, actorOf(request), numericId(request.params.batchId)),
  );
};
