/**
 * `clients/{clientId}/campaigns[/{campaignId}]` (spec §7): a client's campaigns with their input
 * fields. A campaign of another client is not found (404), as is one of a missing client.
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignListContract,
  campaignPayloadSchema,
  campaignSchema,
  listPageSchema,
} from '@veldwerk/shared/domain';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { HttpError, InvalidInputError, notFound } from '../../http/errors';
import { listDescription, listQuerystring } from '../../http/list/docs';
import { prepareList } from '../../http/list/prepare';
import { idSegment, numericId } from '../../http/params';
import { answeringRefusals } from '../../http/refusals';
import { clientExists } from '../clients/repo';
import { CLIENT_MESSAGES } from '../clients/messages';
import { CAMPAIGN_MESSAGES } from './messages';
import {
  campaignListSource,
  createCampaign,
  deleteCampaign,
  findCampaign,
  listCampaigns,
  referenceTaken,
  updateCampaign,
} from './repo';

const clientParams = z.object({ clientId: idSegment });
const campaignParams = z.object({ clientId: idSegment, campaignId: idSegment });
const tags = ['campaigns'];
const takenReference = () =>
  new InvalidInputError([
    { path: ['backstage_reference'], message: CAMPAIGN_MESSAGES.duplicateReference },
  ]);
const refusals = {
  constraints: {
    // Two saves racing for one reference: the unique index decides, with the same answer.
    campaigns_backstage_reference_key: takenReference,
    campaign_input_fields_campaign_name_key: () =>
      new HttpError(409, 'duplicate_input_field', CAMPAIGN_MESSAGES.duplicateInputField),
  },
};

export const campaignRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  /** The project reference is a slug: a second campaign may not take it (400 on the field). */
  const refuseTakenReference = async (
    reference: string | null | undefined,
    campaignId?: number,
  ) => {
    if (await referenceTaken(db, reference, campaignId)) throw takenReference();
  };

  const existingClient = async (segment: string): Promise<number> => {
    const clientId = numericId(segment);
    if (!(await clientExists(db, clientId))) throw notFound(CLIENT_MESSAGES.notFound);
    return clientId;
  };

  app.get(
    '/api/clients/:clientId/campaigns',
    {
      config: { access: 'clients-read' },
      schema: {
        tags,
        summary: "List a client's campaigns",
        description: listDescription(campaignListContract),
        params: clientParams,
        querystring: listQuerystring(campaignListContract),
        response: { 200: listPageSchema(campaignSchema) },
      },
    },
    async (request) => {
      const clientId = await existingClient(request.params.clientId);
      const list = prepareList(campaignListSource, request.query, { scope: { clientId } });
      return listCampaigns(db, clientId, list);
    },
  );

  app.post(
    '/api/clients/:clientId/campaigns',
    {
      config: { access: 'clients-write', bodyRoot: 'campaign' },
      schema: {
        tags,
        summary: 'Create a campaign with its input fields',
        params: clientParams,
        body: campaignPayloadSchema,
        response: { 201: campaignSchema },
      },
    },
    async (request, reply) => {
      const clientId = await existingClient(request.params.clientId);
      await refuseTakenReference(request.body.campaign.backstage_reference);
      const campaign = await answeringRefusals(
        () => createCampaign(db, actorOf(request), clientId, request.body.campaign),
        refusals,
      );
      return reply.code(201).send(campaign);
    },
  );

  app.get(
    '/api/clients/:clientId/campaigns/:campaignId',
    {
      config: { access: 'clients-read' },
      schema: {
        tags,
        summary: 'One campaign with its input fields',
        params: campaignParams,
        response: { 200: campaignSchema },
      },
    },
    async (request) => {
      const { clientId, campaignId } = request.params;
      const campaign = await findCampaign(db, numericId(clientId), numericId(campaignId));
      if (campaign === undefined) throw notFound(CAMPAIGN_MESSAGES.notFound);
      return campaign;
    },
  );

  app.put(
    '/api/clients/:clientId/campaigns/:campaignId',
    {
      config: { access: 'clients-write', bodyRoot: 'campaign' },
      schema: {
        tags,
        summary: 'Update a campaign; its input fields are replaced as a whole',
        params: campaignParams,
        body: campaignPayloadSchema,
        response: { 200: campaignSchema },
      },
    },
    async (request) => {
      const clientId = numericId(request.params.clientId);
      const campaignId = numericId(request.params.campaignId);
      await refuseTakenReference(request.body.campaign.backstage_reference, campaignId);
      const campaign = await answeringRefusals(
        () => updateCampaign(db, actorOf(request), clientId, campaignId, request.body.campaign),
        refusals,
      );
      if (campaign === undefined) throw notFound(CAMPAIGN_MESSAGES.notFound);
      return campaign;
    },
  );

  app.delete(
    '/api/clients/:clientId/campaigns/:campaignId',
    {
      config: { access: 'clients-write' },
      schema: {
        tags,
        summary:
          'Delete a campaign with its input fields, theme and layouts (409 while donations or shifts use it)',
        params: campaignParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const clientId = numericId(request.params.clientId);
      const campaignId = numericId(request.params.campaignId);
      const deleted = await answeringRefusals(
        () => deleteCampaign(db, actorOf(request), clientId, campaignId),
        { kinds: { foreign_key: () => new HttpError(409, 'in_use', CAMPAIGN_MESSAGES.inUse) } },
      );
      if (!deleted) throw notFound(CAMPAIGN_MESSAGES.notFound);
      return reply.code(204).send(null);
    },
  );
  done();
};
