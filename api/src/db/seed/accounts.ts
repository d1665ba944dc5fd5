/**
 * The demo accounts: one per role, all active, in the hosted domain of the development identity
 * provider. The README and the e2e suite name them; the provider's login page lists them.
 */
import type { Role } from '@veldwerk/shared/auth';
import type { EmployeeFunction } from '@veldwerk/shared/domain';
import { fullName } from '../../modules/employees/full-name';

export interface DemoAccount {
  readonly email: string;
  readonly role: Role;
  readonly firstname: string;
  readonly surnamePrefix: string | null;
  readonly surname: string;
  /** As the navbar shows it. */
  readonly fullName: string;
  /** Six digits, unique; the referral code of the public application page. */
  readonly employeeCode: string;
  readonly jobFunction: EmployeeFunction;
}

const account = (
  local: string,
  role: Role,
  firstname: string,
  surnamePrefix: string | null,
  surname: string,
  employeeCode: string,
  jobFunction: EmployeeFunction,
): DemoAccount => ({
  email: `${local}@veldwerk.test`,
  role,
  firstname,
  surnamePrefix,
  surname,
  fullName: fullName({ firstname, surnamePrefix, surname }),
  employeeCode,
  jobFunction,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('admin', 'ROLE_ADMIN', 'Annelies', 'de', 'Vries', '100001', 'Senior Manager'),
  account(
    'super.administration',
    'ROLE_SUPER_ADMINISTRATION',
    'Joost',
    'van den',
    'Berg',
    '100002',
    'Administratief Medewerker',
  ),
  account(
    'administration',
    'ROLE_ADMINISTRATION',
    'Femke',
    null,
    'Jansen',
    '100003',
    'Administratief Medewerker',
  ),
  account(
    'super.manager',
    'ROLE_SUPER_MANAGER',
    'Pieter',
    null,
    'Bakker',
    '100004',
    'Senior Manager',
  ),
  account('manager', 'ROLE_MANAGER', 'Sanne', null, 'Visser', '100005', 'Vestigings Manager'),
  account('recruiter', 'ROLE_RECRUITER', 'Daan', null, 'Smit', '100006', 'Recruiter'),
  account('coordinator', 'ROLE_COORDINATOR', 'Lotte', null, 'Meijer', '100007', 'Coordinator'),
  account('captain', 'ROLE_CAPTAIN', 'Bram', 'de', 'Boer', '100008', 'Captian'),
  account('employee', 'ROLE_EMPLOYEE', 'Noor', null, 'Mulder', '100009', 'Held'),
];

/** The account to pick on a first visit: it sees every area. */
export const FIRST_VISIT_ACCOUNT = 'admin@veldwerk.test';
