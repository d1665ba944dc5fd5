import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The development identity provider's keys (its RS256 signing key and cookie key), one row.
 * Stored so every api process on the database signs and checks with the same keys: an ID token
 * issued by one instance is accepted by another, and a restart does not invalidate tokens in
 * flight. Development provider only (refused in production); Google keeps its own keys.
 */
export const devIdentityKeys = pgTable('dev_identity_keys', {
  id: text('id').primaryKey(),
  signingJwk: jsonb('signing_jwk').notNull(),
  cookieKey: text('cookie_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
