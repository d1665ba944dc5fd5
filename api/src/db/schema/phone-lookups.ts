import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { PHONE_LOOKUP_STATUSES } from '@veldwerk/shared/domain';
import { atLeast, matches, oneOf } from './checks';
import { instant } from './columns';

/**
 * Phone lookups (HLR) per number, the cache of spec §4 ("results are cached per number"): a
 * result is served from here for the configured lifetime, so a second lookup of a number does
 * not reach the provider (which charges per lookup). A row in `sent` is a lookup still running
 * at the provider under `reference`.
 */
export const phoneLookups = pgTable(
  'phone_lookups',
  {
    /** Digits in international form, `31612345678` (E.164 without the plus). */
    number: text('number').primaryKey(),
    status: text('status').notNull(),
    /** The provider that runs or answered the lookup (`simulator`, `messagebird`). */
    provider: text('provider').notNull(),
    /** The provider's id of a running lookup. */
    reference: text('reference').notNull().default(''),
    /** Status reads of a running lookup. */
    polls: integer('polls').notNull().default(0),
    requestedAt: instant('requested_at').notNull().defaultNow(),
    /** When the result (a status other than `sent`) arrived. */
    checkedAt: instant('checked_at'),
  },
  (table) => [
    check('phone_lookups_number', matches(table.number, '^[0-9]{6,15}$')),
    check('phone_lookups_status', oneOf(table.status, PHONE_LOOKUP_STATUSES)),
    check('phone_lookups_polls', atLeast(table.polls, 0)),
  ],
);

export type PhoneLookupRow = typeof phoneLookups.$inferSelect;
