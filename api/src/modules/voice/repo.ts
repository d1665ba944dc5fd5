/** The softphone's SQL: callers, callees' names and numbers, call logs and call attempts. */
import { and, eq, lt, sql } from 'drizzle-orm';
import { CALL_ATTEMPTS_MAX } from '@veldwerk/shared/domain';
import type { AuditActor } from '../../db/audit/repo';
import { recordAudit } from '../../db/audit/repo';
import type { Db, DbOrTx } from '../../db/client';
import { callLogs, donations, employees } from '../../db/schema';
import { fullName } from '../employees/full-name';

export interface Caller {
  id: string;
  email: string;
  roles: readonly string[];
  status: string;
}

export async function findCaller(db: Db, id: string): Promise<Caller | undefined> {
  const [row] = await db
    .select({
      id: employees.id,
      email: employees.email,
      roles: employees.roles,
      status: employees.employeeStatus,
    })
    .from(employees)
    .where(eq(employees.id, id));
  return row;
}

export interface CalleeContact {
  name: string;
  /** The stored numbers, best first (mobile before landline); may be empty. */
  numbers: string[];
}

const present = (values: (string | null)[]) =>
  values.filter((value): value is string => value !== null && value.trim() !== '');

export async function findEmployeeContact(
  db: DbOrTx,
  id: string,
): Promise<CalleeContact | undefined> {
  const [row] = await db
    .select({
      firstname: employees.firstname,
      surnamePrefix: employees.surnamePrefix,
      surname: employees.surname,
      email: employees.email,
      mobile: employees.mobile,
      phone: employees.phone,
      tel2: employees.tel2,
    })
    .from(employees)
    .where(eq(employees.id, id));
  if (row === undefined) return undefined;
  return {
    name: fullName(row) || row.email,
    numbers: present([row.mobile, row.phone, row.tel2]),
  };
}

export async function findDonorContact(db: DbOrTx, id: number): Promise<CalleeContact | undefined> {
  const [row] = await db
    .select({
      initials: donations.initials,
      firstname: donations.firstname,
      surnamePrefix: donations.surnamePrefix,
      surname: donations.surname,
      mobile: donations.mobile,
      tel: donations.tel,
    })
    .from(donations)
    .where(eq(donations.id, id));
  if (row === undefined) return undefined;
  const name = fullName({ ...row, firstname: row.firstname ?? row.initials });
  return { name: name || `Donateur ${id}`, numbers: present([row.mobile, row.tel]) };
}

export interface NewCallLog {
  callSid: string;
  managerId: string | null;
  employeeId: string | null;
  donationId: number | null;
  duration: number;
  recordingUrl: string | null;
}

/**
 * Writes a call log once per call sid (a repeated callback writes nothing) and, for a donor,
 * counts the attempt (at most CALL_ATTEMPTS_MAX), audited, all in one transaction. Answers
 * whether a log was written.
 */
export async function writeCallLog(db: Db, actor: AuditActor, log: NewCallLog): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(callLogs)
      .values(log)
      .onConflictDoNothing({ target: callLogs.callSid })
      .returning();
    if (row === undefined) return false;
    await recordAudit(tx, {
      actor,
      action: 'create',
      table: callLogs,
      recordId: row.id,
      after: row,
    });
    if (log.donationId !== null) {
      const [counted] = await tx
        .update(donations)
        .set({ callAttempts: sql`${donations.callAttempts} + 1` })
        .where(and(eq(donations.id, log.donationId), lt(donations.callAttempts, CALL_ATTEMPTS_MAX)))
        .returning({ callAttempts: donations.callAttempts });
      if (counted !== undefined) {
        await recordAudit(tx, {
          actor,
          action: 'update',
          table: donations,
          recordId: log.donationId,
          before: { callAttempts: counted.callAttempts - 1 },
          after: { callAttempts: counted.callAttempts },
        });
      }
    }
    return true;
  });
}
