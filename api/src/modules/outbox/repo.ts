import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox, type OutboxRow } from '../../db/schema';

export interface NewOutboxMessage {
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  provider: string;
  status: 'sent' | 'failed';
  /** A notification's key: at most one `sent` row per key (a second one is not written). */
  idempotencyKey?: string | null;
}

export async function insertOutboxMessage(db: Db, message: NewOutboxMessage): Promise<void> {
  await db.insert(outbox).values(message).onConflictDoNothing();
}

/** Whether a message was already sent under this key (a send whose bookkeeping was lost). */
export async function sentUnderKey(db: Db, idempotencyKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.idempotencyKey, idempotencyKey), eq(outbox.status, 'sent')))
    .limit(1);
  return row !== undefined;
}

export async function listOutbox(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ results: OutboxRow[]; count: number }> {
  const results = await db
    .select()
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(outbox);
  return { results, count: total?.n ?? 0 };
}
