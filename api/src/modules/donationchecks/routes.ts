/**
 * Donation checks (spec §7): `POST donationchecks`, `PUT|POST donationchecks/{uuid}`,
 * `DELETE donationchecks/{uuid}`, captain or administration. The fields come unwrapped
 * (reference_number, birth_date, amount, period, iban, shift); the check's shift must exist.
 * Points follow from amount and period. Every answer carries the donation the reference number
 * matched. Every write is audited.
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  SHIFT_MESSAGES,
  donationCheckAnswerSchema,
  donationCheckPayloadSchema,
  donationCheckPoints,
  type DonationCheckPayload,
} from '@veldwerk/shared/domain';
import { MESSAGES } from '@veldwerk/shared/validation';
import type { Db } from '../../db/client';
import type { DonationCheckRow } from '../../db/schema/shifts';
import { actorOf } from '../../http/actor';
import { InvalidInputError, notFound } from '../../http/errors';
import { answeringRefusals } from '../../http/refusals';
import { isUuid } from '../employees/service';
import { presentCheckIban, sealCheckIban } from './personal';
import {
  createCheck,
  deleteCheck,
  toCheckAnswer,
  updateCheck,
  type CheckRecord,
  type CheckValues,
} from './repo';

const tags = ['donationchecks'];
const params = z.object({ uuid: z.string().describe('Check uuid') });

function checkId(value: string): string {
  if (!isUuid(value)) throw notFound(SHIFT_MESSAGES.checkNotFound);
  return value.toLowerCase();
}

const noShift = () =>
  new InvalidInputError([{ path: ['shift'], message: SHIFT_MESSAGES.shiftNotFound }]);

export const donationCheckRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  const answer = (request: FastifyRequest, record: CheckRecord) =>
    toCheckAnswer(record, presentCheckIban(app, request.session?.roles ?? [], record.row));

  /** The columns of a payload; the shift is required (the shared schema leaves it to us). */
  const valuesOf = (
    body: DonationCheckPayload,
    before: DonationCheckRow | null,
  ): CheckValues & { shiftId: string } => {
    const shift = body.shift;
    if (shift === null || shift === undefined) {
      throw new InvalidInputError([{ path: ['shift'], message: MESSAGES.required }]);
    }
    const amount = body.amount ?? null;
    return {
      shiftId: shift.toLowerCase(),
      referenceNumber: body.reference_number,
      birthDate: body.birth_date ?? null,
      amount,
      period: body.period,
      points: donationCheckPoints(amount, body.period),
      ...sealCheckIban(app, body.iban ?? null, before),
    };
  };

  app.post(
    '/api/donationchecks',
    {
      config: { access: 'shifts' },
      schema: {
        tags,
        summary: 'Add a donation check to a shift',
        body: donationCheckPayloadSchema,
        response: { 201: donationCheckAnswerSchema },
      },
    },
    async (request, reply) => {
      const values = valuesOf(request.body, null);
      const record = await answeringRefusals(() => createCheck(db, actorOf(request), values));
      if (record === undefined) throw noShift();
      return reply.code(201).send(answer(request, record));
    },
  );

  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/api/donationchecks/:uuid',
      config: { access: 'shifts' },
      schema: {
        tags,
        summary: `Update a donation check (${method}; the spec allows both)`,
        params,
        body: donationCheckPayloadSchema,
        response: { 200: donationCheckAnswerSchema },
      },
      handler: async (request) => {
        const id = checkId(request.params.uuid);
        const result = await answeringRefusals(() =>
          updateCheck(db, actorOf(request), id, (before) => valuesOf(request.body, before)),
        );
        if (result.kind === 'not_found') throw notFound(SHIFT_MESSAGES.checkNotFound);
        if (result.kind === 'no_shift') throw noShift();
        return answer(request, result.record);
      },
    });
  }

  app.delete(
    '/api/donationchecks/:uuid',
    {
      config: { access: 'shifts' },
      schema: {
        tags,
        summary: 'Delete a donation check',
        params,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const id = checkId(request.params.uuid);
      if (!(await deleteCheck(db, actorOf(request), id))) {
        throw notFound(SHIFT_MESSAGES.checkNotFound);
      }
      return reply.code(204).send(null);
    },
  );
  done();
};
