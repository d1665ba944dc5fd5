// Donations benchmark (prints figures; not a test): the donor list and the duplicate lookup
// through the real routes with `inject`, each beside the same SQL run alone (the repository
// functions the route calls: the page's rows plus its count, or the IBAN lookup, on the same
// connection), on embedded PGlite and — when DATABASE_URL or TEST_DATABASE_URL names a
// PostgreSQL server — on a database created there for the run and dropped afterwards.
//
//   pnpm --filter @veldwerk/api bench:donations                 PGlite only
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @veldwerk/api bench:donations
//   BENCH_DONATIONS=1000000 BENCH_REPS=100 BENCH_DB_NAME=veldwerk_bench_donations  (defaults)
//   BENCH_ONLY=postgres   skip PGlite (or BENCH_ONLY=pglite)
//
// Data (`generate_series`, like `pnpm seed --donations`, but shaped for the measured cases):
// 40 clients with 10 campaigns each; one large campaign holds 40 % of the donations (so the
// state + client + campaign filter still has 200,000 PENDING rows to walk 100,000 deep); states
// 10 % CONCEPT, 50 % PENDING, 30 % APPROVED, 10 % REJECTED; recruited over four years; 40
// surnames with a number suffix on most rows; a distinct IBAN per donor plus duplicates.
import { performance } from 'node:perf_hooks';
import {
  openBenchDatabase,
  percentile,
  benchApp,
  signedIn,
  insertBenchAdmin,
} from './bench-support.mjs';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from '../src/db/client.ts';
import { prepareList } from '../src/http/list/prepare.ts';
import {
  donationListSource,
  findDuplicates,
  listDonations,
} from '../src/modules/donations/repo.ts';
import { sealDonationPersonal } from '../src/modules/donations/personal.ts';

const REPS = Number(process.env.BENCH_REPS ?? 100);
const ROWS = Number(process.env.BENCH_DONATIONS ?? 1_000_000);
// 100,000 of the big campaign's PENDING rows (20 % of the donations); less in a smoke run.
const DEPTH = Math.min(100_000, Math.floor(ROWS / 10_000) * 1000);
const PAGE = 50;
const CLIENTS = 40;
const CAMPAIGNS_PER_CLIENT = 10;
const DB_NAME = process.env.BENCH_DB_NAME ?? 'veldwerk_bench_donations';
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

