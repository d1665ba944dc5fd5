import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deploymentSchema, remotesManifestSchema } from '@veldwerk/shared/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Deployments } from './deployments';
import type { RemotesSource } from './remotes';
import { checkDatabase } from './repo';

export interface PlatformRoutesOptions {
  config: Config;
  db: Db;
  deployments: Deployments;
  /** The remotes table, as `REMOTES_FILE` says now. */
  remotes: RemotesSource;
  /** Where sign-in can return to, when this api knows (the development provider); else null. */
  returnOrigins: readonly string[] | null;
}

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export const platformRoutes: FastifyPluginCallbackZod<PlatformRoutesOptions> = (
  app,
  opts,
  done,
) => {
  const { config, deployments, remotes } = opts;

  app.get(
    '/api/health',
    {
      config: { access: 'health' },
      schema: { summary: 'Liveness and database check', response: { 200: healthSchema } },
    },
    async () => {
      const ok = await checkDatabase(opts.db).catch(() => false);
      if (!ok) throw new HttpError(503, 'unavailable', 'De database is niet bereikbaar.');
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );

  app.get(
    '/api/deployment',
    {
      config: { access: 'deployment' },
      schema: {
        summary: "Branding and sign-in settings for the request's host",
        response: { 200: deploymentSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return {
        ...deployments.forHost(request.host),
        identity: {
          issuer: config.oidc.issuer,
          clientId: config.oidc.clientId,
          hostedDomain: config.oidc.hostedDomain,
          scope: config.oidc.scope,
          returnOrigins: opts.returnOrigins === null ? null : [...opts.returnOrigins],
        },
        devIdentityProvider: config.devIdentityProvider,
      };
    },
  );

  app.get(
    '/remotes.json',
    {
      schema: {
        summary: 'Module Federation remotes: name → mf-manifest.json URL',
        response: { 200: remotesManifestSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return remotes.current();
    },
  );
  done();
};
