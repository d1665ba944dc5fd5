import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGN_IN_MESSAGES } from '@veldwerk/shared/auth';
import {
  authenticateBodySchema,
  authenticateResultSchema,
  sessionUserSchema,
} from '@veldwerk/shared/domain';
import type { Config } from '../config';
import { unauthorized } from '../http/errors';
import { authRateLimit } from '../http/security';
import { signIn, type SignInDeps } from './sign-in';

export interface AuthRoutesOptions extends SignInDeps {
  config: Config;
}

const okSchema = z.object({ status: z.literal('ok') });

export const authRoutes: FastifyPluginCallbackZod<AuthRoutesOptions> = (app, opts, done) => {
  app.post(
    '/api/authenticate',
    {
      config: {
        access: 'authenticate',
        plainValidationError: SIGN_IN_MESSAGES.invalidRequest,
        rateLimit: authRateLimit(opts.config, SIGN_IN_MESSAGES.tooManyAttempts),
      },
      bodyLimit: 16 * 1024,
      schema: {
        summary: "Exchange the identity provider's ID token for a session token",
        description:
          'Refusals answer `{status, message, error: {code, message}}` with a Dutch message: ' +
          '400 invalid_request, 401 invalid_token / token_expired / token_replayed / ' +
          'unknown_employee, ' +
          '403 wrong_domain / email_unverified / employee_inactive, 429 too_many_attempts, ' +
          '503 identity_unavailable.',
        body: authenticateBodySchema,
        response: { 200: authenticateResultSchema },
      },
    },
    (request) => signIn(opts, request.body.token, request.headers['user-agent']),
  );

  app.post(
    '/api/logout.json',
    {
      config: { access: 'logout' },
      schema: { summary: 'End the current session', response: { 200: okSchema } },
    },
    async (request) => {
      const token = request.headers['authorization-token'];
      if (typeof token === 'string') await opts.sessions.revoke(token);
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/api/user',
    {
      config: { access: 'user' },
      schema: { summary: 'The signed-in user', response: { 200: sessionUserSchema } },
    },
    (request) => {
      const session = request.session;
      if (session === null) throw unauthorized();
      return { fullName: session.fullName, email: session.email, roles: [...session.roles] };
    },
  );
  done();
};