async function timed(call, reps = REPS) {
  for (let i = 0; i < Math.min(10, reps); i++) await call();
  const times = [];
  let rows = 0;
  for (let i = 0; i < reps; i++) {
    const started = performance.now();
    rows = await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { rows, p50: percentile(times, 50), p99: percentile(times, 99) };
}

const SURNAMES = [
  'Jansen',
  'de Vries',
  'van den Berg',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'de Graaf',
  'van der Meer',
  'van der Linden',
  'Kok',
  'Jacobs',
  'de Haan',
  'Vermeulen',
  'van den Heuvel',
  'van der Veen',
  'van den Broek',
  'de Bruijn',
  'de Jong',
  'van Dijk',
  'Schouten',
  'van Beek',
  'Willems',
  'van Vliet',
  'Hoekstra',
  'Maas',
  'Verhoeven',
];

async function generate(database) {
  const { db } = database;
  await insertBenchAdmin(db);
  const started = performance.now();
  await db.execute(sql`
    insert into clients (name) select 'Stichting ' || lpad(g::text, 3, '0')
    from generate_series(1, ${CLIENTS}) as g`);
  await db.execute(sql`
    insert into campaigns (client_id, name)
    select c.id, 'Campagne ' || c.id || '-' || k
    from clients c cross join generate_series(1, ${CAMPAIGNS_PER_CLIENT}) as k`);
  const campaigns = (
    await db.execute(sql`select id, client_id from campaigns order by id`)
  ).rows.map((row) => ({ id: Number(row.id), client: Number(row.client_id) }));
  const big = campaigns[0];
  // Build the indexes once after the insert, not row by row (the trigram ones especially).
  const indexes = (
    await db.execute(sql`
      select indexname, indexdef from pg_indexes
      where tablename = 'donations' and indexname <> 'donations_pkey'`)
  ).rows;
  for (const { indexname } of indexes) await db.execute(sql.raw(`drop index "${indexname}"`));
  const surnames = `array[${SURNAMES.map((s) => `'${s}'`).join(',')}]`;
  const campaignIds = `array[${campaigns.map((c) => c.id).join(',')}]`;
  const clientIds = `array[${campaigns.map((c) => c.client).join(',')}]`;
  const n = campaigns.length;
  const inserted = performance.now();
  await db.execute(
    sql.raw(`
    insert into donations (
      reference_number, state, reject_state, client_id, campaign_id, period, start_date,
      initials, firstname, surname, postal_code, house_number, place, country, mobile, email,
      amount, iban, iban_index, recruiter_employee_code, recruited_date, creation_date, last_export_date,
      extra_fields)
    select
      'T' || g,
      s.state,
      case when s.state = 'REJECTED' then 'ERRONEOUS' end,
      case when g % 5 < 2 then ${big.client} else (${clientIds})[1 + g % ${n}] end,
      case when g % 5 < 2 then ${big.id} else (${campaignIds})[1 + g % ${n}] end,
      'M',
      (date '2022-01-01' + (g % 1400)),
      'J.', 'Jan',
      (${surnames})[1 + g % ${SURNAMES.length}] || case when g % 3 = 0 then '' else ' ' || (g % 500) end,
      lpad((1000 + g % 9000)::text, 4, '0') || 'AB', (1 + g % 200)::text, 'Utrecht', 'NL',
      '06' || lpad((g % 100000000)::text, 8, '0'),
      'donor' || g || '@voorbeeld.nl',
      500 + (g % 40) * 100,
      -- Stand-ins of the right shape (a sealed value and a blind index per donor, issue 11):
      -- sealing a million values in JS would measure the codec, not the list.
      'v1.bench.' || md5('iban' || g),
      md5('index' || (g % 900000)) || md5('index' || (g % 900000)),
      lpad((100000 + g % 3000)::text, 6, '0'),
      timestamptz '2026-06-01 12:00:00+00' - (g % 1460) * interval '1 day' - (g % 86400) * interval '1 second',
      timestamptz '2026-06-01 12:00:00+00' - (g % 1460) * interval '1 day',
      case when g % 10 = 0 then timestamptz '2026-01-01 00:00:00+00' end,
      '{}'::jsonb
    from generate_series(1, ${ROWS}) as g
    cross join lateral (select case
      when g % 10 = 0 then 'CONCEPT'
      when g % 10 < 6 then 'PENDING'
      when g % 10 < 9 then 'APPROVED'
      else 'REJECTED' end as state) as s`),
  );
  const insertSeconds = (performance.now() - inserted) / 1000;
  const indexed = performance.now();
  for (const { indexdef } of indexes) await db.execute(sql.raw(indexdef));
  // What autovacuum does to a table after a bulk load: statistics and the visibility map (an
  // index-only count reads the heap until the map says its pages are all visible).
  await db.execute(sql`vacuum analyze donations`);
  await db.execute(sql`analyze`);
  return {
    big,
    seconds: (performance.now() - started) / 1000,
    insertSeconds,
    indexSeconds: (performance.now() - indexed) / 1000,
  };
}

/** A route query as the list contract's parser receives it (repeated keys as arrays). */
function rawQuery(search) {
  const query = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (key in query) query[key] = [].concat(query[key], value);
    else query[key] = value;
  }
  return query;
}

