/**
 * Donation checks (spec §3): the donors recruited on a shift, each matched to the donation with
 * the same reference number (the newest, preferring one of the shift's campaign) when it read.
 * The IBAN is a column value here (sealed); `personal.ts` seals and presents it.
 */
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CheckMatch, DonationCheckAnswer } from '@veldwerk/shared/domain';
import { recordAudit, type AuditActor } from '../../db/audit/repo';
import type { Db, DbOrTx } from '../../db/client';
import { donationChecks, donations, shifts } from '../../db/schema';
import type { DonationCheckRow, NewDonationCheckRow } from '../../db/schema/shifts';

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

/** A stored check with its match (the IBAN still sealed). */
export interface CheckRecord {
  row: DonationCheckRow;
  match: CheckMatch | null;
}

/**
 * The donation a check matches: same reference number (index `donations_reference_number_idx`),
 * one of the shift's campaign first, then the newest.
 */
function matchOf(db: DbOrTx) {
  return db
    .select({
      matchId: donations.id,
      matchState: donations.state,
      matchCreationDate: donations.creationDate,
    })
    .from(donations)
    .where(eq(donations.referenceNumber, donationChecks.referenceNumber))
    .orderBy(
      sql`(${donations.campaignId} = ${shifts.campaignId}) desc`,
      desc(donations.creationDate),
      desc(donations.id),
    )
    .limit(1)
    .as('match');
}

async function selectChecks(db: DbOrTx, where: SQL): Promise<CheckRecord[]> {
  const match = matchOf(db);
  const rows = await db
    .select({
      check: donationChecks,
      matchId: match.matchId,
      matchState: match.matchState,
      matchCreationDate: match.matchCreationDate,
    })
    .from(donationChecks)
    .innerJoin(shifts, eq(shifts.id, donationChecks.shiftId))
    .leftJoinLateral(match, sql`true`)
    .where(where)
    .orderBy(asc(donationChecks.creationDate), asc(donationChecks.id));
  return rows.map((row) => ({
    row: row.check,
    match:
      row.matchId === null || row.matchState === null || row.matchCreationDate === null
        ? null
        : {
            id: row.matchId,
            state: row.matchState,
            creation_date: row.matchCreationDate.toISOString(),
          },
  }));
}

/** The checks of a shift, oldest first, each with its match. */
export function checksOfShift(db: DbOrTx, shiftId: string): Promise<CheckRecord[]> {
  return selectChecks(db, eq(donationChecks.shiftId, shiftId));
}

export async function findCheck(db: DbOrTx, id: string): Promise<CheckRecord | undefined> {
  const [record] = await selectChecks(db, eq(donationChecks.id, id));
  return record;
}

/**
 * A check as answered. `source_donation_creation_date` is the matched donation's creation date
 * as it is now, else what was stored when the check was last written.
 */
export function toCheckAnswer(record: CheckRecord, iban: string | null): DonationCheckAnswer {
  const { row, match } = record;
  return {
    uuid: row.id,
    reference_number: row.referenceNumber,
    birth_date: row.birthDate,
    amount: row.amount,
    period: row.period,
    iban,
    shift: row.shiftId,
    points: row.points,
    creation_date: row.creationDate.toISOString(),
    source_donation_creation_date: match?.creation_date ?? iso(row.sourceDonationCreationDate),
    donation: match,
  };
}

export type CheckValues = Omit<NewDonationCheckRow, 'id' | 'creationDate'>;

/** Whether a shift exists (locked for the check's write, so it cannot go meanwhile). */
export async function lockShift(db: DbOrTx, shiftId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shifts.id })
    .from(shifts)
    .where(eq(shifts.id, shiftId))
    .for('share');
  return row !== undefined;
}

/** Stores the matched donation's creation date beside the check (kept when nothing matches). */
async function stampMatch(db: DbOrTx, id: string): Promise<CheckRecord> {
  const record = await findCheck(db, id);
  if (record === undefined) throw new Error('Check vanished inside its transaction');
  if (record.match === null) return record;
  const stamp = new Date(record.match.creation_date);
  if (record.row.sourceDonationCreationDate?.getTime() === stamp.getTime()) return record;
  await db
    .update(donationChecks)
    .set({ sourceDonationCreationDate: stamp })
    .where(eq(donationChecks.id, id));
  return { ...record, row: { ...record.row, sourceDonationCreationDate: stamp } };
}

/** Creates a check; undefined when its shift does not exist. */
export async function createCheck(
  db: Db,
  actor: AuditActor,
  values: CheckValues,
): Promise<CheckRecord | undefined> {
  return db.transaction(async (tx) => {
    if (!(await lockShift(tx, values.shiftId))) return undefined;
    const [row] = await tx.insert(donationChecks).values(values).returning();
    if (row === undefined) throw new Error('Check insert returned no row');
    await recordAudit(tx, {
      actor,
      action: 'create',
      table: donationChecks,
      recordId: row.id,
      after: row,
    });
    return stampMatch(tx, row.id);
  });
}

export type UpdateCheckResult =
  { kind: 'updated'; record: CheckRecord } | { kind: 'not_found' } | { kind: 'no_shift' };

/** Updates a check (the values are computed from the stored row, e.g. to keep its IBAN seal). */
export async function updateCheck(
  db: Db,
  actor: AuditActor,
  id: string,
  valuesOf: (before: DonationCheckRow) => CheckValues,
): Promise<UpdateCheckResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(donationChecks)
      .where(eq(donationChecks.id, id))
      .for('update');
    if (before === undefined) return { kind: 'not_found' };
    const values = valuesOf(before);
    if (!(await lockShift(tx, values.shiftId))) return { kind: 'no_shift' };
    const [after] = await tx
      .update(donationChecks)
      .set(values)
      .where(eq(donationChecks.id, id))
      .returning();
    if (after === undefined) throw new Error('Check update returned no row');
    await recordAudit(tx, {
      actor,
      action: 'update',
      table: donationChecks,
      recordId: id,
      before,
      after,
    });
    return { kind: 'updated', record: await stampMatch(tx, id) };
  });
}

/** Deletes a check; false when it was not there. */
export async function deleteCheck(db: Db, actor: AuditActor, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(donationChecks).where(eq(donationChecks.id, id)).returning();
    if (before === undefined) return false;
    await recordAudit(tx, { actor, action: 'delete', table: donationChecks, recordId: id, before });
    return true;
  });
}
