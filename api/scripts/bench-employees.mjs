// Employees/applicants list benchmark (prints figures; not a test): `GET employees` through the
// real route and `inject`, on embedded PGlite and — when DATABASE_URL or TEST_DATABASE_URL names a
// PostgreSQL server — on a temporary database created there (and dropped again).
//
//   pnpm --filter @veldwerk/api exec tsx scripts/bench-employees.mjs
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @veldwerk/api exec tsx scripts/bench-employees.mjs
//
// Data: BENCH_ROWS (100,000) people written with `generate_series`, spread over the ten states,
// seven branches and three years of creation dates. Measured per call (p50/p99 over BENCH_REPS
// after a warm-up): the first page of the employees list and of the applicants list (filtered
// by state, newest first), a surname filter, and the cursor page at depth ≈50,000.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from '../src/db/client.ts';
import {
  openBenchDatabase,
  benchApp,
  signedIn,
  insertBenchAdmin,
  measureCalls,
} from './bench-support.mjs';

const REPS = Number(process.env.BENCH_REPS ?? 100);
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
// Half the generated rows, so a small smoke run (BENCH_ROWS=2000) still has a cursor there.
const DEPTH = Math.min(50_000, Math.floor(ROWS / 2000) * 1000);
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const APPLICANTS = [
  'New',
  'M&G planned',
  'M&G canceled',
  'Trial planned',
  'Trial canceled',
  'Exit',
];
const EMPLOYEES = ['Active', 'Pause', 'FormerEmployee'];

const measure = (label, call, reps = REPS) => measureCalls(label, call, reps);

async function generate(db) {
  await insertBenchAdmin(db);
  const started = performance.now();
  await db.execute(sql`
    insert into employees (employee_status, email, firstname, surname, hq, place, mobile, source,
                           record_status, open_date, created_at)
    select (array['New','New','New','M&G planned','M&G canceled','Trial planned','Trial canceled',
                  'Exit','Active','Pause','FormerEmployee'])[1 + g % 11],
           'bench' || g || '@example.org',
           (array['Jan','Piet','Anna','Sanne','Daan','Noor'])[1 + g % 6],
           (array['Jansen','de Vries','Bakker','Visser','Smit','Meijer','Mulder'])[1 + g % 7] || ' ' || (g % 997),
           (array['Amsterdam','Assen','Breda','Eindhoven','Groningen','Rotterdam','Utrecht'])[1 + g % 7],
           (array['Amsterdam','Assen','Breda','Utrecht'])[1 + g % 4],
           '06' || lpad((g % 100000000)::text, 8, '0'),
           (array['website','via medewerker','anders'])[1 + g % 3],
           (array['Open','Gesloten'])[1 + g % 2],
           now() + ((g % 60) - 30) * interval '1 day',
           now() - (g % 1095) * interval '1 day' - (g % 86400) * interval '1 second'
    from generate_series(1, ${ROWS}) as g`);
  await db.execute(sql`analyze`);
  return (performance.now() - started) / 1000;
}

async function run(kind) {
  const { database, dispose } = await openBenchDatabase(kind, serverUrl);
  try {
    await migrateDatabase(database);
    const seconds = await generate(database.db);
    const app = await benchApp(database);
    try {
      const { get } = await signedIn(app);
      const rowsOf = async (url) => (await get(url)).results.length;
      const states = (list) =>
        list.map((s) => `employee_status[]=${encodeURIComponent(s)}`).join('&');
      const employees = `/api/employees?${states(EMPLOYEES)}`;
      const applicants = `/api/employees?${states(APPLICANTS)}`;
      // The cursor at DEPTH of the applicants list, walked with pages of 1000.
      let cursor = null;
      let depth = 0;
      while (depth < DEPTH) {
        const page = await get(
          `${applicants}&limit=1000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        if (!page.next_cursor) break;
        cursor = page.next_cursor;
        depth += 1000;
      }
      const results = [
        await measure('employees list, first page (3 states, newest first)', () =>
          rowsOf(employees),
        ),
        await measure('applicants list, first page (6 states, newest first)', () =>
          rowsOf(applicants),
        ),
        await measure('applicants, state New only', () =>
          rowsOf('/api/employees?employee_status[]=New'),
        ),
        await measure('applicants + surname filter "visser 12"', () =>
          rowsOf(`${applicants}&surname=visser%2012`),
        ),
        await measure(`applicants, cursor at ${depth}`, () =>
          rowsOf(cursor ? `${applicants}&cursor=${encodeURIComponent(cursor)}` : applicants),
        ),
        await measure('applicants sorted by open_date asc, first page', () =>
          rowsOf(`${applicants}&sort=open_date&order=asc`),
        ),
      ];
      console.info(
        `\n${kind}: ${ROWS} people generated in ${seconds.toFixed(1)} s; ${REPS} calls each`,
      );
      for (const r of results) {
        console.info(
          `  ${r.label.padEnd(58)} rows ${String(r.rows).padStart(3)}  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
  }
}

await run('pglite');
if (serverUrl) await run('postgresql');
