// List benchmark (prints figures; not a test): the list contract through the real routes and
// `inject`, on embedded PGlite and — when DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL
// server — on a temporary database created there (and dropped again).
//
//   pnpm --filter @veldwerk/api bench:lists                 PGlite only
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @veldwerk/api bench:lists
//   BENCH_REPS=100 BENCH_ROWS=101000 … to change the repetitions and the large list's size
//
// Data: a realistic clients list (400 clients), and one client with BENCH_ROWS campaigns
// (names repeat: every name 20 times, so the keyset walks through ties), both written with
// `generate_series`. Measured per call (p50/p99 over BENCH_REPS after a warm-up): the first
// page, a page at offset ≈100,000 and the cursor page at the same depth, both directions.
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

const REPS = Number(process.env.BENCH_REPS ?? 200);
const ROWS = Number(process.env.BENCH_ROWS ?? 101_000);
const CLIENTS = 400;
// 100,000 deep on the default data (less in a smaller smoke run: a page must remain).
const DEPTH = Math.min(100_000, Math.floor((ROWS - 1000) / 1000) * 1000);
const PAGE = 100;

const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

const measure = (label, call, reps = REPS) => measureCalls(label, call, reps);

async function generate(db) {
  await insertBenchAdmin(db);
  const started = performance.now();
  await db.execute(sql`
    insert into clients (name, enabled)
    select 'Stichting ' || (array['Natuur','Zee','Dier','Kind','Zorg','Water','Bos','Hart'])[1 + g % 8]
           || ' ' || lpad(g::text, 4, '0'), g % 7 <> 0
    from generate_series(1, ${CLIENTS}) as g`);
  const [{ id: bigClient }] = (
    await db.execute(sql`insert into clients (name) values ('Grote klant') returning id`)
  ).rows;
  await db.execute(sql`
    insert into campaigns (client_id, name, enabled, available_for_tablet)
    select ${bigClient}, 'Campagne ' || lpad((g % ${Math.ceil(ROWS / 20)})::text, 5, '0'),
           g % 3 <> 0, g % 2 = 0
    from generate_series(1, ${ROWS}) as g`);
  await db.execute(sql`analyze`);
  return { bigClient: Number(bigClient), seconds: (performance.now() - started) / 1000 };
}

async function run(kind) {
  const { database, dispose } = await openBenchDatabase(kind, serverUrl);
  try {
    await migrateDatabase(database);
    const { bigClient, seconds } = await generate(database.db);
    const app = await benchApp(database);
    try {
      const { get } = await signedIn(app);
      const rowsOf = async (url) => (await get(url)).results.length;
      const campaigns = `/api/clients/${bigClient}/campaigns?limit=${PAGE}`;

      /** The cursor at row DEPTH: walked once with pages of 1000 (also timed). */
      async function cursorAt(order) {
        const started = performance.now();
        let cursor = null;
        for (let seen = 0; seen < DEPTH; seen += 1000) {
          const suffix = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
          const page = await get(
            `/api/clients/${bigClient}/campaigns?limit=1000&order=${order}${suffix}`,
          );
          cursor = page.next_cursor;
        }
        return { cursor, seconds: (performance.now() - started) / 1000 };
      }
      const asc = await cursorAt('asc');
      const desc = await cursorAt('desc');

      const results = [
        await measure(`clients list, first page (all ${CLIENTS + 1}, limit 500)`, () =>
          rowsOf('/api/clients'),
        ),
        await measure('clients list, name filter "zee 01" + enabled', () =>
          rowsOf('/api/clients?name=zee%2001&enabled=true'),
        ),
        await measure(`${ROWS} campaigns, first page (name asc)`, () => rowsOf(campaigns)),
        await measure(`${ROWS} campaigns, offset=${DEPTH} (name asc)`, () =>
          rowsOf(`${campaigns}&offset=${DEPTH}`),
        ),
        await measure(`${ROWS} campaigns, cursor at ${DEPTH} (name asc)`, () =>
          rowsOf(`${campaigns}&cursor=${encodeURIComponent(asc.cursor)}`),
        ),
        await measure(`${ROWS} campaigns, first page (name desc)`, () =>
          rowsOf(`${campaigns}&order=desc`),
        ),
        await measure(`${ROWS} campaigns, offset=${DEPTH} (name desc)`, () =>
          rowsOf(`${campaigns}&order=desc&offset=${DEPTH}`),
        ),
        await measure(`${ROWS} campaigns, cursor at ${DEPTH} (name desc)`, () =>
          rowsOf(`${campaigns}&order=desc&cursor=${encodeURIComponent(desc.cursor)}`),
        ),
        await measure(`${ROWS} campaigns, filter enabled+tablet, first page`, () =>
          rowsOf(`${campaigns}&enabled=true&available_for_tablet=true`),
        ),
        await measure(
          `autocomplete/clients.json?q=zee (${CLIENTS + 1} clients)`,
          async () => (await get('/api/autocomplete/clients.json?q=zee')).length,
        ),
        await measure(
          `autocomplete/campaigns.json?q=00123 (${ROWS} campaigns)`,
          async () => (await get('/api/autocomplete/campaigns.json?q=00123')).length,
        ),
        // Two characters hold no trigram: these stay scans (and must stay correct).
        await measure(
          `autocomplete/clients.json?q=ze (2 characters)`,
          async () => (await get('/api/autocomplete/clients.json?q=ze')).length,
        ),
        await measure(
          `autocomplete/campaigns.json?q=12 (2 characters)`,
          async () => (await get('/api/autocomplete/campaigns.json?q=12')).length,
        ),
        // The client's name matches: every one of its campaigns is a candidate.
        await measure(
          `autocomplete/campaigns.json?q=grote (client of all ${ROWS})`,
          async () => (await get('/api/autocomplete/campaigns.json?q=grote')).length,
        ),
        await measure(`${ROWS} campaigns, name filter "00123" (text filter)`, () =>
          rowsOf(`${campaigns}&name=00123`),
        ),
        // What the first page and offset pages pay on top of reading their rows.
        await measure(`  of which count(*) of the ${ROWS} rows (SQL alone)`, async () => {
          const { rows } = await database.pool.query(
            'select count(*)::int as n from campaigns where client_id = $1',
            [bigClient],
          );
          return rows[0].n;
        }),
      ];
      return { kind, seconds, walks: [asc.seconds, desc.seconds], results };
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
  }
}

const kinds = ['pglite', ...(serverUrl === undefined ? [] : ['postgres'])];
console.info(
  `List benchmark: ${REPS} repetitions per figure (after 10 warm-up calls), pages of ${PAGE}, ` +
    `through inject on the real routes. Node ${process.version}.`,
);
for (const kind of kinds) {
  const { seconds, walks, results } = await run(kind);
  console.info(
    `\n${kind === 'pglite' ? 'PGlite (pglite-socket + node-postgres, one connection)' : 'PostgreSQL server'}` +
      ` — data generated in ${seconds.toFixed(1)} s; walking to row ${DEPTH} with the cursor in ` +
      `pages of 1000 took ${walks[0].toFixed(1)} s (asc), ${walks[1].toFixed(1)} s (desc)`,
  );
  const width = Math.max(...results.map((r) => r.label.length));
  console.info(`${'call'.padEnd(width)}   rows   p50 ms   p99 ms`);
  for (const r of results) {
    console.info(
      `${r.label.padEnd(width)}  ${String(r.rows).padStart(5)}  ${r.p50.toFixed(2).padStart(7)}  ${r.p99.toFixed(2).padStart(7)}`,
    );
  }
}
