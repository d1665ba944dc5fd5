/** The twelve roles of spec §6. A user holds some of them; each includes others (the hierarchy). */
export const ROLES = [
  'ROLE_ADMIN',
  'ROLE_ADMINISTRATION',
  'ROLE_SUPER_ADMINISTRATION',
  'ROLE_SUPER_MANAGER',
  'ROLE_MANAGER',
  'ROLE_RECRUITER',
  'ROLE_COORDINATOR',
  'ROLE_CAPTAIN',
  'ROLE_EMPLOYEE',
  'ROLE_APPLICANT',
  'ROLE_USER',
  'ROLE_ANONYMOUS',
] as const;

export type Role = (typeof ROLES)[number];

/** Dutch labels for the roles screen and the navbar. */
export const ROLE_LABELS: Record<Role, string> = {
  ROLE_ADMIN: 'Administrator',
  ROLE_ADMINISTRATION: 'Administratie',
  ROLE_SUPER_ADMINISTRATION: 'Super administratie',
  ROLE_SUPER_MANAGER: 'Super manager',
  ROLE_MANAGER: 'Manager',
  ROLE_RECRUITER: 'Recruitment manager',
  ROLE_COORDINATOR: 'Coördinator',
  ROLE_CAPTAIN: 'Captain',
  ROLE_EMPLOYEE: 'Medewerker',
  ROLE_APPLICANT: 'Sollicitant',
  ROLE_USER: 'Gebruiker',
  ROLE_ANONYMOUS: 'Anoniem',
};

/** Each role directly includes the listed roles (spec §6 "Hierarchy"). */
export const ROLE_HIERARCHY: Readonly<Record<Role, readonly Role[]>> = {
  ROLE_ADMIN: ['ROLE_SUPER_ADMINISTRATION', 'ROLE_SUPER_MANAGER', 'ROLE_CAPTAIN'],
  ROLE_SUPER_MANAGER: ['ROLE_MANAGER'],
  ROLE_SUPER_ADMINISTRATION: ['ROLE_ADMINISTRATION'],
  ROLE_MANAGER: ['ROLE_COORDINATOR', 'ROLE_RECRUITER'],
  ROLE_ADMINISTRATION: ['ROLE_EMPLOYEE'],
  ROLE_COORDINATOR: ['ROLE_CAPTAIN'],
  ROLE_CAPTAIN: ['ROLE_EMPLOYEE'],
  ROLE_RECRUITER: ['ROLE_EMPLOYEE'],
  ROLE_EMPLOYEE: ['ROLE_APPLICANT'],
  ROLE_APPLICANT: ['ROLE_USER'],
  ROLE_USER: ['ROLE_ANONYMOUS'],
  ROLE_ANONYMOUS: [],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Every role the given roles grant, themselves included. Unknown strings are ignored, so a
 * stale or tampered role list can never grant more than the known roles it contains.
 */
export function expandRoles(roles: Iterable<string>): ReadonlySet<Role> {
  const granted = new Set<Role>();
  const pending = [...roles].filter(isRole);
  for (let role = pending.pop(); role !== undefined; role = pending.pop()) {
    if (granted.has(role)) continue;
    granted.add(role);
    pending.push(...ROLE_HIERARCHY[role]);
  }
  return granted;
}

/** Whether the roles (expanded through the hierarchy) include `role`. */
export function hasRole(roles: Iterable<string>, role: Role): boolean {
  return expandRoles(roles).has(role);
}

/** Whether the roles include every one of `required` (e.g. the change-password rule of §6). */
export function hasAllRoles(roles: Iterable<string>, required: Iterable<string>): boolean {
  const granted = expandRoles(roles);
  return [...required].filter(isRole).every((role) => granted.has(role));
}

/** The roles a session always carries: a signed-in user is at least ROLE_USER. */
export function sessionRoles(roles: Iterable<string>): Role[] {
  return [...new Set([...[...roles].filter(isRole), 'ROLE_USER' as const])];
}
