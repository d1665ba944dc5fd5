/**
 * Prepares one migrated and seeded database per test project, which each test file then copies:
 * creating and migrating a fresh PGlite takes seconds, loading a dump or cloning a PostgreSQL
 * template well under one.
 *  - pglite: an in-memory instance is migrated, seeded and dumped to a temporary tarball.
 *  - postgres (TEST_DATABASE_URL): a template database named after this run; each file creates
 *    its own copy, and every database of this run is dropped at the end (leftovers of killed runs
 *    older than six hours too).
 */
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed';
import {
  databaseUrl,
  newRunId,
  runStartedAt,
  STALE_AFTER_MS,
  TEST_DB_PREFIX,
  type TestDbDescriptor,
} from './db-names';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbDescriptor;
  }
}

interface Prepared {
  descriptor: TestDbDescriptor;
  teardown: () => Promise<void>;
}

async function preparePglite(): Promise<Prepared> {
  const dumpFile = join(tmpdir(), `veldwerk-api-template-${newRunId()}.tar`);
  const database = await openDatabase({ dataDir: undefined });
  try {
    await migrateDatabase(database);
    await seedIfEmpty(database.db);
    if (database.pglite === undefined) throw new Error('expected PGlite');
    const dump = await database.pglite.dumpDataDir('none');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  return {
    descriptor: { kind: 'pglite', dumpFile },
    teardown: () => rm(dumpFile, { force: true }),
  };
}

async function dropDatabases(adminUrl: string, which: (name: string) => boolean) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${TEST_DB_PREFIX}%`],
    );
    for (const { datname } of rows.filter((row) => which(row.datname))) {
      await admin.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await admin.end();
  }
}

async function preparePostgres(adminUrl: string): Promise<Prepared> {
  const runPrefix = `${TEST_DB_PREFIX}${newRunId()}`;
  const template = `${runPrefix}_template`;
  await dropDatabases(adminUrl, (name) => {
    const started = runStartedAt(name);
    return started !== undefined && Date.now() - started > STALE_AFTER_MS;
  });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${template}"`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: databaseUrl(adminUrl, template), poolMax: 1 });
  try {
    await migrateDatabase(database);
    await seedIfEmpty(database.db);
  } finally {
    await database.close();
  }
  return {
    descriptor: { kind: 'postgres', adminUrl, template, runPrefix },
    teardown: () => dropDatabases(adminUrl, (name) => name.startsWith(runPrefix)),
  };
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const { descriptor, teardown } =
    project.name === 'postgres' && adminUrl !== undefined && adminUrl !== ''
      ? await preparePostgres(adminUrl)
      : await preparePglite();
  project.provide('testDb', descriptor);
  return teardown;
}
