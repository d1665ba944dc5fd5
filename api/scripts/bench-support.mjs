/**
 * What the benchmark scripts share: the percentile of sorted timings, and a database to measure
 * on — in-memory PGlite, or a fresh database on the PostgreSQL server at `serverUrl`, dropped by
 * `dispose`.
 */
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';

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

/** `kind` 'pglite' or 'postgres'; `name` the PostgreSQL database (replaced when it exists). */
export async function openBenchDatabase(
  kind,
  serverUrl,
  name = `veldwerk_bench_${Date.now().toString(36)}`,
) {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: undefined });
    return { database, dispose: () => database.close() };
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
