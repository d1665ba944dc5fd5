import { areaPrefix } from '@veldwerk/shared/ui';

/**
 * Route patterns of this remote, relative to the area's mount point (the shell mounts
 * `./routes` at `/<area>/*`; see AreaRoutesProps in @veldwerk/shared/ui). Links elsewhere
 * in the remote build on these, never on literals.
 */
export const employeesRoutes = {
  list: '',
  create: 'create',
  details: ':uuid',
  update: ':uuid/update',
  roles: ':uuid/roles',
} as const;

export const applicantsRoutes = {
  list: '',
  details: ':uuid',
  update: ':uuid/update',
} as const;

const employeesPrefix = areaPrefix('employees');
const applicantsPrefix = areaPrefix('applicants');

/** Which screen a person opens in: the employees area or the applicants area. */
export type PersonArea = 'employees' | 'applicants';

/** Absolute links (spec §2 routes, with their trailing slash). */
export const links = {
  employees: () => employeesPrefix,
  employeeCreate: () => `${employeesPrefix}create/`,
  applicants: () => applicantsPrefix,
  person: (area: PersonArea, uuid: string) =>
    `${area === 'employees' ? employeesPrefix : applicantsPrefix}${uuid}/`,
  personUpdate: (area: PersonArea, uuid: string) =>
    `${area === 'employees' ? employeesPrefix : applicantsPrefix}${uuid}/update/`,
  roles: (uuid: string) => `${employeesPrefix}${uuid}/roles/`,
  /** Quick links (spec §2): the target list already filtered. */
  donationsOfRecruiter: (code: string) =>
    `${areaPrefix('donations')}?recruiter_employee_code=${encodeURIComponent(code)}`,
  shiftsOfEmployee: (uuid: string) => `${areaPrefix('shifts')}?employee=${uuid}`,
  employeesRecruitedBy: (uuid: string) => `${employeesPrefix}?recruited_by=${uuid}`,
  applicantsRecruitedBy: (uuid: string) => `${applicantsPrefix}?recruited_by=${uuid}`,
} as const;
