import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/harness';
import { searchKey } from './search-key';

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

/** Accented letters of Dutch, French, German, Scandinavian, Polish, Turkish… names → base letter. */
const ACCENTED =
  'àáâãäåāăąçćĉċčďèéêëēĕėęěĝğġģĥìíîïĩīĭįĵķĺļľñńņňòóôõöōŏőŕŗřśŝşšșţťțùúûüũūŭůűųŵýÿŷźżž';
const BASES = 'aaaaaaaaacccccdeeeeeeeeegggghiiiiiiiijklllnnnnoooooooorrrssssstttuuuuuuuuuuwyyyzzz';

describe('searchKey', () => {
  it('folds accented letters, lower and upper case, to their base letter', async () => {
    const letters = [...ACCENTED];
    const bases = [...BASES];
    expect(letters).toHaveLength(bases.length);
    expect(await keysOf(letters)).toEqual(bases);
    expect(await keysOf(letters.map((letter) => letter.toUpperCase()))).toEqual(bases);
  });

  it('keeps what it does not fold, and folds whole names', async () => {
    expect(
      await keysOf(['Müller', 'ÉÉN WERELD', 'Zoë', 'Straße', 'Ærø', 'Łódź', '50% korting_', '']),
    ).toEqual(['muller', 'een wereld', 'zoe', 'straße', 'ærø', 'łodz', '50% korting_', '']);
  });
});
