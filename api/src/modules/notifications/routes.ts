/**
 * `notifications?receiver_employee={uuid}` (spec §7, manager or recruiter), staff setting a
 * person's opt-out, and the public opt-out page the link in every mail opens (a signed token, no
 * sign-in; the GET only asks, the POST opts out, so a mail scanner following links changes nothing).
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listPageSchema,
  NOTIFICATION_OPT_OUT_TEXTS,
  notificationListContract,
  notificationOptOutPayloadSchema,
  notificationSchema,
} from '@veldwerk/shared/domain';
import { SYSTEM_ACTOR } from '../../db/audit/repo';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { notFound } from '../../http/errors';
import { listDescription, listQuerystring } from '../../http/list/docs';
import { prepareList } from '../../http/list/prepare';
import { verifyOptOutToken } from './opt-out-token';
import { listNotifications, notificationListSource, setOptOut } from './repo';

const tags = ['notifications'];
const EMPLOYEE_NOT_FOUND = 'Medewerker niet gevonden.';

export interface NotificationRoutesOptions {
  db: Db;
  linkSecret: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(body: string): string {
  const title = escapeHtml(NOTIFICATION_OPT_OUT_TEXTS.title);
  return (
    `<!doctype html><html lang="nl"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${title}</title></head><body style="font-family:sans-serif;max-width:32rem;` +
    `margin:2rem auto;padding:0 1rem"><h1>${title}</h1>${body}</body></html>`
  );
}

export const notificationRoutes: FastifyPluginCallbackZod<NotificationRoutesOptions> = (
  app,
  { db, linkSecret },
  done,
) => {
  // The opt-out page's form posts `application/x-www-form-urlencoded` with no fields.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, parsed) => parsed(null, {}),
  );

  app.get(
    '/api/notifications',
    {
      config: { access: 'notifications' },
      schema: {
        tags,
        summary: "A person's notifications (sms and mail), newest due first",
        description: listDescription(notificationListContract),
        querystring: listQuerystring(notificationListContract),
        response: { 200: listPageSchema(notificationSchema) },
      },
    },
    async (request) => listNotifications(db, prepareList(notificationListSource, request.query)),
  );

  app.put(
    '/api/notifications/opt-out/:employee',
    {
      config: { access: 'notifications', bodyRoot: 'notification_opt_out' },
      schema: {
        tags,
        summary: 'Set or clear a person’s objection to sms and mail',
        params: z.object({ employee: z.uuid() }),
        body: notificationOptOutPayloadSchema,
        response: { 200: notificationOptOutPayloadSchema },
      },
    },
    async (request) => {
      const optedOut = request.body.notification_opt_out.opted_out;
      const found = await setOptOut(db, actorOf(request), request.params.employee, optedOut);
      if (!found) throw notFound(EMPLOYEE_NOT_FOUND);
      return { notification_opt_out: { opted_out: optedOut } };
    },
  );

  const tokenQuery = z.object({ token: z.string().max(200) });

  app.get(
    '/api/public/notifications/opt-out',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The opt-out page of the link in every mail (asks; changes nothing)',
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const valid = verifyOptOutToken(linkSecret, request.query.token) !== null;
      const token = encodeURIComponent(request.query.token);
      const texts = NOTIFICATION_OPT_OUT_TEXTS;
      return reply
        .code(valid ? 200 : 400)
        .type('text/html; charset=utf-8')
        .send(
          page(
            valid
              ? `<p>${escapeHtml(texts.question)}</p><form method="post" ` +
                  `action="opt-out?token=${token}"><button type="submit">` +
                  `${escapeHtml(texts.confirm)}</button></form>`
              : `<p>${escapeHtml(texts.invalid)}</p>`,
          ),
        );
    },
  );

  app.post(
    '/api/public/notifications/opt-out',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Opt out through the signed link', querystring: tokenQuery },
    },
    async (request, reply) => {
      const employeeId = verifyOptOutToken(linkSecret, request.query.token);
      const found = employeeId !== null && (await setOptOut(db, SYSTEM_ACTOR, employeeId, true));
      const texts = NOTIFICATION_OPT_OUT_TEXTS;
      return reply
        .code(found ? 200 : 400)
        .type('text/html; charset=utf-8')
        .send(page(`<p>${escapeHtml(found ? texts.done : texts.invalid)}</p>`));
    },
  );
  done();
};
