import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks';
import { instant } from './columns';

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One changed field: its value before and after (null when absent). */
export interface AuditChange {
  from: unknown;
  to: unknown;
}
export type AuditChanges = Record<string, AuditChange>;

/**
 * Who changed which record, when, and which fields from what to what. Written through
 * `recordAudit` (`../audit/repo.ts`) inside the changing transaction.
 *
 * Append-only in the database too: a trigger (migration `0002_audit_log_append_only`) refuses
 * UPDATE, DELETE and TRUNCATE on this table. That is why the actor has no foreign key: an
 * `on delete set null` would have to update rows here, and a restrict would forbid deleting
 * anyone who ever changed something; `actor_email` keeps who it was. `record_id` is text (ids are
 * integers or uuids) and has no foreign key either, so the history outlives the record.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: instant('occurred_at').notNull().defaultNow(),
    /** The employee who acted; null for the system (imports, jobs, the public form). */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    tableName: text('table_name').notNull(),
    recordId: text('record_id').notNull(),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
  },
  (table) => [
    check('audit_log_action', oneOf(table.action, AUDIT_ACTIONS)),
    check('audit_log_changes_object', sql`jsonb_typeof(${table.changes}) = 'object'`),
    // A record's history, newest first.
    index('audit_log_record_idx').on(
      table.tableName,
      table.recordId,
      table.occurredAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('audit_log_occurred_at_idx').on(
      table.occurredAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('audit_log_actor_idx').on(table.actorId),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;
