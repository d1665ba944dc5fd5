/** Roles in forms (spec §6): options with the labels of `auth`, and what a user may assign. */
import { z } from '../common/zod-nl';
import { ROLE_LABELS, ROLES, expandRoles, type Role } from '../../auth/roles';
import { MESSAGES } from '../../validation/messages';
import { toOptions, type Option } from '../common/options';

export const roleSchema = z.enum(ROLES);

export const ROLE_OPTIONS: Option<Role>[] = toOptions(ROLES, ROLE_LABELS);

/** The role edit form offers only roles the current user holds (through the hierarchy too). */
export function assignableRoles(currentUserRoles: Iterable<string>): Role[] {
  const held = expandRoles(currentUserRoles);
  return ROLES.filter((role) => held.has(role));
}

/** `{employee: {roles}}`: roles outside the editor's own are refused. */
export function createEmployeeRolesPayloadSchema(editorRoles: Iterable<string>) {
  const allowed = new Set<string>(assignableRoles(editorRoles));
  return z.object({
    employee: z.object({
      roles: z.array(
        roleSchema.refine((role) => allowed.has(role), { error: MESSAGES.invalidChoice }),
      ),
    }),
  });
}
