/** Notifications (spec §3): scheduling rows for the queue, cancelling them, reading them. */
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import {
  notificationListContract,
  type Notification,
  type NotificationSkipReason,
} from '@veldwerk/shared/domain';
import { recordAudit, type AuditActor } from '../../db/audit/repo';
import type { Db, DbOrTx } from '../../db/client';
import {
  employees,
  employeeStateTransitions,
  notifications,
  phoneLookups,
  settings,
  type NotificationRow,
} from '../../db/schema';
import { listPage, type ListSourceOf, type PreparedList } from '../../db/list/page';
import type { PlannedMessage } from './plan';

/** Inserts the planned messages of a transition; a row already planned (same key) is kept. */
export async function insertPlanned(
  tx: DbOrTx,
  transitionId: string,
  employeeId: string,
  planned: readonly (PlannedMessage & { nextAttemptAt: Date })[],
): Promise<void> {
  if (planned.length === 0) return;
  await tx
    .insert(notifications)
    .values(
      planned.map((message) => ({
        event: message.event,
        type: message.type,
        sendOn: message.sendOn,
        sendAfter: message.sendAfter,
        receiverEmployeeId: employeeId,
        transitionId,
        idempotencyKey: `${transitionId}:${message.event}:${message.type}`,
        nextAttemptAt: message.nextAttemptAt,
      })),
    )
    .onConflictDoNothing();
}

/** Cancels the pending messages a transition planned, or (superseded) those of the others. */
export async function cancelPending(
  tx: DbOrTx,
  where: { transitionId: string } | { employeeId: string; exceptTransitionId: string },
  reason: NotificationSkipReason,
): Promise<number> {
  const condition =
    'transitionId' in where
      ? eq(notifications.transitionId, where.transitionId)
      : and(
          eq(notifications.receiverEmployeeId, where.employeeId),
          isNotNull(notifications.transitionId),
          ne(notifications.transitionId, where.exceptTransitionId),
        );
  const rows = await tx
    .update(notifications)
    .set({ status: 'canceled', skipReason: reason, lockedUntil: null })
    .where(and(eq(notifications.status, 'pending'), condition))
    .returning({ id: notifications.id });
  return rows.length;
}

export interface SendContext {
  employee: typeof employees.$inferSelect;
  eventDate: Date | null;
  template: string | undefined;
  /** The transition that planned it is gone (deleted while the row was pending). */
  transitionGone: boolean;
}

export async function loadSendContext(
  db: Db,
  job: NotificationRow,
): Promise<SendContext | undefined> {
  const [employee] = await db
    .select()
    .from(employees)
    .where(eq(employees.id, job.receiverEmployeeId));
  if (employee === undefined) return undefined;
  const [transition] =
    job.transitionId === null
      ? []
      : await db
          .select({ eventDate: employeeStateTransitions.eventDate })
          .from(employeeStateTransitions)
          .where(eq(employeeStateTransitions.id, job.transitionId));
  const [template] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.type, 'notification'), eq(settings.key, job.event)));
  return {
    employee,
    eventDate: transition?.eventDate ?? null,
    template: template?.value,
    transitionGone: job.idempotencyKey !== null && transition === undefined,
  };
}

/** Whether the phone lookup found this number absent from every network. */
export async function phoneAbsent(db: Db, number: string): Promise<boolean> {
  const [row] = await db
    .select({ status: phoneLookups.status })
    .from(phoneLookups)
    .where(eq(phoneLookups.number, number));
  return row?.status === 'absent';
}

export const notificationListSource: ListSourceOf<Notification, typeof notificationListContract> = {
  contract: notificationListContract,
  id: { column: notifications.id, value: (row) => row.uuid ?? '' },
  sorts: { send_on: { column: notifications.sendOn, value: (row) => row.send_on } },
  filters: { receiver_employee: notifications.receiverEmployeeId },
};

export function listNotifications(db: Db, list: PreparedList<Notification>) {
  return listPage(list, {
    rows: async (query) => {
      const rows = await db
        .select()
        .from(notifications)
        .where(query.where)
        .orderBy(...query.orderBy)
        .limit(query.limit)
        .offset(query.offset);
      return rows.map((row): Notification => ({
        uuid: row.id,
        event: row.event,
        type: row.type,
        send_on: row.sendOn?.toISOString() ?? null,
        send_after: row.sendAfter,
        receiver_employee: row.receiverEmployeeId,
        status: row.status,
        skip_reason: row.skipReason,
        sent_at: row.sentAt?.toISOString() ?? null,
      }));
    },
    count: (where) => db.$count(notifications, where),
  });
}

/** Sets a person's objection to messages, audited; false when the person does not exist. */
export async function setOptOut(
  db: Db,
  actor: AuditActor,
  employeeId: string,
  optedOut: boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ notificationsOptOut: employees.notificationsOptOut })
      .from(employees)
      .where(eq(employees.id, employeeId))
      .for('update');
    if (before === undefined) return false;
    await tx
      .update(employees)
      .set({ notificationsOptOut: optedOut })
      .where(eq(employees.id, employeeId));
    await recordAudit(tx, {
      actor,
      action: 'update',
      table: employees,
      recordId: employeeId,
      before,
      after: { notificationsOptOut: optedOut },
    });
    return true;
  });
}
