// Shifts benchmark (prints figures; not a test): the shift routes through `inject`, on embedded
// PGlite and — when DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server — on a temporary
// database created there (and dropped again).
//
//   pnpm --filter @veldwerk/api exec tsx scripts/bench-shifts.mjs
//   BENCH_ROWS=10000 pnpm --filter @veldwerk/api exec tsx scripts/bench-shifts.mjs
//
// Data: BENCH_ROWS (60,000: an agency's year, DOMAIN.md) shifts over two years, 2,000 people,
// 20 campaigns, seven branches; 0–5 checks per shift (≈2.5), and one donation per two checks
// whose reference number a check carries (a third of them APPROVED). Measured per call (p50/p99
// over BENCH_REPS after a warm-up): the list's first page, the prefill read
// (`limit=1&employee=`), one shift with its matched checks, and the dashboard over 8 and 52 weeks.
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

const REPS = Number(process.env.BENCH_REPS ?? 50);
const ROWS = Number(process.env.BENCH_ROWS ?? 60_000);
const PEOPLE = 2000;
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

const measure = (label, call, reps = REPS) => measureCalls(label, call, reps);

async function generate(db) {
  await insertBenchAdmin(db);
  const started = performance.now();
  await db.execute(sql`
    insert into employees (employee_status, email, firstname, surname, hq)
    select (array['Trial planned','Active'])[1 + g % 2], 'bench' || g || '@example.org',
           (array['Jan','Piet','Anna','Sanne','Daan','Noor'])[1 + g % 6],
           (array['Jansen','de Vries','Bakker','Visser','Smit','Meijer','Mulder'])[1 + g % 7],
           (array['Amsterdam','Assen','Breda','Eindhoven'])[1 + g % 4]
    from generate_series(1, ${PEOPLE}) as g`);
  await db.execute(sql`insert into clients (name) values ('Bench doel')`);
  await db.execute(sql`
    insert into campaigns (client_id, name)
    select (select min(id) from clients), 'Campagne ' || g from generate_series(1, 20) as g`);
  await db.execute(sql`
    create temporary table bench_people as
    select row_number() over (order by id) as n, id from employees where email like 'bench%'`);
  await db.execute(sql`
    insert into shifts (date, start_time, end_time, duration, hq, campaign_id, employee_id,
                        sales_coach_id, creation_date)
    select current_date - (g % 730), time '10:00', time '10:00' + d * interval '1 hour', d,
           (array['Amsterdam','Assen','Breda','Eindhoven','Groningen','Rotterdam','Utrecht'])[1 + g % 7],
           (select min(id) from campaigns) + g % 20,
           (select id from bench_people where n = 1 + g % ${PEOPLE}),
           (select id from bench_people where n = 1 + (g * 7) % ${PEOPLE}),
           now() - (g % 730) * interval '1 day'
    from generate_series(1, ${ROWS}) as g, lateral (select (array[3,4,5,6])[1 + g % 4] as d) as dur`);
  await db.execute(sql`
    insert into donation_checks (shift_id, reference_number, amount, period)
    select s.id, (1000000 + row_number() over ())::text, 1000, 'M'
    from shifts s, generate_series(1, 5) as k
    where k <= (hashtext(s.id::text) & 7) % 6`);
  await db.execute(sql`
    insert into donations (client_id, campaign_id, reference_number, state)
    select (select min(id) from clients), (select min(id) from campaigns), c.reference_number,
           (array['APPROVED','PENDING','CONCEPT'])[1 + (c.reference_number::int % 3)]
    from donation_checks c where c.reference_number::int % 2 = 0`);
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
      const first = (await get('/api/shifts?limit=1')).results[0];
      const today = new Date().toISOString().slice(0, 10);
      const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
      const dashboardRows = (answer) =>
        answer.hq.length + answer.sales_coach.length + answer.employee.length;
      const results = [
        await measure(
          'list, first page (newest first)',
          async () => (await get('/api/shifts')).results.length,
        ),
        await measure(
          'prefill: limit=1&employee=',
          async () => (await get(`/api/shifts?limit=1&employee=${first.employee}`)).results.length,
        ),
        await measure(
          'one shift with its matched checks',
          async () => (await get(`/api/shifts/${first.uuid}`)).checks.length,
        ),
        await measure('dashboard, last 8 weeks', async () =>
          dashboardRows(await get('/api/shifts/dashboard')),
        ),
        await measure('dashboard, 52 weeks', async () =>
          dashboardRows(await get(`/api/shifts/dashboard?from=${yearAgo}&to=${today}`)),
        ),
      ];
      console.info(
        `\n${kind}: ${ROWS} shifts with their checks and donations generated in ${seconds.toFixed(1)} s; ${REPS} calls each`,
      );
      for (const r of results) {
        console.info(
          `  ${r.label.padEnd(40)} rows ${String(r.rows).padStart(5)}  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms`,
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
