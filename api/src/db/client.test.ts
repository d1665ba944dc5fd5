import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/harness';
import { employees } from './schema';
import { databaseRefusal } from './errors';
import { refusal } from './test-sql';

let database: TestDatabase;

/** A seeded account: inserting it again breaks the unique email. */
const TAKEN = { firstname: 'Dubbel', surname: 'Account', email: 'admin@veldwerk.test' };

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

describe('database client', () => {
  // node-postgres drops a connection whose query failed and opens a new one at once; on PGlite
  // the socket server used to refuse that one while closing the old ("Connection terminated").
  it('serves the next statements right after a refused one', async () => {
    for (let round = 0; round < 3; round++) {
      const error = await refusal(database.db.insert(employees).values(TAKEN));
      expect(error).toMatchObject({ code: '23505', constraint: 'employees_email_key' });
      const result = await database.db.execute<{ one: number }>(sql`select 1 as one`);
      expect(result.rows).toEqual([{ one: 1 }]);
    }
  });

  it('rolls a failed transaction back and serves the next one', async () => {
    const kept = 'rolled.back@veldwerk.test';
    const error = await refusal(
      database.db.transaction(async (tx) => {
        await tx.insert(employees).values({ ...TAKEN, email: kept });
        await tx.insert(employees).values(TAKEN);
      }),
    );
    expect(error.constraint).toBe('employees_email_key');
    const rows = await database.db.transaction((tx) =>
      tx.select().from(employees).where(eq(employees.email, kept)),
    );
    expect(rows).toEqual([]);
  });

  it("reads a refusal through Drizzle's wrapper, and nothing else as one", async () => {
    const caught: unknown = await database.db
      .insert(employees)
      .values(TAKEN)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(databaseRefusal(caught)).toMatchObject({
      kind: 'unique',
      code: '23505',
      constraint: 'employees_email_key',
    });
    expect(databaseRefusal(new Error('network down'))).toBeUndefined();
    expect(databaseRefusal({ code: '08006', message: 'connection failure' })).toBeUndefined();
  });
});
