import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_EVENTS, NOTIFICATION_TYPES } from '@veldwerk/shared/domain';
import { oneOf } from './checks';
import { instant } from './columns';
import { employees } from './employees';

/** Where a notification is in its life; the dispatcher moves it from pending. */
export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed', 'canceled'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/**
 * Sms and mail notifications to employees and applicants (spec §3, §9). `send_on` is when it is
 * due; `send_after` the delay after the triggering event it was planned with. `sent_at` is set
 * exactly when the status is 'sent'. They go with their receiver (cascade).
 */
export const notifications = pgTable(
  'notifications',
  {
    /** The spec's `uuid`. */
    id: uuid('id').primaryKey().defaultRandom(),
    event: text('event', { enum: NOTIFICATION_EVENTS }).notNull(),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    sendOn: instant('send_on'),
    /** Seconds after the triggering event. */
    sendAfter: integer('send_after'),
    receiverEmployeeId: uuid('receiver_employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('pending'),
    sentAt: instant('sent_at'),
    /** The provider's refusal of the last attempt. */
    lastError: text('last_error'),
    creationDate: instant('creation_date').notNull().defaultNow(),
  },
  (table) => [
    check('notifications_event', oneOf(table.event, NOTIFICATION_EVENTS)),
    check('notifications_type', oneOf(table.type, NOTIFICATION_TYPES)),
    check('notifications_status', oneOf(table.status, NOTIFICATION_STATUSES)),
    check('notifications_send_after', sql`${table.sendAfter} >= 0`),
    check(
      'notifications_sent_at_when_sent',
      sql`(${table.status} = 'sent') = (${table.sentAt} is not null)`,
    ),
    // `GET notifications?receiver_employee={uuid}`, newest due first.
    index('notifications_receiver_idx').on(
      table.receiverEmployeeId,
      table.sendOn.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The dispatcher's queue: pending ones by due time.
    index('notifications_pending_idx')
      .on(table.sendOn, table.id)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
