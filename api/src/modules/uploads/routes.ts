/**
 * `POST upload/static` (theme images, super administration) and `GET upload/static/{name}`
 * (anyone: the donor tablet shows the theme). A served file keeps its checked type, is never
 * sniffed or run as a page (nosniff, a sandboxing CSP) and is cached for a year: a stored name
 * is random and never reused.
 */
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STATIC_UPLOAD_FIELD, uploadResultSchema } from '@veldwerk/shared/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { HttpError, notFound } from '../../http/errors';
import { IMMUTABLE } from '../../http/web';
import { findUpload } from './repo';
import {
  readUpload,
  STORED_NAME_PATTERN,
  staticUploadUrl,
  storeStaticUpload,
  UPLOAD_MESSAGES,
} from './service';

export interface UploadRoutesOptions {
  db: Db;
  config: Config;
}

/** Served files are data, never a document: no scripts, no plugins, no frames, a sandbox. */
export const UPLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const tags = ['uploads'];

export const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, opts) => {
  const { db } = opts;
  const { dir, staticMaxBytes, maxImagePixels } = opts.config.uploads;
  await app.register(multipart, {
    limits: { fileSize: staticMaxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  app.post(
    '/api/upload/static',
    {
      config: { access: 'static-upload' },
      schema: {
        tags,
        summary: `Upload a theme image (multipart field ${STATIC_UPLOAD_FIELD}: PNG, JPEG, GIF or WebP)`,
        consumes: ['multipart/form-data'],
        response: { 201: uploadResultSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'not_multipart', UPLOAD_MESSAGES.notMultipart);
      }
      const upload = await readUpload(await request.file(), staticMaxBytes);
      const row = await storeStaticUpload(db, actorOf(request), { dir, maxImagePixels }, upload);
      return reply.code(201).send({ value: staticUploadUrl(row.storedName) });
    },
  );

  app.get(
    '/api/upload/static/:name',
    {
      config: { access: 'static-files' },
      schema: {
        tags,
        summary: 'A stored theme image, with its checked content type',
        params: z.object({ name: z.string() }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!STORED_NAME_PATTERN.test(name)) throw notFound();
      const row = await findUpload(db, 'static', name);
      if (row === undefined) throw notFound();
      const path = join(dir, row.storedName);
      try {
        await access(path);
      } catch {
        request.log.warn({ storedName: row.storedName }, 'uploaded file missing on disk');
        throw notFound();
      }
      const etag = `"${row.sha256}"`;
      reply
        .header('content-type', row.mimeType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', UPLOAD_CSP)
        // Public theme images: other origins (a donor tablet app) may embed them.
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('content-disposition', `inline; filename="${row.storedName}"`);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      reply.header('content-length', row.sizeBytes);
      return reply.send(createReadStream(path));
    },
  );
};
