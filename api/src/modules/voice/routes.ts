/**
 * The softphone's routes for signed-in employees (access rule `voice`): `GET voice/token` (spec §7)
 * and `GET voice/callees/{key}` (who a click-to-call id reaches, for the widget to show). The
 * provider's webhooks are in `twilio-routes.ts`, the simulator's calls in `simulator-routes.ts`.
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { voiceCalleeSchema, voiceTokenSchema } from '@veldwerk/shared/domain';
import { unauthorized } from '../../http/errors';
import type { VoiceProvider } from '../../providers/voice';
import type { VoiceService } from './service';

const tags = ['voice'];

export interface VoiceRoutesOptions {
  provider: VoiceProvider;
  service: VoiceService;
  now: () => Date;
}

export const voiceRoutes: FastifyPluginCallbackZod<VoiceRoutesOptions> = (
  app,
  { provider, service, now },
  done,
) => {
  app.get(
    '/api/voice/token',
    {
      config: { access: 'voice' },
      schema: {
        tags,
        summary: 'A short-lived voice token for the signed-in employee (simulator or Twilio)',
        response: { 200: voiceTokenSchema },
      },
    },
    async (request, reply) => {
      const session = request.session;
      if (session === null) throw unauthorized();
      // The identity must still be allowed to call when the provider asks (webhook) — checked there.
      await service.caller(session.employeeId);
      const issued = provider.issueToken(session.employeeId, now());
      void reply.header('cache-control', 'no-store');
      return {
        token: issued.token,
        identity: session.employeeId,
        expires_at: issued.expiresAt.toISOString(),
        simulator: provider.kind === 'simulator',
      };
    },
  );

  app.get(
    '/api/voice/callees/:key',
    {
      config: { access: 'voice' },
      schema: {
        tags,
        summary:
          'Who a click-to-call id (don:{id}, emp:{uuid}) reaches: the name, never the number',
        params: z.object({ key: z.string().max(64) }),
        response: { 200: voiceCalleeSchema },
      },
    },
    async (request) => {
      const session = request.session;
      if (session === null) throw unauthorized();
      const caller = await service.caller(session.employeeId);
      const resolved = await service.resolve(caller, request.params.key);
      return { key: resolved.key, name: resolved.name };
    },
  );
  done();
};
