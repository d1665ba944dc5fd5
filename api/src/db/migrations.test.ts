import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/harness';
import { API_ROOT, MIGRATIONS_DIR } from '../paths';
import { migrateDatabase } from './client';
import * as schema from './schema';

let database: TestDatabase;

beforeAll(async () => {
  // A copy of this run's template, which global-setup migrated from an empty database.
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

async function journalTags(): Promise<string[]> {
  const journal = JSON.parse(
    await readFile(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}

const appliedCount = async () => {
  const { rows } = await database.pool.query<{ n: string }>(
    'select count(*) as n from drizzle.__drizzle_migrations',
  );
  return Number(rows[0]?.n);
};

describe('migrations', () => {
  it('applied every committed migration to a fresh database, and applying again changes nothing', async () => {
    const tags = await journalTags();
    expect(tags.slice(0, 3)).toEqual([
      '0000_platform',
      '0001_domain',
      '0002_audit_log_append_only',
    ]);
    expect(await appliedCount()).toBe(tags.length);
    await migrateDatabase(database);
    expect(await appliedCount()).toBe(tags.length);
  });

  it('created every table of the schema', async () => {
    const { rows } = await database.pool.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const actual = rows.map((row) => row.table_name).sort();
    const declared = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table).name)
      .sort();
    expect(actual).toEqual(declared);
  });

  // drizzle-kit reads the schema, not the database: once per run is enough.
  it.skipIf(inject('testDb').kind !== 'pglite')(
    'match the schema: db:generate has nothing to write',
    async () => {
      const out = await mkdtemp(join(tmpdir(), 'veldwerk-drift-'));
      try {
        await cp(MIGRATIONS_DIR, out, { recursive: true });
        const before = await readdir(out);
        const { stdout } = await promisify(execFile)(
          join(API_ROOT, 'node_modules', '.bin', 'drizzle-kit'),
          [
            'generate',
            '--dialect=postgresql',
            '--schema=./src/db/schema/index.ts',
            // drizzle-kit takes the folder relative to the working directory.
            `--out=${relative(API_ROOT, out)}`,
          ],
          { cwd: API_ROOT, timeout: 60_000 },
        );
        expect(stdout).toContain('No schema changes');
        expect(await readdir(out)).toEqual(before);
      } finally {
        await rm(out, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
