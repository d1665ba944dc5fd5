/**
 * Anonymisation (issue 11): every field that names or reaches a person is replaced by the marker
 * or emptied, the sealed IBAN/BSN and their blind indexes are removed; amounts, states, dates,
 * the campaign and the history stay for reporting. Who did it and when is kept on the record
 * (`anonymized_at`, `anonymized_by_id`) and in the audit log (values redacted as always).
 * Idempotent: a record anonymised before is answered as it is, nothing is written again.
 */
import { eq } from 'drizzle-orm';
import { ANONYMIZED_MARKER, anonymizedEmail } from '@veldwerk/shared/domain';
import type { Db } from '../../db/client';
import { recordAudit, type AuditActor } from '../../db/audit/repo';
import { donations, employees, sessions } from '../../db/schema';

export interface AnonymizedRecord {
  id: string | number;
  anonymized_at: string;
  anonymized_by: string | null;
  /** False when the record had been anonymised before (nothing changed now). */
  changed: boolean;
}

const answer = (
  id: string | number,
  at: Date,
  by: string | null,
  changed: boolean,
): AnonymizedRecord => ({
  id,
  anonymized_at: at.toISOString(),
  anonymized_by: by,
  changed,
});

export async function anonymizeDonation(
  db: Db,
  actor: AuditActor,
  id: number,
  now: Date,
): Promise<AnonymizedRecord | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(donations).where(eq(donations.id, id)).for('update');
    if (before === undefined) return undefined;
    if (before.anonymizedAt !== null) {
      return answer(id, before.anonymizedAt, before.anonymizedById, false);
    }
    const extraFields = Object.fromEntries(
      Object.entries(before.extraFields).map(([name, value]) => [
        name,
        value === null ? null : ANONYMIZED_MARKER,
      ]),
    );
    const values = {
      initials: null,
      firstname: null,
      surnamePrefix: null,
      surname: ANONYMIZED_MARKER,
      postalCode: null,
      houseNumber: null,
      houseNumberSuffix: null,
      street: null,
      place: null,
      tel: null,
      mobile: null,
      email: null,
      iban: null,
      ibanIndex: null,
      bic: null,
      birthDate: null,
      comment: null,
      rejectComment: null,
      signature: null,
      extraFields,
      receiveMail: false,
      receiveEmail: false,
      anonymizedAt: now,
      anonymizedById: actor.id,
      lastModifyDate: now,
    };
    const [after] = await tx.update(donations).set(values).where(eq(donations.id, id)).returning();
    if (after === undefined) return undefined;
    await recordAudit(tx, {
      actor,
      action: 'update',
      table: donations,
      recordId: id,
      before,
      after,
    });
    return answer(id, now, actor.id, true);
  });
}

export async function anonymizeEmployee(
  db: Db,
  actor: AuditActor,
  id: string,
  now: Date,
): Promise<AnonymizedRecord | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(employees).where(eq(employees.id, id)).for('update');
    if (before === undefined) return undefined;
    if (before.anonymizedAt !== null) {
      return answer(id, before.anonymizedAt, before.anonymizedById, false);
    }
    const values = {
      firstname: null,
      initials: null,
      surnamePrefix: null,
      surname: ANONYMIZED_MARKER,
      phone: null,
      mobile: null,
      tel2: null,
      email: anonymizedEmail(id),
      secondEmail: null,
      birthDate: null,
      bsn: null,
      bsnIndex: null,
      iban: null,
      ibanIndex: null,
      comment: null,
      commentClosed: null,
      recruitedByAlternative: null,
      postalCode: null,
      houseNumber: null,
      houseNumberSuffix: null,
      street: null,
      place: null,
      citizenship: null,
      resumeUrl: null,
      backstageReference: null,
      // No more sign-in: no roles, and the email no identity provider issues.
      roles: [],
      anonymizedAt: now,
      anonymizedById: actor.id,
      updatedAt: now,
    };
    const [after] = await tx.update(employees).set(values).where(eq(employees.id, id)).returning();
    if (after === undefined) return undefined;
    await tx.delete(sessions).where(eq(sessions.employeeId, id));
    await recordAudit(tx, {
      actor,
      action: 'update',
      table: employees,
      recordId: id,
      before,
      after,
    });
    return answer(id, now, actor.id, true);
  });
}
