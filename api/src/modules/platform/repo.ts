import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export async function checkDatabase(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select 1 as ok`);
  return result.rows.length === 1;
}
