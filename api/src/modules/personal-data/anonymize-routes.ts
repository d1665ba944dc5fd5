/**
 * `POST donations/{id}/anonymize` and `POST employees/{uuid}/anonymize` (issue 11; administrators,
 * access rules `donations-admin` and `employees-admin`). 200 with who and when; the same answer
 * (with `changed: false`) for a record anonymised before. An unknown id is a 404.
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERSONAL_DATA_MESSAGES } from '@veldwerk/shared/domain';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { HttpError, notFound } from '../../http/errors';
import { idSegment, numericId } from '../../http/params';
import { anonymizeDonation, anonymizeEmployee } from './anonymize';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const anonymizedSchema = z.object({
  id: z.union([z.number(), z.string()]),
  anonymized_at: z.string().describe('When the record was anonymised (ISO 8601)'),
  anonymized_by: z.string().nullable().describe('The administrator who did it (employee uuid)'),
  changed: z.boolean().describe('False when it had been anonymised before'),
});

export const anonymizeRoutes: FastifyPluginCallbackZod<{ db: Db; now: () => Date }> = (
  app,
  { db, now },
  done,
) => {
  const tags = ['personal data'];

  app.post(
    '/api/donations/:id/anonymize',
    {
      config: { access: 'donations-admin' },
      schema: {
        tags,
        summary:
          'Anonymise a donor: personal fields, IBAN and its index removed; amounts, states and history kept',
        params: z.object({ id: idSegment }),
        response: { 200: anonymizedSchema },
      },
    },
    async (request) => {
      const id = numericId(request.params.id);
      const result = await anonymizeDonation(db, actorOf(request), id, now());
      if (result === undefined) throw notFound(PERSONAL_DATA_MESSAGES.donationNotFound);
      return result;
    },
  );

  app.post(
    '/api/employees/:uuid/anonymize',
    {
      config: { access: 'employees-admin' },
      schema: {
        tags,
        summary:
          'Anonymise an employee or applicant: personal fields, BSN, IBAN and indexes removed',
        params: z.object({ uuid: z.string().describe('Employee uuid') }),
        response: { 200: anonymizedSchema },
      },
    },
    async (request) => {
      const { uuid } = request.params;
      if (!UUID.test(uuid)) throw notFound(PERSONAL_DATA_MESSAGES.employeeNotFound);
      const actor = actorOf(request);
      if (actor.id === uuid.toLowerCase()) {
        throw new HttpError(409, 'own_record', PERSONAL_DATA_MESSAGES.cannotAnonymizeSelf);
      }
      const result = await anonymizeEmployee(db, actor, uuid.toLowerCase(), now());
      if (result === undefined) throw notFound(PERSONAL_DATA_MESSAGES.employeeNotFound);
      return result;
    },
  );

  done();
};
