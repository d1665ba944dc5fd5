/**
 * Donations (spec §2, §6, §7): `GET donations` (list contract), `GET|PUT|PATCH|DELETE
 * donations/{id}`, `POST donations`, `GET donations/duplicates`, `GET donations/{id}/history`,
 * and the signature images (`POST upload/signature`, `GET upload/signature/{name}`). POST and
 * PUT answer the donation with the duplicates found for its IBAN, mobile and email, so the one
 * who enters a donor sees them whatever their role.
 */
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DONATION_MESSAGES,
  SIGNATURE_NAME_PATTERN,
  donationCreatePayloadSchema,
  donationDuplicateQuerySchema,
  donationDuplicatesSchema,
  donationHistorySchema,
  donationListContract,
  donationListItemSchema,
  donationPatchPayloadSchema,
  donationSavedSchema,
  donationSchema,
  donationUpdatePayloadSchema,
  listPageSchema,
  uploadResultSchema,
  type Donation,
} from '@veldwerk/shared/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { DonationRow } from '../../db/schema/donations';
import { actorOf } from '../../http/actor';
import { HttpError, notFound } from '../../http/errors';
import { listDescription, listQuerystring } from '../../http/list/docs';
import { prepareList } from '../../http/list/prepare';
import { idSegment, numericId } from '../../http/params';
import { answeringRefusals } from '../../http/refusals';
import { findUpload } from '../uploads/repo';
import { readUpload, UPLOAD_MESSAGES } from '../uploads/service';
import { UPLOAD_CSP } from '../uploads/routes';
import { openDonationIban, presentDonationPersonal } from './personal';
import { storeSignature } from './signature';
import {
  changeDonation,
  deleteDonation,
  donationHistory,
  donationListSource,
  findDonationRow,
  findDuplicates,
  insertDonation,
  listDonations,
  toDonation,
} from './repo';
import {
  donationColumnsOf,
  patchColumnsOf,
  refuseIncompletePending,
  refuseSecuredChange,
  refuseSecuredDelete,
} from './service';

export interface DonationRoutesOptions {
  db: Db;
  config: Config;
}

const params = z.object({ donationId: idSegment });
const tags = ['donations'];

