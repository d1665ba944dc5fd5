import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/harness';
import { searchKey, SEARCH_FOLD } from './search-key';

let database: TestDatabase;
const dialect = new PgDialect();

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

/** The database's search key of each text. */
async function keysOf(texts: readonly string[]): Promise<string[]> {
  const query = dialect.sqlToQuery(searchKey(sql`t`));
  const { rows } = await database.pool.query<{ key: string }>(
    `select ${query.sql} as key from unnest($${query.params.length + 1}::text[]) with ordinality as u(t, n) order by n`,
    [...query.params, texts],
  );
  return rows.map((row) => row.key);
}

describe('searchKey', () => {
  it('folds every listed letter, lower and upper case, to its base letter', async () => {
    const letters = [...SEARCH_FOLD.from];
    const bases = [...SEARCH_FOLD.to];
    expect(letters).toHaveLength(bases.length);
    expect(bases.every((base) => /^[a-z]$/.test(base))).toBe(true);
    expect(await keysOf(letters)).toEqual(bases);
    // Upper case where the letter has one (ı's upper case is plain I).
    const upper = letters.map((letter) => letter.toUpperCase());
    expect(await keysOf(upper)).toEqual(bases);
  });

  it('keeps what it does not fold, and folds whole names', async () => {
    expect(
      await keysOf(['Müller', 'ÉÉN WERELD', 'Zoë', 'Straße', 'Ærø', '50% korting_', '']),
    ).toEqual(['muller', 'een wereld', 'zoe', 'straße', 'æro', '50% korting_', '']);
  });
});
