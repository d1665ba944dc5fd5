/**
 * `GET autocomplete/{resource}.json?q=` for clients and campaigns (spec §7): any signed-in user;
 * `q` needs at least 2 characters (400 otherwise). The kit treats a failed call as no results.
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignAutocompleteItemSchema,
  campaignAutocompleteQuerySchema,
  clientAutocompleteItemSchema,
  clientAutocompleteQuerySchema,
} from '@veldwerk/shared/domain';
import type { Db } from '../../db/client';
import { isStorableId } from '../../http/params';
import { autocompleteCampaigns, autocompleteClients } from './repo';

const tags = ['autocomplete'];

const flag = (value: string | undefined): boolean | undefined =>
  value === undefined ? undefined : value === 'true' || value === '1';

export const autocompleteRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.get(
    '/api/autocomplete/clients.json',
    {
      config: { access: 'autocomplete' },
      schema: {
        tags,
        summary: 'Clients by name (q ≥ 2 characters; enabled=true leaves disabled ones out)',
        querystring: clientAutocompleteQuerySchema,
        response: { 200: z.array(clientAutocompleteItemSchema) },
      },
    },
    async (request) => autocompleteClients(db, request.query.q, flag(request.query.enabled)),
  );

  app.get(
    '/api/autocomplete/campaigns.json',
    {
      config: { access: 'autocomplete' },
      schema: {
        tags,
        summary:
          'Campaigns by campaign or client name (q ≥ 2 characters; client narrows, enabled=true leaves disabled ones out)',
        querystring: campaignAutocompleteQuerySchema,
        response: { 200: z.array(campaignAutocompleteItemSchema) },
      },
    },
    async (request) => {
      const { q, client, enabled } = request.query;
      // An id no client can have matches nothing (and never reaches the database).
      if (client !== undefined && !isStorableId(client)) return [];
      return autocompleteCampaigns(db, q, { client, enabled: flag(enabled) });
    },
  );
  done();
};
