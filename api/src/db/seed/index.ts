import type { Db } from '../client';
import { countEmployees, insertEmployees } from '../../modules/employees/repo';
import { DEFAULT_HQ_BRANCHES } from '@veldwerk/shared/domain';
import { DEMO_ACCOUNTS } from './accounts';

/** The branch the demo accounts work at. */
const DEMO_HQ = DEFAULT_HQ_BRANCHES[0];

/** Inserts the demo accounts when there are no employees yet. Returns how many were added. */
export async function seedIfEmpty(db: Db): Promise<number> {
  if ((await countEmployees(db)) > 0) return 0;
  const rows = await insertEmployees(
    db,
    DEMO_ACCOUNTS.map((demo) => ({
      firstname: demo.firstname,
      surnamePrefix: demo.surnamePrefix,
      surname: demo.surname,
      email: demo.email,
      employeeCode: demo.employeeCode,
      jobFunction: demo.jobFunction,
      hq: DEMO_HQ,
      employeeStatus: 'Active',
      recordStatus: 'Open',
      roles: [demo.role],
    })),
  );
  return rows.length;
}
