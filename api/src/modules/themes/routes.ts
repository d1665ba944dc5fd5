/**
 * A campaign's theme (spec §7): `GET …/settings.json` lists the stored settings, `PUT
 * …/settings/{name}.json` with `{theme_setting: {value, type}}` saves one, `DELETE` on the same
 * path removes it (and an uploaded image no other theme uses). The campaign must be the
 * client's (else 404).
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  themeSettingListSchema,
  themeSettingPayloadSchema,
  themeSettingSchema,
} from '@veldwerk/shared/domain';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { notFound } from '../../http/errors';
import { idSegment, numericId } from '../../http/params';
import { answeringRefusals } from '../../http/refusals';
import { findCampaign } from '../campaigns/repo';
import { CAMPAIGN_MESSAGES } from '../campaigns/messages';
import { listThemeSettings } from './repo';
import { removeSetting, saveSetting, themeKey } from './service';

const tags = ['themes'];
const campaignParams = z.object({ clientId: idSegment, campaignId: idSegment });

export interface ThemeRoutesOptions {
  db: Db;
  /** Where uploaded files live (`DATA_DIR/uploads`): a removed theme image is deleted there. */
  uploadsDir: string;
}

export const themeRoutes: FastifyPluginCallbackZod<ThemeRoutesOptions> = (app, opts, done) => {
  const { db } = opts;
  const campaignIdOf = async (params: { clientId: string; campaignId: string }) => {
    const campaign = await findCampaign(
      db,
      numericId(params.clientId),
      numericId(params.campaignId),
    );
    if (campaign === undefined) throw notFound(CAMPAIGN_MESSAGES.notFound);
    return campaign.id;
  };

  app.get(
    '/api/clients/:clientId/campaigns/:campaignId/settings.json',
    {
      config: { access: 'clients-read' },
      schema: {
        tags,
        summary: "A campaign's stored theme settings ([{key, value, type}])",
        params: campaignParams,
        response: { 200: themeSettingListSchema },
      },
    },
    async (request) => listThemeSettings(db, await campaignIdOf(request.params)),
  );

  app.put(
    // `{name}.json` is read as one segment (a parameter with a suffix would escape the access
    // test's walk, which fills each parameter segment with a sample value).
    '/api/clients/:clientId/campaigns/:campaignId/settings/:file',
    {
      config: { access: 'clients-write', bodyRoot: 'theme_setting' },
      schema: {
        tags,
        summary: 'Save one theme setting; {name} is a theme key and the type must be its type',
        params: campaignParams.extend({ file: z.string().describe('{name}.json') }),
        body: themeSettingPayloadSchema,
        response: { 200: themeSettingSchema },
      },
    },
    async (request) => {
      const key = themeKey(request.params.file);
      const campaignId = await campaignIdOf(request.params);
      return answeringRefusals(() =>
        saveSetting(db, actorOf(request), campaignId, key, request.body.theme_setting),
      );
    },
  );
  app.delete(
    '/api/clients/:clientId/campaigns/:campaignId/settings/:file',
    {
      config: { access: 'clients-write' },
      schema: {
        tags,
        summary:
          'Remove one theme setting (the default applies again); a removed image is deleted ' +
          'unless another theme uses it. 204 also when the setting was not stored.',
        params: campaignParams.extend({ file: z.string().describe('{name}.json') }),
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      const key = themeKey(request.params.file);
      const campaignId = await campaignIdOf(request.params);
      await removeSetting(db, actorOf(request), campaignId, key, opts.uploadsDir, (error) =>
        request.log.warn({ err: error }, 'removed theme image could not be deleted from disk'),
      );
      return reply.code(204).send(null);
    },
  );
  done();
};
