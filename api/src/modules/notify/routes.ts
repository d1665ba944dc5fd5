import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bugReportSchema } from '@veldwerk/shared/domain';
import type { Config } from '../../config';
import { HttpError } from '../../http/errors';
import { publicRateLimit } from '../../http/security';
import type { Mailer } from '../outbox/mailer';
import { sendBugReport } from './service';

export interface NotifyRoutesOptions {
  config: Config;
  mailer: Mailer;
  now: () => Date;
}

export const notifyRoutes: FastifyPluginCallbackZod<NotifyRoutesOptions> = (app, opts, done) => {
  app.post(
    '/api/notify.json',
    {
      config: { access: 'notify', rateLimit: publicRateLimit(opts.config) },
      bodyLimit: 64 * 1024,
      schema: {
        summary: 'Report a problem (mailed to support; the reporter is added when signed in)',
        body: bugReportSchema,
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async (request) => {
      try {
        await sendBugReport(
          opts.mailer,
          { from: opts.config.mail.from, to: opts.config.mail.bugReportTo },
          {
            text: request.body.text,
            reporter: request.session,
            // The configured address, never the request's Host header (anyone can send any).
            site: opts.config.publicUrl,
            userAgent: request.headers['user-agent'],
            at: opts.now(),
          },
        );
      } catch (error) {
        request.log.error({ err: error }, 'bug report mail failed');
        throw new HttpError(
          503,
          'mail_failed',
          'De melding kon niet worden verstuurd. Probeer het later opnieuw.',
        );
      }
      return { status: 'ok' as const };
    },
  );
  done();
};
