/**
 * `GET calllogs?limit=1000&{callee key}={id}` (spec §7): the calls to one employee or one donor,
 * newest first, for manager, administration or recruiter. The recording link is answered only
 * to ROLE_ADMIN. (The softphone adds the writes.)
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasRole } from '@veldwerk/shared/auth';
import { callLogItemSchema, callLogQuerySchema, EMPLOYEE_MESSAGES } from '@veldwerk/shared/domain';
import type { Db } from '../../db/client';
import { InvalidInputError } from '../../http/errors';
import { isStorableId } from '../../http/params';
import { listCallLogs, type Callee } from './repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const callLogRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.get(
    '/api/calllogs',
    {
      config: { access: 'calllogs' },
      schema: {
        tags: ['calllogs'],
        summary: "A callee's calls, newest first (employee={uuid} or donation={id})",
        querystring: callLogQuerySchema,
        response: {
          200: z.object({
            results: z.array(callLogItemSchema),
            count: z.number().int(),
            next_cursor: z.null(),
          }),
        },
      },
    },
    async (request) => {
      const { employee, donation, limit } = request.query;
      if ((employee === undefined) === (donation === undefined)) {
        throw new InvalidInputError([
          { path: ['employee'], message: EMPLOYEE_MESSAGES.calllogCalleeRequired },
        ]);
      }
      const empty = { results: [], count: 0, next_cursor: null };
      // An id no callee can have matches nothing (and never reaches the database).
      if (employee !== undefined && !UUID.test(employee)) return empty;
      if (donation !== undefined && !isStorableId(donation)) return empty;
      const callee: Callee = employee !== undefined ? { employee } : { donation: donation ?? 0 };
      const rows = await listCallLogs(db, callee, limit);
      const admin = hasRole(request.session?.roles ?? [], 'ROLE_ADMIN');
      const results = admin ? rows : rows.map((row) => ({ ...row, recording_url: null }));
      return { results, count: results.length, next_cursor: null };
    },
  );
  done();
};
