/**
 * Employees and applicants (spec §7): the list (`employee_status[]` tells the two screens apart),
 * one person with their transitions, create and update under `{employee: …}`, transitions under
 * `{employee_state_transition: …}`, roles without escalation, the password, the roles table and
 * the employee autocomplete. Manager or recruiter (password: manager holding every role of the
 * target; roles: manager; deleting: admin).
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  autocompleteQuerySchema,
  EMPLOYEE_MESSAGES,
  EMPLOYEE_STATES,
  employeeAutocompleteItemSchema,
  employeeListContract,
  employeeListItemSchema,
  employeePayloadShape,
  employeeRolesSchema,
  employeeSchema,
  listPageSchema,
  newPasswordPayloadSchema,
  transitionPayloadShape,
  transitionSchema,
  type EmployeeState,
} from '@veldwerk/shared/domain';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { HttpError, InvalidInputError, notFound } from '../../http/errors';
import { listDescription, listQuerystring } from '../../http/list/docs';
import { prepareList } from '../../http/list/prepare';
import { answeringRefusals, type RefusalAnswers } from '../../http/refusals';
import type { Deployments } from '../platform/deployments';
import { hashPassword } from './password';
import { sealEmployeePersonal } from './personal';
import {
  addTransition,
  autocompleteEmployees,
  createEmployee,
  deleteEmployee,
  deleteTransition,
  employeeListSource,
  employeeValues,
  findEmployeeRow,
  listEmployees,
  setPasswordHash,
  transitionsOf,
  updateEmployee,
} from './repo';
import { renderRolesTable } from './roles-table';
import {
  callerRoles,
  checkLockedFields,
  holdsAllRolesOf,
  isUuid,
  nextRoles,
  parseEmployeeBody,
  parseTransitionBody,
  toEmployee,
} from './service';

const tags = ['employees'];
const uuidParams = z.object({ uuid: z.string().describe('Employee uuid') });

/** Database refusals of a person's write as field errors. */
const personRefusals: RefusalAnswers = {
  constraints: {
    employees_email_key: () =>
      new InvalidInputError([{ path: ['email'], message: EMPLOYEE_MESSAGES.emailTaken }]),
    employees_employee_code_key: () =>
      new InvalidInputError([
        { path: ['employee_code'], message: EMPLOYEE_MESSAGES.employeeCodeTaken },
      ]),
    employees_recruited_by_id_employees_id_fk: () =>
      new InvalidInputError([
        { path: ['recruited_by'], message: EMPLOYEE_MESSAGES.unknownEmployee },
      ]),
    employees_manager_id_employees_id_fk: () =>
      new InvalidInputError([{ path: ['manager'], message: EMPLOYEE_MESSAGES.unknownEmployee }]),
    employees_campaign_id_campaigns_id_fk: () =>
      new InvalidInputError([{ path: ['campaign'], message: EMPLOYEE_MESSAGES.unknownCampaign }]),
  },
};

/** The person's uuid from the path; a malformed one is simply not found. */
function personId(value: string): string {
  if (!isUuid(value)) throw notFound(EMPLOYEE_MESSAGES.notFound);
  return value.toLowerCase();
}

/** The body's shapes for the route schema (types and OpenAPI); the variant's rules run after. */
const employeeBody = z.object({ employee: z.object(employeePayloadShape) });
const transitionBody = z.object({ employee_state_transition: z.object(transitionPayloadShape) });
const rolesBody = z.object({
  employee: z.object({ roles: z.array(z.string().max(64)).max(20) }),
});

