/**
 * The audit helper every module calls inside the transaction that changes a record, so the entry
 * commits or rolls back with the change:
 *
 *   await db.transaction(async (tx) => {
 *     const [before] = await tx.select().from(campaigns).where(eq(campaigns.id, id));
 *     const [after] = await tx.update(campaigns).set(values).where(…).returning();
 *     await recordAudit(tx, { actor, action: 'update', table: campaigns, recordId: id, before, after });
 *   });
 *
 * Field names are stored as the table's column names (`employee_status`, not `employeeStatus`);
 * keys that are not columns (a child list such as `input_fields`) are stored as given.
 */
import { desc, and, eq, getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';
import { auditLog, type AuditAction, type AuditLogRow } from '../schema/audit-log';
import { auditChanges, type RecordValues } from './changes';

/** Who acts: a signed-in employee, or the system (both null: imports, jobs, the public form). */
export interface AuditActor {
  readonly id: string | null;
  readonly email: string | null;
}

export const SYSTEM_ACTOR: AuditActor = { id: null, email: null };

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  table: PgTable;
  recordId: string | number;
  /** The record before the change (update, delete). */
  before?: RecordValues | null;
  /** The record, or the changed fields, after the change (create, update). */
  after?: RecordValues | null;
  /** Column names to leave out besides the bookkeeping ones. */
  ignore?: readonly string[];
  /** Defaults to the database's transaction time. */
  at?: Date;
}

/** The audit_log row of an entry; null for an update that changes nothing. */
function auditRow(entry: AuditEntry): typeof auditLog.$inferInsert | null {
  const columns = getTableColumns(entry.table);
  const primaryKeys = Object.values(columns)
    .filter((column) => column.primary)
    .map((column) => column.name);
  const changes = auditChanges(entry.action, entry.before, entry.after, {
    columnName: (key) => (Object.hasOwn(columns, key) ? (columns[key]?.name ?? key) : key),
    // The record id is stored on its own; repeating it in the fields says nothing.
    ignore: [...primaryKeys, ...(entry.ignore ?? [])],
  });
  if (entry.action === 'update' && Object.keys(changes).length === 0) return null;
  return {
    ...(entry.at === undefined ? {} : { occurredAt: entry.at }),
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    tableName: getTableName(entry.table),
    recordId: String(entry.recordId),
    changes,
  };
}

/**
 * Writes one audit entry with the changed fields. An update that changes nothing writes nothing
 * and returns null.
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<AuditLogRow | null> {
  const values = auditRow(entry);
  if (values === null) return null;
  const [row] = await db.insert(auditLog).values(values).returning();
  if (row === undefined) throw new Error('Audit insert returned no row');
  return row;
}

/** Entries per INSERT of `recordAudits` (7 parameters each, well under PostgreSQL's 65,535). */
const AUDIT_CHUNK = 1000;

/** Writes many entries as `recordAudit` does, a thousand an INSERT (bulk writes: imports). */
export async function recordAudits(db: DbOrTx, entries: readonly AuditEntry[]): Promise<void> {
  const rows = entries.map(auditRow).filter((row) => row !== null);
  for (let start = 0; start < rows.length; start += AUDIT_CHUNK) {
    await db.insert(auditLog).values(rows.slice(start, start + AUDIT_CHUNK));
  }
}

/** A record's history, newest first. */
export async function auditTrail(
  db: DbOrTx,
  table: PgTable,
  recordId: string | number,
): Promise<AuditLogRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.tableName, getTableName(table)), eq(auditLog.recordId, String(recordId))),
    )
    .orderBy(desc(auditLog.occurredAt), desc(auditLog.id));
}
