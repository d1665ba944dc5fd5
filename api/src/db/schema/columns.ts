/** Column shapes every table uses the same way. */
import { date, timestamp } from 'drizzle-orm/pg-core';

/** An instant (`timestamptz`), as a JS `Date`. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A calendar day (`date`) as an ISO string `yyyy-mm-dd`: a JS `Date` would shift a day outside
 * UTC (TOOLCHAIN.md), and the transport format is the ISO date anyway.
 */
export const day = (name: string) => date(name, { mode: 'string' });
