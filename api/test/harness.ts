/**
 * Test harness: a database per test file (copied from the run's migrated, seeded template),
 * apps built on it with test configuration, and signing in as a demo account through the api.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { API_ROOT } from '../src/paths';
import { databaseUrl, newRunId } from './db-names';

export interface TestDatabase extends Database {
  /** Drops the copy (PostgreSQL) and closes the connection. */
  dispose(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const descriptor = inject('testDb');
  if (descriptor.kind === 'pglite') {
    const dump = new Blob([readFileSync(descriptor.dumpFile)]);
    const database = await openDatabase({ dataDir: undefined, loadDataDir: dump });
    return { ...database, dispose: () => database.close() };
  }
  const name = `${descriptor.runPrefix}_${newRunId()}`;
  const admin = new pg.Client({ connectionString: descriptor.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${descriptor.template}"`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: databaseUrl(descriptor.adminUrl, name), poolMax: 4 });
  return {
    ...database,
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: descriptor.adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** A WEB_ROOT without builds, so tests never serve whatever happens to be built. */
const emptyWebRoot = join(API_ROOT, 'test', 'no-web-root');

export const TEST_PUBLIC_URL = 'http://localhost:8080';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_PUBLIC_PER_MINUTE: '100000',
    WEB_ROOT: emptyWebRoot,
    ...env,
  });
}

export interface TestAppOptions extends Partial<Omit<AppOptions, 'database' | 'config'>> {
  env?: Record<string, string>;
}

export function createTestApp(
  database: Database,
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const { env, ...rest } = options;
  const logging = rest.logStream === undefined ? { logger: false as const } : {};
  return buildApp({ config: testConfig(env), database, ...logging, ...rest });
}

/** An ID token for a development-provider account, fetched the way scripts do. */
export async function devIdToken(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/dev/id-token',
    payload: { email },
  });
  if (response.statusCode !== 200) {
    throw new Error(`dev/id-token ${email}: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ id_token: string }>().id_token;
}

/** Signs in as a demo account through `POST /api/authenticate`; returns the session token. */
export async function signInAs(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { token: await devIdToken(app, email) },
  });
  if (response.statusCode !== 200) {
    throw new Error(`authenticate ${email}: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ token: string }>().token;
}

export const authHeader = (token: string) => ({ 'authorization-token': token });

/** A clock tests can move forward. */
export function movableClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}
