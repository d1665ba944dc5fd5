import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';

/** Sign-in sessions. Only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_employee_id_idx').on(table.employeeId)],
);

export type SessionRow = typeof sessions.$inferSelect;

/**
 * ID tokens already exchanged for a session, kept until they could no longer be accepted: a
 * token is good for one sign-in. The key is the SHA-256 of the token's signed part
 * (`header.payload`), which no one can change without breaking the signature. In the database,
 * so several api instances refuse a replay alike.
 */
export const usedIdTokens = pgTable(
  'used_id_tokens',
  {
    signedPartHash: text('signed_part_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_id_tokens_expires_at_idx').on(table.expiresAt)],
);
