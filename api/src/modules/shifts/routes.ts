/**
 * Shifts (spec §7): `GET shifts` (list contract; `limit=1&employee=` prefills a new shift),
 * `GET|PUT|DELETE shifts/{uuid}`, `POST shifts` (answers the shift: the browser reads `uuid`),
 * and `GET shifts/dashboard` (beyond the spec: per week, donors per hour and approved share by
 * branch, sales coach and trainee). Captain or administration; deleting only on the day the
 * shift was created, or by ROLE_ADMIN. Every write is audited.
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  SHIFT_MESSAGES,
  DASHBOARD_MAX_DAYS,
  dashboardRange,
  listPageSchema,
  shiftDashboardQuerySchema,
  shiftDashboardSchema,
  shiftDetailSchema,
  shiftListContract,
  shiftListItemSchema,
  shiftPayloadSchema,
  type ShiftDetail,
} from '@veldwerk/shared/domain';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { HttpError, InvalidInputError, notFound } from '../../http/errors';
import { listDescription, listQuerystring } from '../../http/list/docs';
import { prepareList } from '../../http/list/prepare';
import { answeringRefusals } from '../../http/refusals';
import { presentCheckIban } from '../donationchecks/personal';
import { checksOfShift, toCheckAnswer } from '../donationchecks/repo';
import { isUuid } from '../employees/service';
import type { Deployments } from '../platform/deployments';
import {
  campaignName,
  createShift,
  dashboardRows,
  deleteShift,
  findShiftItem,
  listShifts,
  shiftListSource,
  shiftValues,
  updateShift,
} from './repo';
import { checkShiftRules, mayDeleteShift, todayOf } from './service';

const tags = ['shifts'];
const params = z.object({ uuid: z.string().describe('Shift uuid') });

function shiftId(value: string): string {
  if (!isUuid(value)) throw notFound(SHIFT_MESSAGES.notFound);
  return value.toLowerCase();
}

export interface ShiftRoutesOptions {
  db: Db;
  deployments: Deployments;
  now: () => Date;
}

export const shiftRoutes: FastifyPluginCallbackZod<ShiftRoutesOptions> = (
  app,
  { db, deployments, now },
  done,
) => {
  const rulesOf = (request: FastifyRequest) => ({
    activeHq: deployments.forHost(request.host).hq.active,
  });

  /** The shift with names and its checks (IBANs presented for the caller), or a 404. */
  const detail = async (request: FastifyRequest, id: string): Promise<ShiftDetail> => {
    const shift = await findShiftItem(db, id);
    if (shift === undefined) throw notFound(SHIFT_MESSAGES.notFound);
    const roles = request.session?.roles ?? [];
    const checks = (await checksOfShift(db, id)).map((record) =>
      toCheckAnswer(record, presentCheckIban(app, roles, record.row)),
    );
    const { checks_count: _count, ...fields } = shift;
    return { ...fields, checks };
  };

  app.get(
    '/api/shifts',
    {
      config: { access: 'shifts' },
      schema: {
        tags,
        summary: 'The shift list (employee={uuid}&limit=1: the last shift of an employee)',
        description: listDescription(shiftListContract),
        querystring: listQuerystring(shiftListContract),
        response: { 200: listPageSchema(shiftListItemSchema) },
      },
    },
    async (request) => listShifts(db, prepareList(shiftListSource, request.query)),
  );

  app.get(
    '/api/shifts/dashboard',
    {
      config: { access: 'shifts' },
      schema: {
        tags,
        summary: 'Per week: donors per hour and approved share by branch, sales coach, trainee',
        querystring: shiftDashboardQuerySchema,
        response: { 200: shiftDashboardSchema },
      },
    },
    async (request) => {
      const { from, to } = dashboardRange(request.query, todayOf(now()));
      if (to < from) {
        throw new InvalidInputError([{ path: ['to'], message: SHIFT_MESSAGES.dashboardRange }]);
      }
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
      if (days > DASHBOARD_MAX_DAYS) {
        throw new InvalidInputError([{ path: ['from'], message: SHIFT_MESSAGES.dashboardTooLong }]);
      }
      const filter = { from, to, campaign: request.query.campaign, hq: request.query.hq };
      // One grouped query per chart (sequential: PGlite has one connection anyway).
      const hq = await dashboardRows(db, 'hq', filter);
      const salesCoach = await dashboardRows(db, 'sales_coach', filter);
      const employee = await dashboardRows(db, 'employee', filter);
      const name = filter.campaign === undefined ? null : await campaignName(db, filter.campaign);
      return { from, to, campaign_name: name, hq, sales_coach: salesCoach, employee };
    },
  );

  app.post(
    '/api/shifts',
    {
      config: { access: 'shifts', bodyRoot: 'shift' },
      schema: {
        tags,
        summary: 'Create a shift (trial employee, enabled campaign); answers it with its uuid',
        body: shiftPayloadSchema,
        response: { 201: shiftDetailSchema },
      },
    },
    async (request, reply) => {
      const values = shiftValues(request.body.shift);
      await checkShiftRules(db, values, rulesOf(request));
      const row = await answeringRefusals(() => createShift(db, actorOf(request), values));
      return reply.code(201).send(await detail(request, row.id));
    },
  );

  app.get(
    '/api/shifts/:uuid',
    {
      config: { access: 'shifts' },
      schema: {
        tags,
        summary: 'One shift with its donation checks and the donations they matched',
        params,
        response: { 200: shiftDetailSchema },
      },
    },
    async (request) => detail(request, shiftId(request.params.uuid)),
  );

  app.put(
    '/api/shifts/:uuid',
    {
      config: { access: 'shifts', bodyRoot: 'shift' },
      schema: {
        tags,
        summary: 'Update a shift (body under `shift`)',
        params,
        body: shiftPayloadSchema,
        response: { 200: shiftDetailSchema },
      },
    },
    async (request) => {
      const id = shiftId(request.params.uuid);
      const values = shiftValues(request.body.shift);
      const rules = rulesOf(request);
      const row = await answeringRefusals(() =>
        updateShift(db, actorOf(request), id, values, (tx, before) =>
          checkShiftRules(tx, values, rules, before),
        ),
      );
      if (row === undefined) throw notFound(SHIFT_MESSAGES.notFound);
      return detail(request, id);
    },
  );

  app.delete(
    '/api/shifts/:uuid',
    {
      config: { access: 'shifts' },
      schema: {
        tags,
        summary: 'Delete a shift and its checks (on its day of creation, or by ROLE_ADMIN)',
        params,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const id = shiftId(request.params.uuid);
      const roles = request.session?.roles ?? [];
      const result = await deleteShift(db, actorOf(request), id, (row) =>
        mayDeleteShift(row, roles, now()),
      );
      if (result === 'not_found') throw notFound(SHIFT_MESSAGES.notFound);
      if (result === 'refused') {
        throw new HttpError(403, 'shift_delete_refused', SHIFT_MESSAGES.deleteRefused);
      }
      return reply.code(204).send(null);
    },
  );
  done();
};
