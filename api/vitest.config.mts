import { defineConfig } from 'vitest/config';

// The api suite runs on embedded PGlite, and — when TEST_DATABASE_URL points at a PostgreSQL
// server (tests only) — a second time against that server, each run in its own databases.
const postgres =
  process.env.TEST_DATABASE_URL !== undefined && process.env.TEST_DATABASE_URL !== '';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores shared with other work: one worker per project keeps PGlite instances few.
    maxWorkers: 1,
    // Files share one worker process: PGlite's first instance in a process costs ~3 s (WebAssembly
    // start-up), every later one ~0.3 s. Each file still gets its own database and apps.
    isolate: false,
    // oidc-provider warns on every import that it prefers Node 22; it runs fine on Node 20.
    onConsoleLog: (log) => !log.includes('oidc-provider WARNING: Unsupported runtime'),
    projects: [
      { extends: true as const, test: { name: 'pglite' } },
      ...(postgres ? [{ extends: true as const, test: { name: 'postgres' } }] : []),
    ],
  },
});
