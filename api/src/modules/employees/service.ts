/**
 * The employees module's rules beyond storage: the deployment's states, the body checks that
 * depend on the variant, the manager-only fields, roles without escalation, and the answer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  applicantStates,
  assignableRoles,
  createEmployeePayloadSchema,
  createTransitionPayloadSchema,
  EMPLOYEE_MESSAGES,
  employeeStates,
  refusedEmployeeChangeIssues,
  type Employee,
  type EmployeePayloadBody,
  type StateVariant,
  type Transition,
  type TransitionPayloadBody,
} from '@veldwerk/shared/domain';
import { expandRoles, isRole, type Role } from '@veldwerk/shared/auth';
import type { EmployeeRow } from '../../db/schema';
import { InvalidInputError, unauthorized } from '../../http/errors';
import { presentEmployeePersonal } from './personal';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

export function callerRoles(request: FastifyRequest): readonly Role[] {
  if (request.session === null) throw unauthorized();
  return request.session.roles;
}

/** Every state of the variant: its applicant states and its employee states. */
export function variantStates(variant: StateVariant): readonly string[] {
  return [...applicantStates(variant), ...employeeStates(variant)];
}

function stateIssue(variant: StateVariant, field: string, state: string) {
  return variantStates(variant).includes(state)
    ? []
    : [{ path: [field], message: EMPLOYEE_MESSAGES.stateNotInVariant }];
}

/** The `{employee: …}` body checked with the variant's rules (the route's schema checked types). */
export function parseEmployeeBody(
  variant: StateVariant,
  body: unknown,
  now: () => Date,
): EmployeePayloadBody {
  const parsed = createEmployeePayloadSchema({ variant, now }).safeParse(body);
  if (!parsed.success) throw new InvalidInputError(parsed.error.issues, { root: 'employee' });
  const value = parsed.data.employee;
  const issues = stateIssue(variant, 'employee_status', value.employee_status);
  if (issues.length > 0) throw new InvalidInputError(issues);
  return value;
}

/** `{employee_state_transition: …}` with the state checked against the variant. */
export function parseTransitionBody(
  variant: StateVariant,
  body: unknown,
  now: () => Date,
): TransitionPayloadBody {
  const parsed = createTransitionPayloadSchema({ now }).safeParse(body);
  if (!parsed.success) {
    throw new InvalidInputError(parsed.error.issues, { root: 'employee_state_transition' });
  }
  const value = parsed.data.employee_state_transition;
  const issues = stateIssue(variant, 'new_state', value.new_state);
  if (issues.length > 0) throw new InvalidInputError(issues);
  return value;
}

/** Refuses changing a filled employee code or backstage reference without ROLE_MANAGER. */
export function checkLockedFields(
  roles: readonly string[],
  before: EmployeeRow,
  after: EmployeePayloadBody,
): void {
  const issues = refusedEmployeeChangeIssues(
    roles,
    { employee_code: before.employeeCode, backstage_reference: before.backstageReference },
    { employee_code: after.employee_code, backstage_reference: after.backstage_reference },
  );
  if (issues.length > 0) throw new InvalidInputError(issues);
}

/**
 * The roles a caller may set: every requested role must be one the caller holds (through the
 * hierarchy) — anything else is refused, never silently dropped. Roles of the target that the
 * caller cannot grant stay as they are (a manager cannot take an administrator's role away).
 */
export function nextRoles(
  callerRoleList: readonly string[],
  current: readonly string[],
  requested: readonly unknown[],
): string[] {
  const allowed = new Set<string>(assignableRoles(callerRoleList));
  const refused = requested.filter(
    (role) => typeof role !== 'string' || !isRole(role) || !allowed.has(role),
  );
  if (refused.length > 0) {
    throw new InvalidInputError([{ path: ['roles'], message: EMPLOYEE_MESSAGES.roleNotHeld }], {
      message: EMPLOYEE_MESSAGES.roleNotHeld,
    });
  }
  const kept = current.filter((role) => !allowed.has(role));
  // ROLE_USER and ROLE_ANONYMOUS every session carries anyway; they are not stored.
  const stored = (requested as string[]).filter(
    (role) => role !== 'ROLE_USER' && role !== 'ROLE_ANONYMOUS',
  );
  return [...new Set([...kept, ...stored])];
}

/** Whether the caller holds every role of the target (spec §6, change password). */
export function holdsAllRolesOf(callerRoleList: readonly string[], target: readonly string[]) {
  const granted = expandRoles(callerRoleList);
  return target.filter(isRole).every((role) => granted.has(role));
}

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

/** A stored person as the api answers it (personal data as `personal.ts` presents it). */
export function toEmployee(
  app: FastifyInstance,
  roles: readonly string[],
  row: EmployeeRow,
  transitions?: Transition[],
): Employee {
  const personal = presentEmployeePersonal(app, roles, row.id, { iban: row.iban, bsn: row.bsn });
  return {
    uuid: row.id,
    employee_status: row.employeeStatus,
    employee_code: row.employeeCode,
    hq: row.hq,
    surname: row.surname,
    firstname: row.firstname,
    initials: row.initials,
    surname_prefix: row.surnamePrefix,
    sex: row.sex,
    phone: row.phone,
    mobile: row.mobile,
    tel2: row.tel2,
    email: row.email,
    second_email: row.secondEmail,
    function: row.jobFunction,
    start_date: row.startDate,
    campaign: row.campaignId,
    manager: row.managerId,
    roles: row.roles,
    driving_license: row.drivingLicense as Employee['driving_license'],
    source: row.source,
    recruited_by: row.recruitedById,
    recruited_by_alternative: row.recruitedByAlternative,
    birth_date: row.birthDate,
    bsn: personal.bsn,
    iban: personal.iban,
    comment: row.comment,
    comment_closed: row.commentClosed,
    postal_code: row.postalCode,
    house_number: row.houseNumber,
    house_number_suffix: row.houseNumberSuffix,
    street: row.street,
    place: row.place,
    country: row.country,
    open_date: iso(row.openDate),
    record_status: row.recordStatus,
    backstage_reference: row.backstageReference,
    public_transport_card: row.publicTransportCard,
    number_of_workdays: row.numberOfWorkdays,
    citizenship: row.citizenship,
    resume_url: row.resumeUrl,
    person_creation_date: row.createdAt.toISOString(),
    ...(transitions === undefined ? {} : { transitions }),
  };
}
