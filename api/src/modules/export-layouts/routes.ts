/**
 * Export layouts (spec §7): `GET exports/layouts` (list; `return_fields=1` adds the fields),
 * `POST exports/layouts`, and `GET/PUT/DELETE exports/{id}/layout`. Super administration only.
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LIST_MESSAGES,
  exportLayoutDetailSchema,
  exportLayoutListContract,
  exportLayoutListRowSchema,
  exportLayoutPayloadSchema,
  listPageSchema,
  RETURN_FIELDS_PARAM,
} from '@veldwerk/shared/domain';
import { MESSAGES } from '@veldwerk/shared/validation';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { InvalidInputError, notFound } from '../../http/errors';
import { listDescription, listQuerystring } from '../../http/list/docs';
import { prepareList } from '../../http/list/prepare';
import { idSegment, numericId } from '../../http/params';
import { answeringRefusals } from '../../http/refusals';
import {
  createLayout,
  deleteLayout,
  findLayout,
  layoutListSource,
  listLayouts,
  updateLayout,
} from './repo';
import { checkLayout } from './service';

const NOT_FOUND = 'Export layout niet gevonden.';
const tags = ['export layouts'];
const params = z.object({ id: idSegment });
const layoutError = z
  .object({ layout_messages: z.record(z.string(), z.string()).optional() })
  .loose()
  .describe('Validation shape of spec §8 plus layout_messages {field: message}');

/** `return_fields`: 1/true adds the fields, 0/false or absent leaves them out. */
function returnFields(value: string | string[] | undefined): boolean {
  const text = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === '1' || text === 'true') return true;
  throw new InvalidInputError([{ path: [RETURN_FIELDS_PARAM], message: MESSAGES.format }], {
    message: LIST_MESSAGES.invalid,
  });
}

export const exportLayoutRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.get(
    '/api/exports/layouts',
    {
      config: { access: 'exports' },
      schema: {
        tags,
        summary: 'List export layouts (with the names of their campaign and client)',
        description: `${listDescription(exportLayoutListContract)} ${RETURN_FIELDS_PARAM}=1 adds layout_body to each row.`,
        querystring: listQuerystring(exportLayoutListContract, {
          [RETURN_FIELDS_PARAM]: z
            .union([z.string(), z.array(z.string())])
            .optional()
            .describe('1 adds the export fields (layout_body) to each row'),
        }),
        response: { 200: listPageSchema(exportLayoutListRowSchema) },
      },
    },
    async (request) => {
      const withFields = returnFields(request.query[RETURN_FIELDS_PARAM]);
      return listLayouts(db, prepareList(layoutListSource, request.query), withFields);
    },
  );

  app.post(
    '/api/exports/layouts',
    {
      config: { access: 'exports', bodyRoot: 'export_layout' },
      schema: {
        tags,
        summary: 'Create an export layout with its fields',
        body: exportLayoutPayloadSchema,
        response: { 201: exportLayoutDetailSchema, 400: layoutError },
      },
    },
    async (request, reply) => {
      const { values, fields } = await checkLayout(db, request.body.export_layout);
      const layout = await answeringRefusals(() =>
        createLayout(db, actorOf(request), values, fields),
      );
      return reply.code(201).send(layout);
    },
  );

  app.get(
    '/api/exports/:id/layout',
    {
      config: { access: 'exports' },
      schema: {
        tags,
        summary: 'One export layout with its fields',
        params,
        response: { 200: exportLayoutDetailSchema },
      },
    },
    async (request) => {
      const layout = await findLayout(db, numericId(request.params.id));
      if (layout === undefined) throw notFound(NOT_FOUND);
      return layout;
    },
  );

  app.put(
    '/api/exports/:id/layout',
    {
      config: { access: 'exports', bodyRoot: 'export_layout' },
      schema: {
        tags,
        summary: 'Update an export layout; its fields are replaced as a whole',
        params,
        body: exportLayoutPayloadSchema,
        response: { 200: exportLayoutDetailSchema, 400: layoutError },
      },
    },
    async (request) => {
      const id = numericId(request.params.id);
      const { values, fields } = await checkLayout(db, request.body.export_layout);
      const layout = await answeringRefusals(() =>
        updateLayout(db, actorOf(request), id, values, fields),
      );
      if (layout === undefined) throw notFound(NOT_FOUND);
      return layout;
    },
  );

  app.delete(
    '/api/exports/:id/layout',
    {
      config: { access: 'exports' },
      schema: {
        tags,
        summary: 'Delete an export layout',
        params,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const deleted = await deleteLayout(db, actorOf(request), numericId(request.params.id));
      if (!deleted) throw notFound(NOT_FOUND);
      return reply.code(204).send(null);
    },
  );
  done();
};
