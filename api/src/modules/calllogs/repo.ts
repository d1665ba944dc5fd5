/** Call logs (spec §3): a callee's calls, newest first, with the caller's name. */
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CallLogItem } from '@veldwerk/shared/domain';
import type { Db } from '../../db/client';
import { callLogs, employees } from '../../db/schema';

const caller = alias(employees, 'caller');

export type Callee = { employee: string } | { donation: number };

export async function listCallLogs(db: Db, callee: Callee, limit: number): Promise<CallLogItem[]> {
  const rows = await db
    .select({
      uuid: callLogs.id,
      creationDate: callLogs.creationDate,
      duration: callLogs.duration,
      recordingUrl: callLogs.recordingUrl,
      manager: callLogs.managerId,
      employee: callLogs.employeeId,
      donation: callLogs.donationId,
      firstname: caller.firstname,
      surnamePrefix: caller.surnamePrefix,
      surname: caller.surname,
    })
    .from(callLogs)
    .leftJoin(caller, eq(caller.id, callLogs.managerId))
    .where(
      'employee' in callee
        ? eq(callLogs.employeeId, callee.employee)
        : eq(callLogs.donationId, callee.donation),
    )
    .orderBy(desc(callLogs.creationDate), desc(callLogs.id))
    .limit(limit);
  return rows.map((row) => ({
    uuid: row.uuid,
    creation_date: row.creationDate.toISOString(),
    duration: row.duration,
    recording_url: row.recordingUrl,
    manager: row.manager,
    manager_name:
      row.manager === null
        ? null
        : [row.firstname, row.surnamePrefix, row.surname].filter(Boolean).join(' '),
    employee: row.employee,
    donation: row.donation,
  }));
}
