/**
 * `settings`, `settings/{type}/{key}` and `settings/render-example` (spec §7): the notification
 * templates, for super administration. A value that is not valid Liquid is refused with the
 * Dutch error and its line, so a template that cannot be sent is never saved.
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listPageSchema,
  renderedExampleSchema,
  renderSettingPayloadSchema,
  SETTING_MESSAGES,
  settingListContract,
  settingPayloadSchema,
  settingSchema,
} from '@veldwerk/shared/domain';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { InvalidInputError, notFound } from '../../http/errors';
import { listDescription, listQuerystring } from '../../http/list/docs';
import { prepareList } from '../../http/list/prepare';
import { exampleTemplateData, type TemplateRenderer } from './render';
import { findSetting, listSettings, settingListSource, updateSetting } from './repo';

const params = z.object({ type: z.string(), key: z.string() });
const tags = ['settings'];

export interface SettingRoutesOptions {
  db: Db;
  renderer: TemplateRenderer;
  /** The agency's title for a request's host (the deployment's branding). */
  agencyFor: (host: string | undefined) => string;
}

export const settingRoutes: FastifyPluginCallbackZod<SettingRoutesOptions> = (
  app,
  { db, renderer, agencyFor },
  done,
) => {
  app.get(
    '/api/settings',
    {
      config: { access: 'settings' },
      schema: {
        tags,
        summary: 'List settings',
        description: listDescription(settingListContract),
        querystring: listQuerystring(settingListContract),
        response: { 200: listPageSchema(settingSchema) },
      },
    },
    async (request) => listSettings(db, prepareList(settingListSource, request.query)),
  );

  app.get(
    '/api/settings/:type/:key',
    {
      config: { access: 'settings' },
      schema: { tags, summary: 'One setting', params, response: { 200: settingSchema } },
    },
    async (request) => {
      const setting = await findSetting(db, request.params.type, request.params.key);
      if (setting === undefined) throw notFound(SETTING_MESSAGES.notFound);
      return setting;
    },
  );

  app.put(
    '/api/settings/:type/:key',
    {
      config: { access: 'settings', bodyRoot: 'setting' },
      schema: {
        tags,
        summary: "Update a setting's value (a notification template must be valid Liquid)",
        params,
        body: settingPayloadSchema,
        response: { 200: settingSchema },
      },
    },
    async (request) => {
      const { type, key } = request.params;
      const { value } = request.body.setting;
      if (type === 'notification') {
        const error = renderer.check(value);
        if (error !== null) {
          throw new InvalidInputError([{ path: ['setting', 'value'], message: error }], {
            root: 'setting',
          });
        }
      }
      const setting = await updateSetting(db, actorOf(request), type, key, value);
      if (setting === undefined) throw notFound(SETTING_MESSAGES.notFound);
      return setting;
    },
  );

  app.post(
    '/api/settings/render-example',
    {
      config: { access: 'settings', bodyRoot: 'render_setting' },
      schema: {
        tags,
        summary: 'Render a notification template with an example applicant',
        body: renderSettingPayloadSchema,
        response: { 200: renderedExampleSchema },
      },
    },
    async (request) => {
      const data = exampleTemplateData(agencyFor(request.headers.host));
      const rendered = await renderer.render(request.body.render_setting.template, data);
      if (!rendered.ok) {
        throw new InvalidInputError(
          [{ path: ['render_setting', 'template'], message: rendered.message }],
          { root: 'render_setting' },
        );
      }
      return { result: rendered.text };
    },
  );
  done();
};
