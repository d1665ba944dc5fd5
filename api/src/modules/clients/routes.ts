/** `clients` and `clients/{clientId}` (spec §7): reading for every user, writing for super administration. */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientListContract,
  clientPayloadSchema,
  clientSchema,
  listPageSchema,
} from '@veldwerk/shared/domain';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { HttpError, notFound } from '../../http/errors';
import { listDescription, listQuerystring } from '../../http/list/docs';
import { prepareList } from '../../http/list/prepare';
import { idSegment, numericId } from '../../http/params';
import { answeringRefusals } from '../../http/refusals';
import { CLIENT_MESSAGES } from './messages';
import {
  clientListSource,
  createClient,
  deleteClient,
  findClient,
  listClients,
  updateClient,
} from './repo';

const params = z.object({ clientId: idSegment });
const tags = ['clients'];

export const clientRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.get(
    '/api/clients',
    {
      config: { access: 'clients-read' },
      schema: {
        tags,
        summary: 'List clients',
        description: listDescription(clientListContract),
        querystring: listQuerystring(clientListContract),
        response: { 200: listPageSchema(clientSchema) },
      },
    },
    async (request) => listClients(db, prepareList(clientListSource, request.query)),
  );

  app.post(
    '/api/clients',
    {
      config: { access: 'clients-write', bodyRoot: 'client' },
      schema: {
        tags,
        summary: 'Create a client',
        body: clientPayloadSchema,
        response: { 201: clientSchema },
      },
    },
    async (request, reply) => {
      const client = await answeringRefusals(() =>
        createClient(db, actorOf(request), request.body.client),
      );
      return reply.code(201).send(client);
    },
  );

  app.get(
    '/api/clients/:clientId',
    {
      config: { access: 'clients-read' },
      schema: {
        tags,
        summary: 'One client with the ids of its campaigns',
        params,
        response: { 200: clientSchema },
      },
    },
    async (request) => {
      const client = await findClient(db, numericId(request.params.clientId));
      if (client === undefined) throw notFound(CLIENT_MESSAGES.notFound);
      return client;
    },
  );

  app.put(
    '/api/clients/:clientId',
    {
      config: { access: 'clients-write', bodyRoot: 'client' },
      schema: {
        tags,
        summary: 'Update a client',
        params,
        body: clientPayloadSchema,
        response: { 200: clientSchema },
      },
    },
    async (request) => {
      const id = numericId(request.params.clientId);
      const client = await answeringRefusals(() =>
        updateClient(db, actorOf(request), id, request.body.client),
      );
      if (client === undefined) throw notFound(CLIENT_MESSAGES.notFound);
      return client;
    },
  );

  app.delete(
    '/api/clients/:clientId',
    {
      config: { access: 'clients-write' },
      schema: {
        tags,
        summary: 'Delete a client (refused with 409 while it has campaigns)',
        params,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const id = numericId(request.params.clientId);
      const deleted = await answeringRefusals(() => deleteClient(db, actorOf(request), id), {
        kinds: { foreign_key: () => new HttpError(409, 'in_use', CLIENT_MESSAGES.hasCampaigns) },
      });
      if (!deleted) throw notFound(CLIENT_MESSAGES.notFound);
      return reply.code(204).send(null);
    },
  );
  done();
};
