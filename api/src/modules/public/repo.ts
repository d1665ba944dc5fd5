/**
 * The public application (spec §7 `POST public/applicants`): one applicant in state New with a
 * system transition to New, unless the same person applied already (same email at any time —
 * email is unique — or the same mobile within the duplicate window).
 */
import { and, eq, gt, or } from 'drizzle-orm';
import type { PublicApplicationPayload } from '@veldwerk/shared/domain';
import { recordAudit, SYSTEM_ACTOR } from '../../db/audit/repo';
import type { Db, Tx } from '../../db/client';
import {
  employees,
  employeeStateTransitions,
  type EmployeeStateTransitionRow,
} from '../../db/schema';

export interface Application {
  payload: PublicApplicationPayload;
  /** The employee whose code the referral is, if any. */
  recruitedById: string | null;
  /** Applications with the same mobile after this moment count as the same. */
  duplicateSince: Date;
  saved: (tx: Tx, employeeId: string, row: EmployeeStateTransitionRow) => Promise<void>;
}

/** Creates the applicant; null when it is a repeated application (nothing is stored). */
export async function createApplicant(db: Db, application: Application): Promise<string | null> {
  const { payload } = application;
  return db.transaction(async (tx) => {
    const mobile = payload.mobile ?? null;
    const [existing] = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(
        or(
          eq(employees.email, payload.email),
          mobile === null
            ? undefined
            : and(
                eq(employees.mobile, mobile),
                gt(employees.createdAt, application.duplicateSince),
              ),
        ),
      )
      .limit(1);
    if (existing !== undefined) return null;
    const [row] = await tx
      .insert(employees)
      .values({
        employeeStatus: 'New',
        firstname: payload.firstname ?? null,
        surnamePrefix: payload.surname_prefix ?? null,
        surname: payload.surname ?? null,
        sex: payload.sex,
        birthDate: payload.birth_date ?? null,
        hq: payload.hq,
        mobile,
        email: payload.email,
        recruitedByAlternative: payload.recruited_by_alternative ?? null,
        recruitedById: application.recruitedById,
        comment: payload.comment ?? null,
        publicTransportCard: payload.public_transport_card ?? null,
        numberOfWorkdays: payload.number_of_workdays ?? null,
        source: payload.source,
        recordStatus: 'Open',
      })
      // A same-email application racing this one: the unique index decides, nothing is doubled.
      .onConflictDoNothing({ target: employees.email })
      .returning();
    if (row === undefined) return null;
    const [transition] = await tx
      .insert(employeeStateTransitions)
      .values({ employeeId: row.id, newState: 'New', managerId: null })
      .returning();
    if (transition === undefined) throw new Error('Transition insert returned no row');
    await recordAudit(tx, {
      actor: SYSTEM_ACTOR,
      action: 'create',
      table: employees,
      recordId: row.id,
      after: row,
      ignore: ['password_hash', 'updated_at', 'created_at'],
    });
    await application.saved(tx, row.id, transition);
    return row.id;
  });
}
