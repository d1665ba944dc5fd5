/**
 * `GET/PUT preferences/{resource}`: the signed-in user's column choice for one list, stored by
 * their email so it follows them to another browser. `{columns: []}` means the defaults.
 * Not audited: a column layout is a personal view, not a record of the organisation.
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listPreferencesSchema, PREFERENCE_RESOURCE_PATTERN } from '@veldwerk/shared/domain';
import type { Db } from '../../db/client';
import { notFound, unauthorized } from '../../http/errors';
import { findPreferences, savePreferences } from './repo';

const params = z.object({ resource: z.string().describe('A list resource (clients, layouts, …)') });
const tags = ['preferences'];

function resourceOf(segment: string): string {
  if (!PREFERENCE_RESOURCE_PATTERN.test(segment)) throw notFound();
  return segment;
}

export const preferenceRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  const emailOf = (session: { email: string } | null) => {
    if (session === null) throw unauthorized();
    return session.email;
  };

  app.get(
    '/api/preferences/:resource',
    {
      config: { access: 'preferences' },
      schema: {
        tags,
        summary: "The signed-in user's column preferences for a list",
        params,
        response: { 200: listPreferencesSchema },
      },
    },
    async (request) =>
      findPreferences(db, emailOf(request.session), resourceOf(request.params.resource)),
  );

  app.put(
    '/api/preferences/:resource',
    {
      config: { access: 'preferences' },
      schema: {
        tags,
        summary: "Save the signed-in user's column preferences for a list",
        params,
        body: listPreferencesSchema,
        response: { 200: listPreferencesSchema },
      },
    },
    async (request) =>
      savePreferences(
        db,
        emailOf(request.session),
        resourceOf(request.params.resource),
        request.body,
      ),
  );
  done();
};