async function run(kind) {
  const { database, dispose } = await openBenchDatabase(kind, serverUrl, DB_NAME);
  try {
    await migrateDatabase(database);
    const data = await generate(database);
    const app = await benchApp(database);
    try {
      const { get } = await signedIn(app);
      const { big } = data;
      const filtered = `state[]=PENDING&client=${big.client}&campaign=${big.id}&sort=recruited_date&order=desc&limit=${PAGE}`;
      // The cursor at row DEPTH of the filtered list, walked once with pages of 1000.
      const walked = performance.now();
      let cursor = null;
      for (let seen = 0; seen < DEPTH; seen += 1000) {
        const walk = `state[]=PENDING&client=${big.client}&campaign=${big.id}&sort=recruited_date&order=desc&limit=1000`;
        const page = await get(
          `/api/donations?${walk}${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`,
        );
        if (page.next_cursor === null) break;
        cursor = page.next_cursor;
      }
      // A cursor is bound to its list's limit-free view, so it continues with pages of 50 too.
      const walkSeconds = (performance.now() - walked) / 1000;
      const iban = 'NL42BANK0000123456';
      // Three donors with this IBAN, sealed and indexed by the real codec.
      const sealed = sealDonationPersonal(app, { iban });
      await database.db.execute(
        sql`update donations set iban = ${sealed.iban}, iban_index = ${sealed.ibanIndex} where id in (select id from donations order by id limit 3)`,
      );
      const cases = [
        [`first page of ${PAGE}: state + client + campaign, recruited date desc`, filtered],
        [`the same at cursor depth ${DEPTH}`, `${filtered}&cursor=${encodeURIComponent(cursor)}`],
        [
          `text filter surname "de vries" (first page of ${PAGE})`,
          `surname=de%20vries&limit=${PAGE}`,
        ],
        [`text filter surname "jansen 12" (first page)`, `surname=jansen%2012&limit=${PAGE}`],
      ];
      const results = [];
      for (const [label, search] of cases) {
        const route = await timed(
          async () => (await get(`/api/donations?${search}`)).results.length,
        );
        const alone = await timed(async () => {
          const page = await listDonations(
            database.db,
            prepareList(donationListSource, rawQuery(search)),
          );
          return page.results.length;
        });
        results.push({ label, route, alone });
      }
      const dupRoute = await timed(
        async () => (await get(`/api/donations/duplicates?iban=${iban}`)).results.length,
      );
      // What the route runs: the blind-index lookup, then the matches with their names.
      const dupAlone = await timed(
        async () => (await findDuplicates(database.db, { iban })).length,
      );
      results.push({
        label: 'duplicate lookup by IBAN (3 matches)',
        route: dupRoute,
        alone: dupAlone,
      });
      // The floor under every route: the session lookup, access check, serialisation and inject
      // (GET /api/user runs no SQL of its own); what a route adds to its SQL is about this.
      const floor = await timed(async () => ((await get('/api/user')).email ? 1 : 0));
      results.push({ label: 'floor: GET /api/user (session only)', route: floor, alone: null });
      return { kind, data, walkSeconds, results };
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
  }
}

const only = process.env.BENCH_ONLY;
const kinds = ['pglite', ...(serverUrl === undefined ? [] : ['postgres'])].filter(
  (kind) => only === undefined || only === kind,
);
console.info(
  `Donations benchmark: ${ROWS.toLocaleString('en')} donations, ${REPS} repetitions per figure ` +
    `(after 10 warm-up calls). "route" is GET through inject (access, validation, SQL, ` +
    `serialisation); "SQL" is the repository call alone (the page's rows + count, or the IBAN ` +
    `lookup) on the same connection. Node ${process.version}.`,
);
for (const kind of kinds) {
  const { data, walkSeconds, results } = await run(kind);
  console.info(
    `\n${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL server'} — generated in ` +
      `${data.seconds.toFixed(1)} s (insert ${data.insertSeconds.toFixed(1)} s, indexes ` +
      `${data.indexSeconds.toFixed(1)} s); walked to row ${DEPTH} in pages of 1000 in ` +
      `${walkSeconds.toFixed(1)} s`,
  );
  const width = Math.max(...results.map((r) => r.label.length));
  console.info(
    `${'case'.padEnd(width)}   rows  route p50  route p99    SQL p50    SQL p99  p99 ratio`,
  );
  const ms = (value) => value.toFixed(2).padStart(9);
  for (const r of results) {
    const alone =
      r.alone === null
        ? `${'—'.padStart(9)}  ${'—'.padStart(9)}  ${'—'.padStart(9)}`
        : `${ms(r.alone.p50)}  ${ms(r.alone.p99)}  ${(r.route.p99 / r.alone.p99).toFixed(2).padStart(8)}×`;
    console.info(
      `${r.label.padEnd(width)}  ${String(r.route.rows).padStart(5)}  ${ms(r.route.p50)}  ${ms(r.route.p99)}  ${alone}`,
    );
  }
}