export const donationRoutes: FastifyPluginAsyncZod<DonationRoutesOptions> = async (app, opts) => {
  const { db } = opts;
  const { dir, staticMaxBytes, maxImagePixels } = opts.config.uploads;
  await app.register(multipart, {
    limits: { fileSize: staticMaxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  const present = (request: FastifyRequest, row: DonationRow): Donation => ({
    ...toDonation(row),
    ...presentDonationPersonal(app, request.session?.roles ?? [], row),
  });
  const withDuplicates = async (request: FastifyRequest, row: DonationRow) => ({
    ...present(request, row),
    // The plain values as entered: `findDuplicateIbans` is the one place that compares IBANs.
    duplicates: await findDuplicates(db, {
      iban: openDonationIban(app, row.iban),
      mobile: row.mobile,
      email: row.email,
      exclude: row.id,
    }),
  });

  app.get(
    '/api/donations',
    {
      config: { access: 'donations-read' },
      schema: {
        tags,
        summary: 'The donor list',
        description: listDescription(donationListContract),
        querystring: listQuerystring(donationListContract),
        response: { 200: listPageSchema(donationListItemSchema) },
      },
    },
    async (request) => listDonations(db, prepareList(donationListSource, request.query)),
  );

  app.get(
    '/api/donations/duplicates',
    {
      config: { access: 'donations-read' },
      schema: {
        tags,
        summary: 'Existing donations with the same IBAN, mobile or email, across every client',
        querystring: donationDuplicateQuerySchema,
        response: { 200: donationDuplicatesSchema },
      },
    },
    async (request) => ({ results: await findDuplicates(db, request.query) }),
  );

  app.post(
    '/api/donations',
    {
      config: { access: 'donations-write', bodyRoot: 'donation' },
      schema: {
        tags,
        summary: 'Create a donor (validated only when PENDING)',
        body: donationCreatePayloadSchema,
        response: { 201: donationSavedSchema },
      },
    },
    async (request, reply) => {
      const values = await donationColumnsOf(app, db, request.body.donation, null);
      const row = await answeringRefusals(() => insertDonation(db, actorOf(request), values));
      return reply.code(201).send(await withDuplicates(request, row));
    },
  );

  app.get(
    '/api/donations/:donationId',
    {
      config: { access: 'donations-read' },
      schema: { tags, summary: 'One donor', params, response: { 200: donationSchema } },
    },
    async (request) => {
      const row = await findDonationRow(db, numericId(request.params.donationId));
      if (row === undefined) throw notFound(DONATION_MESSAGES.notFound);
      return present(request, row);
    },
  );

  app.get(
    '/api/donations/:donationId/history',
    {
      config: { access: 'donations-read' },
      schema: {
        tags,
        summary: "A donor's changes from the audit log, newest first",
        params,
        response: { 200: donationHistorySchema },
      },
    },
    async (request) => {
      const id = numericId(request.params.donationId);
      if ((await findDonationRow(db, id)) === undefined) throw notFound(DONATION_MESSAGES.notFound);
      return { results: await donationHistory(db, id) };
    },
  );

  app.put(
    '/api/donations/:donationId',
    {
      config: { access: 'donations-write', bodyRoot: 'donation' },
      schema: {
        tags,
        summary: 'Update a donor (a secured donor refuses changes to its mandate)',
        params,
        body: donationUpdatePayloadSchema,
        response: { 200: donationSavedSchema },
      },
    },
    async (request) => {
      const id = numericId(request.params.donationId);
      const row = await answeringRefusals(() =>
        changeDonation(db, actorOf(request), id, async (before, tx) => {
          const values = await donationColumnsOf(app, tx, request.body.donation, before);
          refuseSecuredChange(before, values);
          return values;
        }),
      );
      if (row === undefined) throw notFound(DONATION_MESSAGES.notFound);
      return withDuplicates(request, row);
    },
  );

  app.patch(
    '/api/donations/:donationId',
    {
      config: { access: 'donations-patch', bodyRoot: 'donation' },
      schema: {
        tags,
        summary: "Administration's state change and follow-up (state, reject reason, calls)",
        params,
        body: donationPatchPayloadSchema,
        response: { 200: donationSchema },
      },
    },
    async (request) => {
      const id = numericId(request.params.donationId);
      const row = await answeringRefusals(() =>
        changeDonation(db, actorOf(request), id, async (before, tx) => {
          const values = patchColumnsOf(before, request.body.donation);
          await refuseIncompletePending(app, tx, before, values);
          return values;
        }),
      );
      if (row === undefined) throw notFound(DONATION_MESSAGES.notFound);
      return present(request, row);
    },
  );

  app.delete(
    '/api/donations/:donationId',
    {
      config: { access: 'fallback' },
      schema: {
        tags,
        summary: 'Delete a donor (ROLE_ADMIN; not a secured one)',
        params,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const id = numericId(request.params.donationId);
      const deleted = await answeringRefusals(() =>
        deleteDonation(db, actorOf(request), id, refuseSecuredDelete),
      );
      if (!deleted) throw notFound(DONATION_MESSAGES.notFound);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/upload/signature',
    {
      config: { access: 'signature-upload' },
      schema: {
        tags,
        summary: 'Upload a donor signature image (multipart field upload[upload])',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResultSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'not_multipart', UPLOAD_MESSAGES.notMultipart);
      }
      const upload = await readUpload(await request.file(), staticMaxBytes);
      const row = await storeSignature(db, actorOf(request), { dir, maxImagePixels }, upload);
      return reply.code(201).send({ value: row.storedName });
    },
  );

  app.get(
    '/api/upload/signature/:signature',
    {
      config: { access: 'signature-read' },
      schema: {
        tags,
        summary: 'A donor signature image (ROLE_ADMIN)',
        params: z.object({ signature: z.string() }),
      },
    },
    async (request, reply) => {
      const { signature } = request.params;
      if (!SIGNATURE_NAME_PATTERN.test(signature)) {
        throw notFound(DONATION_MESSAGES.signatureNotFound);
      }
      const row = await findUpload(db, 'signature', signature);
      if (row === undefined) throw notFound(DONATION_MESSAGES.signatureNotFound);
      const path = join(dir, row.storedName);
      try {
        await access(path);
      } catch {
        request.log.warn({ storedName: row.storedName }, 'signature file missing on disk');
        throw notFound(DONATION_MESSAGES.signatureNotFound);
      }
      reply
        .header('content-type', row.mimeType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', UPLOAD_CSP)
        .header('cache-control', 'private, no-store')
        .header('content-length', row.sizeBytes);
      return reply.send(createReadStream(path));
    },
  );
};
