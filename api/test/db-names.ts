/** Names and URLs of the databases one test run creates on a PostgreSQL server. */

export type TestDbDescriptor =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; adminUrl: string; template: string; runPrefix: string };

/** Every database of the test suite starts with this, followed by the run id. */
export const TEST_DB_PREFIX = 'veldwerk_t_';

/** A run id that sorts by time: base-36 milliseconds plus a random tail. */
export function newRunId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.href;
}

/** Run ids older than this belong to runs that were killed before their teardown. */
export const STALE_AFTER_MS = 6 * 3_600_000;

export function runStartedAt(databaseName: string): number | undefined {
  const rest = databaseName.slice(TEST_DB_PREFIX.length);
  const time = Number.parseInt(rest.slice(0, 8), 36);
  return Number.isFinite(time) ? time : undefined;
}
