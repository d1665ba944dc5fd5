/**
 * Helpers for scripts and tests, registered only while the development identity provider runs
 * (never in production): an ID token for a test account without the browser flow, and the outbox.
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DevIdentity } from '../../auth/dev-identity/provider';
import { devAccountClaims } from '../../auth/dev-identity/accounts';
import { SIGN_IN_MESSAGES } from '@veldwerk/shared/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { authRateLimit } from '../../http/security';
import { listOutbox } from '../outbox/repo';

export interface DevRoutesOptions {
  identity: DevIdentity;
  db: Db;
  config: Config;
}

const outboxItemSchema = z.object({
  id: z.string(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  provider: z.string(),
  status: z.string(),
  created_at: z.string(),
});

export const devRoutes: FastifyPluginCallbackZod<DevRoutesOptions> = (app, opts, done) => {
  app.post(
    '/api/dev/id-token',
    {
      // Limited like sign-in itself: each answer is a token that signs in.
      config: {
        access: 'dev',
        rateLimit: authRateLimit(opts.config, SIGN_IN_MESSAGES.tooManyAttempts),
      },
      schema: {
        summary: 'Development only: an ID token for a test account of the development provider',
        body: z.object({ email: z.string().trim().min(1).max(320) }),
        response: { 200: z.object({ id_token: z.string() }) },
      },
    },
    async (request) => {
      const account = opts.identity.findAccount(request.body.email);
      if (account === undefined) {
        throw notFound(`Er is geen testaccount met het e-mailadres ${request.body.email}.`);
      }
      return { id_token: await opts.identity.mintIdToken(devAccountClaims(account)) };
    },
  );

  app.get(
    '/api/dev/outbox',
    {
      config: { access: 'fallback' },
      schema: {
        summary: 'Development only: messages the providers sent, newest first',
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(500).default(50),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: {
          200: z.object({ results: z.array(outboxItemSchema), count: z.number().int() }),
        },
      },
    },
    async (request) => {
      const { results, count } = await listOutbox(
        opts.db,
        request.query.limit,
        request.query.offset,
      );
      return {
        count,
        results: results.map((row) => ({
          id: row.id,
          channel: row.channel,
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          provider: row.provider,
          status: row.status,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
  done();
};
