/** Column preferences per user email and list resource (spec §2 list screens). */
import { and, eq, sql } from 'drizzle-orm';
import { EMPTY_LIST_PREFERENCES, type ListPreferences } from '@veldwerk/shared/domain';
import type { Db } from '../../db/client';
import { userPreferences } from '../../db/schema';

export async function findPreferences(
  db: Db,
  userEmail: string,
  resource: string,
): Promise<ListPreferences> {
  const [row] = await db
    .select({ value: userPreferences.value })
    .from(userPreferences)
    .where(and(eq(userPreferences.userEmail, userEmail), eq(userPreferences.resource, resource)));
  return row?.value ?? EMPTY_LIST_PREFERENCES;
}

export async function savePreferences(
  db: Db,
  userEmail: string,
  resource: string,
  value: ListPreferences,
): Promise<ListPreferences> {
  const [row] = await db
    .insert(userPreferences)
    .values({ userEmail, resource, value })
    .onConflictDoUpdate({
      target: [userPreferences.userEmail, userPreferences.resource],
      set: { value, updatedAt: sql`now()` },
    })
    .returning({ value: userPreferences.value });
  if (row === undefined) throw new Error('Preferences upsert returned no row');
  return row.value;
}