export const employeeRoutes: FastifyPluginCallbackZod<{
  db: Db;
  deployments: Deployments;
  now: () => Date;
}> = (app, { db, deployments, now }, done) => {
  const variantOf = (host: string) => deployments.forHost(host).stateVariant;

  app.get(
    '/api/employees',
    {
      config: { access: 'employees' },
      schema: {
        tags,
        summary: 'List employees and applicants (employee_status[] names the states)',
        description: listDescription(employeeListContract),
        querystring: listQuerystring(employeeListContract),
        response: { 200: listPageSchema(employeeListItemSchema) },
      },
    },
    async (request) => listEmployees(db, prepareList(employeeListSource, request.query)),
  );

  app.post(
    '/api/employees',
    {
      config: { access: 'employees', bodyRoot: 'employee' },
      schema: {
        tags,
        summary: 'Create an employee or applicant',
        body: employeeBody,
        response: { 201: employeeSchema },
      },
    },
    async (request, reply) => {
      const roles = callerRoles(request);
      const body = parseEmployeeBody(variantOf(request.host), request.body, now);
      const values = employeeValues(body, sealEmployeePersonal(app, body));
      const row = await answeringRefusals(
        () => createEmployee(db, actorOf(request), { ...values, email: body.email ?? '' }),
        personRefusals,
      );
      return reply.code(201).send(toEmployee(app, roles, row, []));
    },
  );

  app.get(
    '/api/employees/:uuid',
    {
      config: { access: 'employees' },
      schema: {
        tags,
        summary: 'One employee or applicant with the transitions, newest first',
        params: uuidParams,
        response: { 200: employeeSchema },
      },
    },
    async (request) => {
      const id = personId(request.params.uuid);
      const row = await findEmployeeRow(db, id);
      if (row === undefined) throw notFound(EMPLOYEE_MESSAGES.notFound);
      return toEmployee(app, callerRoles(request), row, await transitionsOf(db, id));
    },
  );

  app.put(
    '/api/employees/:uuid',
    {
      config: { access: 'employees', bodyRoot: 'employee' },
      schema: {
        tags,
        summary:
          'Update an employee or applicant (employee_code and backstage_reference once filled: manager only; roles: see PUT …/roles)',
        params: uuidParams,
        body: employeeBody.extend({
          employee: z.object({
            ...employeePayloadShape,
            roles: z.array(z.string().max(64)).max(20).optional(),
          }),
        }),
        response: { 200: employeeSchema },
      },
    },
    async (request) => {
      const id = personId(request.params.uuid);
      const roles = callerRoles(request);
      const body = parseEmployeeBody(variantOf(request.host), request.body, now);
      const requestedRoles = request.body.employee.roles;
      if (requestedRoles !== undefined && !holdsAllRolesOf(roles, ['ROLE_MANAGER'])) {
        throw new HttpError(403, 'forbidden', EMPLOYEE_MESSAGES.rolesManagerOnly);
      }
      const row = await answeringRefusals(
        () =>
          updateEmployee(db, actorOf(request), id, (before) => {
            checkLockedFields(roles, before, body);
            const values = employeeValues(body, sealEmployeePersonal(app, body, before));
            return requestedRoles === undefined
              ? values
              : { ...values, roles: nextRoles(roles, before.roles, requestedRoles) };
          }),
        personRefusals,
      );
      if (row === undefined) throw notFound(EMPLOYEE_MESSAGES.notFound);
      return toEmployee(app, roles, row, await transitionsOf(db, id));
    },
  );

  app.delete(
    '/api/employees/:uuid',
    {
      config: { access: 'fallback' },
      schema: {
        tags,
        summary: 'Delete an employee or applicant (administrators)',
        params: uuidParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const id = personId(request.params.uuid);
      const deleted = await answeringRefusals(() => deleteEmployee(db, actorOf(request), id), {
        kinds: {
          foreign_key: () => new HttpError(409, 'in_use', EMPLOYEE_MESSAGES.employeeInUse),
        },
      });
      if (!deleted) throw notFound(EMPLOYEE_MESSAGES.notFound);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/employees/:uuid/roles',
    {
      config: { access: 'employee-roles', bodyRoot: 'employee' },
      schema: {
        tags,
        summary: 'Set the roles (only roles the caller holds; others of the target are kept)',
        params: uuidParams,
        body: rolesBody,
        response: { 200: employeeRolesSchema },
      },
    },
    async (request) => {
      const id = personId(request.params.uuid);
      const roles = callerRoles(request);
      const row = await updateEmployee(db, actorOf(request), id, (before) => ({
        roles: nextRoles(roles, before.roles, request.body.employee.roles),
      }));
      if (row === undefined) throw notFound(EMPLOYEE_MESSAGES.notFound);
      return { uuid: row.id, roles: row.roles };
    },
  );

  app.patch(
    '/api/employees/:uuid/password.json',
    {
      config: { access: 'employee-password' },
      schema: {
        tags,
        summary: 'Set a new password (the caller must hold every role of the employee)',
        params: uuidParams,
        body: newPasswordPayloadSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const id = personId(request.params.uuid);
      const target = await findEmployeeRow(db, id);
      if (target === undefined) throw notFound(EMPLOYEE_MESSAGES.notFound);
      if (!holdsAllRolesOf(callerRoles(request), target.roles)) {
        throw new HttpError(403, 'forbidden', EMPLOYEE_MESSAGES.passwordNeedsAllRoles);
      }
      const hash = await hashPassword(request.body.new_password);
      await setPasswordHash(db, actorOf(request), id, hash);
      return { message: EMPLOYEE_MESSAGES.passwordSaved };
    },
  );

  app.post(
    '/api/employees/:uuid/transitions',
    {
      config: { access: 'employees', bodyRoot: 'employee_state_transition' },
      schema: {
        tags,
        summary:
          "Change the state: saves the transition and sets status, open date and record status in one transaction (any state of the deployment's variant)",
        params: uuidParams,
        body: transitionBody,
        response: { 201: transitionSchema },
      },
    },
    async (request, reply) => {
      const id = personId(request.params.uuid);
      const body = parseTransitionBody(variantOf(request.host), request.body, now);
      const actor = actorOf(request);
      const transition = await addTransition(db, actor, {
        employeeId: id,
        body,
        managerId: actor.id,
        saved: (tx, row, previous) =>
          app.transitionEvents.saved(tx, {
            transitionId: row.id,
            employeeId: id,
            previousState: previous,
            newState: row.newState,
            eventReason: row.eventReason,
            eventDate: row.eventDate,
            actorEmployeeId: actor.id,
          }),
      });
      if (transition === undefined) throw notFound(EMPLOYEE_MESSAGES.notFound);
      return reply.code(201).send(transition);
    },
  );

  app.delete(
    '/api/employees/:employee/transitions/:file',
    {
      config: { access: 'fallback' },
      schema: {
        tags,
        summary: 'Delete a transition (administrators); the path ends in {uuid}.json',
        params: z.object({
          employee: z.string().describe('Employee uuid'),
          file: z.string().describe('{uuid}.json'),
        }),
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const employeeId = personId(request.params.employee);
      const file = request.params.file;
      const transitionId = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
      if (!isUuid(transitionId)) throw notFound(EMPLOYEE_MESSAGES.transitionNotFound);
      const deleted = await deleteTransition(db, actorOf(request), employeeId, transitionId, (tx) =>
        app.transitionEvents.deleted(tx, { transitionId, employeeId }),
      );
      if (!deleted) throw notFound(EMPLOYEE_MESSAGES.transitionNotFound);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/autocomplete/employees.json',
    {
      config: { access: 'autocomplete' },
      schema: {
        tags: ['autocomplete'],
        summary: 'Employees by name or code (q ≥ 2 characters; employee_status[] narrows)',
        querystring: autocompleteQuerySchema.extend({
          'employee_status[]': z
            .union([z.enum(EMPLOYEE_STATES), z.array(z.enum(EMPLOYEE_STATES)).max(10)])
            .optional(),
        }),
        response: { 200: z.array(employeeAutocompleteItemSchema) },
      },
    },
    async (request) => {
      const raw = request.query['employee_status[]'];
      const states: EmployeeState[] | undefined =
        raw === undefined ? undefined : Array.isArray(raw) ? raw : [raw];
      return autocompleteEmployees(db, request.query.q, states);
    },
  );

  app.get(
    '/api/static/roles-table.html',
    {
      config: { access: 'roles-table' },
      schema: {
        tags,
        summary: 'The roles and rights overview, generated from the shared access table (HTML)',
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => reply.type('text/html; charset=utf-8').send(renderRolesTable()),
  );

  done();
};
