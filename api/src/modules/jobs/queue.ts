/**
 * The job queue: the `notifications` table itself, claimed with `FOR UPDATE SKIP LOCKED` (chosen
 * over pg-boss and graphile-worker: it runs unchanged on embedded PGlite, needs no schema or
 * LISTEN connection of its own, and a job is the notification row the screens read; figures in
 * `api/scripts/bench-queue.mjs`).
 *
 * - A claim is one UPDATE: due pending rows whose lease is free get this worker's name, a lease
 *   (`locked_until`) and one more attempt. Two workers never claim the same row; a worker that
 *   dies mid-send leaves its lease, after which another worker claims the row again.
 * - `complete`, `retryLater` and `skip` only change a row this worker still holds, so a worker
 *   whose lease ran out cannot overwrite the one that took over.
 * - Exactly once: the sender first looks for the notification's idempotency key in the outbox
 *   (a crash after the send but before `complete`), and the outbox refuses a second `sent` row
 *   under one key.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { NotificationSkipReason } from '@veldwerk/shared/domain';
import type { DbOrTx } from '../../db/client';
import { notifications, type NotificationRow } from '../../db/schema';

export interface ClaimOptions {
  workerId: string;
  now: Date;
  leaseMs: number;
  limit: number;
}

export async function claimDue(db: DbOrTx, options: ClaimOptions): Promise<NotificationRow[]> {
  const { workerId, now, leaseMs, limit } = options;
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.status, 'pending'),
        lte(notifications.nextAttemptAt, now),
        or(isNull(notifications.lockedUntil), lt(notifications.lockedUntil, now)),
      ),
    )
    .orderBy(asc(notifications.nextAttemptAt), asc(notifications.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(notifications)
    .set({
      lockedBy: workerId,
      lockedUntil: new Date(now.getTime() + leaseMs),
      attempts: sqlIncrement(),
    })
    .where(and(inArray(notifications.id, due), eq(notifications.status, 'pending')))
    .returning();
}

const sqlIncrement = () => sql`${notifications.attempts} + 1`;

const heldBy = (id: string, workerId: string) =>
  and(
    eq(notifications.id, id),
    eq(notifications.lockedBy, workerId),
    eq(notifications.status, 'pending'),
  );

/** Marks a held job sent; false when this worker no longer held it. */
export async function complete(
  db: DbOrTx,
  id: string,
  workerId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null })
    .where(heldBy(id, workerId))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** A failed attempt: tried again at `next`, or given up (`failed`) when `next` is null. */
export async function retryLater(
  db: DbOrTx,
  id: string,
  workerId: string,
  error: string,
  next: Date | null,
): Promise<void> {
  await db
    .update(notifications)
    .set(
      next === null
        ? { status: 'failed', lastError: error, lockedUntil: null }
        : { nextAttemptAt: next, lastError: error, lockedUntil: null },
    )
    .where(heldBy(id, workerId));
}

/** Not sent, with the reason recorded on the row. */
export async function skip(
  db: DbOrTx,
  id: string,
  workerId: string,
  reason: NotificationSkipReason,
): Promise<void> {
  await db
    .update(notifications)
    .set({ status: 'canceled', skipReason: reason, lockedUntil: null })
    .where(heldBy(id, workerId));
}

/** The pause before attempt `attempts + 1`: base, 2×base, 4×base, … */
export function backoffMs(attempts: number, baseSeconds: number): number {
  return baseSeconds * 1000 * 2 ** Math.max(0, attempts - 1);
}
