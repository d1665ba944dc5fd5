import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_SKIP_REASONS,
  NOTIFICATION_TYPES,
} from '@veldwerk/shared/domain';
import { oneOf } from './checks';
import { instant } from './columns';
import { employeeStateTransitions } from './employee-state-transitions';
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
    /**
     * The transition that planned it: deleting or superseding that transition cancels it. Null for
     * history rows (the demo seed) and after the transition is gone.
     */
    transitionId: uuid('transition_id').references(() => employeeStateTransitions.id, {
      onDelete: 'set null',
    }),
    /**
     * `<transition>:<event>:<type>`: one notification per planned message however often the
     * listener runs, and the key the outbox and the sms provider deduplicate a send by.
     */
    idempotencyKey: text('idempotency_key'),
    /** Sends tried so far (claims of the queue). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When the queue may next claim it: `send_on` moved out of quiet hours, then the backoff after
     * a failed attempt. Null: never claimed (history rows).
     */
    nextAttemptAt: instant('next_attempt_at'),
    /** The lease of the worker that claimed it; after it a dead worker's claim is taken over. */
    lockedUntil: instant('locked_until'),
    lockedBy: text('locked_by'),
    /** Why it was canceled instead of sent (`NOTIFICATION_SKIP_REASONS`). */
    skipReason: text('skip_reason', { enum: NOTIFICATION_SKIP_REASONS }),
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
    check('notifications_skip_reason', oneOf(table.skipReason, NOTIFICATION_SKIP_REASONS)),
    check('notifications_attempts', sql`${table.attempts} >= 0`),
    uniqueIndex('notifications_idempotency_key_idx').on(table.idempotencyKey),
    // The job queue's claim: pending ones whose next attempt is due.
    index('notifications_queue_idx')
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.status} = 'pending' and ${table.nextAttemptAt} is not null`),
    // Cancelling what a deleted or superseded transition planned.
    index('notifications_transition_idx')
      .on(table.transitionId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
