import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox, type OutboxRow } from '../../db/schema';

export interface NewOutboxMessage {
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  provider: string;
  status: 'sent' | 'failed';
}

export async function insertOutboxMessage(db: Db, message: NewOutboxMessage): Promise<void> {
  await db.insert(outbox).values(message);
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
