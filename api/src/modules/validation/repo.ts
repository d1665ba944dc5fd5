/** The phone lookup cache (`phone_lookups`): one row per number, the latest lookup of it. */
import { eq, sql } from 'drizzle-orm';
import type { PhoneLookupStatus } from '@veldwerk/shared/domain';
import type { Db } from '../../db/client';
import { phoneLookups, type PhoneLookupRow } from '../../db/schema';

export async function findPhoneLookup(db: Db, number: string): Promise<PhoneLookupRow | undefined> {
  const [row] = await db.select().from(phoneLookups).where(eq(phoneLookups.number, number));
  return row;
}

export interface PhoneLookupWrite {
  number: string;
  provider: string;
  reference: string;
  status: PhoneLookupStatus;
  at: Date;
}

/** A new lookup of the number replaces the previous one. */
export async function saveStartedLookup(db: Db, write: PhoneLookupWrite): Promise<PhoneLookupRow> {
  const values = {
    number: write.number,
    provider: write.provider,
    reference: write.reference,
    status: write.status,
    polls: 0,
    requestedAt: write.at,
    checkedAt: write.status === 'sent' ? null : write.at,
  };
  const [row] = await db
    .insert(phoneLookups)
    .values(values)
    .onConflictDoUpdate({ target: phoneLookups.number, set: values })
    .returning();
  if (row === undefined) throw new Error('phone lookup upsert returned no row');
  return row;
}

/** The status a poll read for a running lookup. */
export async function savePolledStatus(
  db: Db,
  write: Omit<PhoneLookupWrite, 'provider'>,
): Promise<PhoneLookupRow> {
  const [row] = await db
    .update(phoneLookups)
    .set({
      status: write.status,
      reference: write.reference,
      polls: sql`${phoneLookups.polls} + 1`,
      checkedAt: write.status === 'sent' ? null : write.at,
    })
    .where(eq(phoneLookups.number, write.number))
    .returning();
  if (row === undefined) throw new Error('phone lookup to update is gone');
  return row;
}
