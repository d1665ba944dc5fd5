/**
 * employee_code and backstage_reference: once filled, only ROLE_MANAGER (or a role including it)
 * may change them (spec §5). The form disables the fields with it; the api refuses the change.
 */
import { hasRole } from '../../auth/roles';
import type { IssueLike } from '../http/http';
import { MESSAGES } from '../../validation/messages';

export const MANAGER_LOCKED_FIELDS = ['employee_code', 'backstage_reference'] as const;
export type ManagerLockedField = (typeof MANAGER_LOCKED_FIELDS)[number];

type LockedValues = Partial<Record<ManagerLockedField, string | null | undefined>>;

const filled = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

/** Whether a user with `roles` may edit `field` whose stored value is `current`. */
export function canEditEmployeeField(
  field: ManagerLockedField,
  roles: Iterable<string>,
  current: LockedValues,
): boolean {
  return !filled(current[field]) || hasRole(roles, 'ROLE_MANAGER');
}

/** The fields the form shows disabled for this user and record. */
export function lockedEmployeeFields(
  roles: Iterable<string>,
  current: LockedValues,
): ManagerLockedField[] {
  const list = [...roles];
  return MANAGER_LOCKED_FIELDS.filter((field) => !canEditEmployeeField(field, list, current));
}

/**
 * The locked fields `after` tries to change (a field absent from `after` is left alone). The api
 * refuses the update when this is not empty.
 */
export function refusedEmployeeChanges(
  roles: Iterable<string>,
  before: LockedValues,
  after: LockedValues,
): ManagerLockedField[] {
  return lockedEmployeeFields(roles, before).filter(
    (field) =>
      after[field] !== undefined && (after[field] ?? '').trim() !== (before[field] ?? '').trim(),
  );
}

/** The refused changes as field issues for the api's 400 body (`validationErrorBody`). */
export function refusedEmployeeChangeIssues(
  roles: Iterable<string>,
  before: LockedValues,
  after: LockedValues,
): IssueLike[] {
  return refusedEmployeeChanges(roles, before, after).map((field) => ({
    path: [field],
    message: MESSAGES.managerOnly,
  }));
}
