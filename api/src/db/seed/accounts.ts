/**
 * The demo accounts: one per role, all active, in the hosted domain of the development identity
 * provider. The README and the e2e suite name them; the provider's login page lists them.
 */
import type { Role } from '@veldwerk/shared/auth';
import { fullName } from '../../modules/employees/full-name';

export interface DemoAccount {
  readonly email: string;
  readonly role: Role;
  readonly firstname: string;
  readonly surnamePrefix: string | null;
  readonly surname: string;
  /** As the navbar shows it. */
  readonly fullName: string;
}

const account = (
  local: string,
  role: Role,
  firstname: string,
  surnamePrefix: string | null,
  surname: string,
): DemoAccount => ({
  email: `${local}@veldwerk.test`,
  role,
  firstname,
  surnamePrefix,
  surname,
  fullName: fullName({ firstname, surnamePrefix, surname }),
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('admin', 'ROLE_ADMIN', 'Annelies', 'de', 'Vries'),
  account('super.administration', 'ROLE_SUPER_ADMINISTRATION', 'Joost', 'van den', 'Berg'),
  account('administration', 'ROLE_ADMINISTRATION', 'Femke', null, 'Jansen'),
  account('super.manager', 'ROLE_SUPER_MANAGER', 'Pieter', null, 'Bakker'),
  account('manager', 'ROLE_MANAGER', 'Sanne', null, 'Visser'),
  account('recruiter', 'ROLE_RECRUITER', 'Daan', null, 'Smit'),
  account('coordinator', 'ROLE_COORDINATOR', 'Lotte', null, 'Meijer'),
  account('captain', 'ROLE_CAPTAIN', 'Bram', 'de', 'Boer'),
  account('employee', 'ROLE_EMPLOYEE', 'Noor', null, 'Mulder'),
];

/** The account to pick on a first visit: it sees every area. */
export const FIRST_VISIT_ACCOUNT = 'admin@veldwerk.test';
