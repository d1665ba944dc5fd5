/**
 * `POST public/applicants` (spec §2, §3, §7): the public application form, without a session.
 * Protected like any public form: the per-address rate limit of `/api/public/*`, a small body
 * limit, every field checked by the shared schema, a honeypot field (filled: answered as a
 * success, nothing stored), and a repeated application (same email, or same mobile within
 * `PUBLIC_DUPLICATE_WINDOW_HOURS`) answered the same way without a second applicant. The answer
 * never tells which happened, so the form cannot be used to find out who applied.
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMPLOYEE_CODE_LENGTH,
  PUBLIC_DUPLICATE_WINDOW_HOURS,
  publicApplicationPayloadSchema,
} from '@veldwerk/shared/domain';
import { correctName } from '@veldwerk/shared/validation';
import type { Db } from '../../db/client';
import { findEmployeeByCode } from '../employees/repo';
import { createApplicant } from './repo';

/** A public application is a few hundred bytes; anything near this is not one. */
export const PUBLIC_BODY_LIMIT = 16 * 1024;

const answer = { status: 'ok' as const };

export const publicRoutes: FastifyPluginCallbackZod<{ db: Db; now: () => Date }> = (
  app,
  { db, now },
  done,
) => {
  app.post(
    '/api/public/applicants',
    {
      bodyLimit: PUBLIC_BODY_LIMIT,
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Apply (no session): an applicant in state New; source from the referral',
        body: publicApplicationPayloadSchema,
        response: { 201: z.object({ status: z.literal('ok') }) },
      },
    },
    async (request, reply) => {
      const payload = request.body;
      if ((payload.homepage ?? '').trim() !== '') {
        request.log.info('public application: honeypot filled, nothing stored');
        return reply.code(201).send(answer);
      }
      const named = {
        ...payload,
        firstname: payload.firstname == null ? null : correctName(payload.firstname),
        surname: payload.surname == null ? null : correctName(payload.surname),
      };
      const referral = payload.recruited_by_alternative?.trim() ?? '';
      const referrer = new RegExp(`^\\d{${EMPLOYEE_CODE_LENGTH}}$`).test(referral)
        ? await findEmployeeByCode(db, referral)
        : undefined;
      const created = await createApplicant(db, {
        payload: named,
        recruitedById: referrer?.id ?? null,
        duplicateSince: new Date(now().getTime() - PUBLIC_DUPLICATE_WINDOW_HOURS * 3_600_000),
        saved: (tx, employeeId, row) =>
          app.transitionEvents.saved(tx, {
            transitionId: row.id,
            employeeId,
            previousState: null,
            newState: 'New',
            eventReason: null,
            eventDate: null,
            actorEmployeeId: null,
          }),
      });
      if (created === null) request.log.info('public application: repeated, nothing stored');
      return reply.code(201).send(answer);
    },
  );
  done();
};
