/**
 * Mounts the development provider at `/oidc`. Its endpoints bypass Fastify (no body parsing, no
 * reply serialization): an `onRequest` hook hijacks the request and hands the raw request and
 * response to the provider with the prefix stripped (`originalUrl` keeps it, which oidc-provider
 * reads to build its own URLs). The account chooser is an ordinary Fastify route.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DevIdentity } from './provider';
import { DEV_PROVIDER_PREFIX } from './provider';
import { chooserPage, messagePage } from './pages';

const uidParams = z.object({ uid: z.string().min(1).max(200) });
const loginBody = z.object({ email: z.string().min(1).max(320) });

function expiredPage(reply: FastifyReply) {
  return reply
    .code(400)
    .type('text/html; charset=utf-8')
    .send(
      messagePage(
        'Inlogpoging verlopen',
        'Deze inlogpoging is verlopen of al afgerond. Sluit dit venster en probeer opnieuw in te loggen.',
      ),
    );
}

export function devIdentityPlugin(
  app: FastifyInstance,
  opts: { identity: DevIdentity },
  done: (error?: Error) => void,
) {
  const { identity } = opts;
  const { provider } = identity;
  const handle = provider.callback();
  provider.on('server_error', (_ctx: unknown, error: Error) => {
    app.log.error({ err: error }, 'development identity provider failed');
  });

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    url: `${DEV_PROVIDER_PREFIX}/*`,
    schema: { hide: true },
    onRequest: (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? DEV_PROVIDER_PREFIX;
      raw.originalUrl = url;
      raw.url = url.slice(DEV_PROVIDER_PREFIX.length) || '/';
      void handle(raw, reply.raw);
      done();
    },
    handler: () => undefined,
  });

  // The chooser posts a plain HTML form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${DEV_PROVIDER_PREFIX}/interaction/:uid`,
    { schema: { hide: true, params: uidParams } },
    async (request, reply) => {
      const { uid } = request.params;
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => null);
      if (details === null || details.uid !== uid) return expiredPage(reply);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(chooserPage({ uid, clientId: identity.clientId, accounts: identity.accounts }));
    },
  );

  routes.post(
    `${DEV_PROVIDER_PREFIX}/interaction/:uid/login`,
    { schema: { hide: true, params: uidParams, body: loginBody } },
    async (request, reply) => {
      const { email } = request.body;
      const account = identity.findAccount(email);
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => null);
      if (details === null) return expiredPage(reply);
      if (account === undefined) {
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(messagePage('Onbekend testaccount', `${email} is geen testaccount.`));
      }
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: account.email } },
        { mergeWithLastSubmission: false },
      );
      return reply;
    },
  );

  routes.post(
    `${DEV_PROVIDER_PREFIX}/interaction/:uid/abort`,
    { schema: { hide: true, params: uidParams } },
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => null);
      if (details === null) return expiredPage(reply);
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'Inloggen geannuleerd.' },
        { mergeWithLastSubmission: false },
      );
      return reply;
    },
  );
  done();
}
