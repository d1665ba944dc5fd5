import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Every mail and sms the api sends, with the provider that handled it (the simulator by default). */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    /** A notification's key: a message already sent under it is not sent again. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('outbox_channel', sql`${table.channel} in ('mail', 'sms')`),
    check('outbox_status', sql`${table.status} in ('sent', 'failed')`),
    index('outbox_created_at_idx').on(table.createdAt.desc().nullsFirst()),
    uniqueIndex('outbox_idempotency_key_idx')
      .on(table.idempotencyKey)
      .where(sql`${table.status} = 'sent'`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
