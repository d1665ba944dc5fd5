import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('outbox_channel', sql`${table.channel} in ('mail', 'sms')`),
    check('outbox_status', sql`${table.status} in ('sent', 'failed')`),
    index('outbox_created_at_idx').on(table.createdAt.desc().nullsFirst()),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
