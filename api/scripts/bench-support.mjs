/**
 * What the benchmark scripts share: the percentile of sorted timings, a database to measure
 * on — PGlite (in memory, or on disk in BENCH_PGLITE_DIR), or a fresh database on the PostgreSQL server at `serverUrl`, dropped by
 * `dispose` — and the api on it, driven through `inject` and signed in as the demo admin.
 */
import { rmSync } from 'node:fs';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { DEMO_ACCOUNTS } from '../src/db/seed/accounts.ts';
import { insertEmployees } from '../src/modules/employees/repo.ts';

/** The p-th percentile (nearest rank) of ascending `sorted`. */
export function percentile(sorted, p) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

async function adminQuery(serverUrl, text) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * Times `call` `reps` times after a warm-up (up to 10 calls): p50/p99 in ms, and the rows the
 * last call answered.
 */
export async function measureCalls(label, call, reps) {
  for (let i = 0; i < Math.min(10, reps); i++) await call();
  const times = [];
  let rows = 0;
  for (let i = 0; i < reps; i++) {
    const started = performance.now();
    rows = await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { label, rows, p50: percentile(times, 50), p99: percentile(times, 99), reps };
}

/** The demo admin as an active employee: who `signedIn` signs in as. */
export async function insertBenchAdmin(db) {
  const admin = DEMO_ACCOUNTS[0];
  await insertEmployees(db, [
    {
      firstname: admin.firstname,
      surnamePrefix: admin.surnamePrefix,
      surname: admin.surname,
      email: admin.email,
      employeeCode: admin.employeeCode,
      jobFunction: admin.jobFunction,
      hq: 'Amsterdam',
      employeeStatus: 'Active',
      recordStatus: 'Open',
      roles: [admin.role],
    },
  ]);
}

/** `kind` 'pglite' or 'postgres'; `name` the PostgreSQL database (replaced when it exists). */
export async function openBenchDatabase(
  kind,
  serverUrl,
  name = `veldwerk_bench_${Date.now().toString(36)}`,
) {
  if (kind === 'pglite') {
    // In memory unless BENCH_PGLITE_DIR names a directory: then on disk there, as the product
    // runs by default (the directory is emptied first and removed afterwards).
    const dir = process.env.BENCH_PGLITE_DIR || undefined;
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
    const database = await openDatabase({ dataDir: dir });
    return {
      database,
      dispose: async () => {
        await database.close();
        if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.href, poolMax: 10 });
  return {
    database,
    dispose: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** The api on `database` for a benchmark: no logs, no sign-in rate limit; `env` adds settings. */
export async function benchApp(database, env = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:8686',
    DATA_DIR: '/tmp/veldwerk-bench',
    WEB_ROOT: '/tmp/veldwerk-bench/no-web-root',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    ...env,
  });
  return buildApp({ config, database, logger: false });
}

/**
 * Signs in as the demo admin (who must exist in the database): the session headers, and `get`,
 * which answers a GET's JSON or throws on anything but a 200.
 */
export async function signedIn(app) {
  const idToken = await app.inject({
    method: 'POST',
    url: '/api/dev/id-token',
    payload: { email: DEMO_ACCOUNTS[0].email },
  });
  const session = await app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { token: idToken.json().id_token },
  });
  if (session.statusCode !== 200) throw new Error(`sign-in failed: ${session.body}`);
  const headers = { 'authorization-token': session.json().token };
  const get = async (url) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) {
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    }
    return response.json();
  };
  return { headers, get };
}
