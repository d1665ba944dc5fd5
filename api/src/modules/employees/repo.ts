import { count, eq } from 'drizzle-orm';
import type { EmployeeState } from '@veldwerk/shared/domain';
import type { Db } from '../../db/client';
import { employees, type EmployeeRow, type NewEmployeeRow } from '../../db/schema';

export async function findEmployeeByEmail(db: Db, email: string): Promise<EmployeeRow | undefined> {
  const [row] = await db
    .select()
    .from(employees)
    .where(eq(employees.email, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

export async function countEmployees(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(employees);
  return row?.n ?? 0;
}

export async function insertEmployees(
  db: Db,
  rows: readonly NewEmployeeRow[],
): Promise<EmployeeRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(employees)
    .values(rows.map((row) => ({ ...row, email: row.email.trim().toLowerCase() })))
    .returning();
}

export async function setEmployeeStatus(db: Db, id: string, status: EmployeeState): Promise<void> {
  await db
    .update(employees)
    .set({ employeeStatus: status, updatedAt: new Date() })
    .where(eq(employees.id, id));
}
