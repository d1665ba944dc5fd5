import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, sessions, usedIdTokens } from '../../db/schema';

export interface NewSession {
  employeeId: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  userAgent: string | null;
}

export async function insertSession(db: Db, session: NewSession): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ ...session, lastSeenAt: session.createdAt })
    .returning({ id: sessions.id });
  if (row === undefined) throw new Error('Session insert returned no row');
  return row.id;
}

/** The session with this token hash and its employee, whatever its state (the service decides). */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      employeeId: employees.id,
      email: employees.email,
      firstname: employees.firstname,
      surnamePrefix: employees.surnamePrefix,
      surname: employees.surname,
      employeeStatus: employees.employeeStatus,
      roles: employees.roles,
    })
    .from(sessions)
    .innerJoin(employees, eq(employees.id, sessions.employeeId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchSession(db: Db, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

/** Marks the session revoked; false when there was no live session with this hash. */
export async function revokeSession(db: Db, tokenHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Test and support helper: the stored columns of one session. */
export async function findSessionRow(db: Db, tokenHash: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  return row;
}

/**
 * Records an ID token as used; false when it was used before (a replay). Tokens that can no
 * longer be accepted are forgotten on the way. The primary key decides between two instances
 * claiming the same token at once: exactly one insert wins.
 */
export async function claimIdToken(
  db: Db,
  signedPartHash: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await db.delete(usedIdTokens).where(lt(usedIdTokens.expiresAt, now));
  const rows = await db
    .insert(usedIdTokens)
    .values({ signedPartHash, expiresAt })
    .onConflictDoNothing()
    .returning({ hash: usedIdTokens.signedPartHash });
  return rows.length > 0;
}
