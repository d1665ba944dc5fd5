// Personal-data benchmark (issue 11; prints figures, not a test): a 50-row donation list page
// and an exact IBAN search on a seeded database, as the lists answer them — before the change
// (plain columns) and after it (sealed values opened and masked per row, the blind index).
//
//   DATA_DIR=/tmp/seeded pnpm --filter @veldwerk/api bench:personal-data          PGlite folder
//   DATABASE_URL=postgres://…/db DATA_DIR=/tmp/keys pnpm --filter @veldwerk/api bench:personal-data
//
// Seed first (`pnpm seed --donations 1000000`). The database is opened as it is: no migration
// runs, so the same script measures a database from before migration 0010. After it, the keys
// come from the configuration as the api resolves them (development: the data folder's key file).
// Measured (p50/p99 over BENCH_REPS, after a warm-up): the first page and a keyset page ~10 000
// rows deep, newest first; the search by IBAN of a donor that exists, with its query plan.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { resolvePersonalDataCodec } from '../src/modules/personal-data/keys.ts';
import { presentPersonal } from '../src/modules/personal-data/present.ts';

const REPS = Number(process.env.BENCH_REPS ?? 200);
const PAGE = 50;
const config = loadConfig();

function percentile(sorted, p) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

async function measure(label, call) {
  for (let i = 0; i < Math.min(10, REPS); i++) await call();
  const times = [];
  let rows = 0;
  for (let i = 0; i < REPS; i++) {
    const started = performance.now();
    rows = await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { label, rows, p50: percentile(times, 50), p99: percentile(times, 99) };
}

const database = await openDatabase(
  config.database.url === undefined
    ? { dataDir: config.database.dataDir }
    : { url: config.database.url, poolMax: 2 },
);
const { db } = database;
try {
  const columns = await db.execute(
    sql`select 1 from information_schema.columns where table_name = 'donations' and column_name = 'iban_index'`,
  );
  const sealed = columns.rows.length > 0;
  const codec = sealed ? resolvePersonalDataCodec(config).codec : undefined;
  const [{ n }] = (await db.execute(sql`select count(*)::int as n from donations`)).rows;
  const where =
    config.database.url === undefined ? `PGlite ${config.database.dataDir}` : 'PostgreSQL';
  console.info(
    `${where}: ${n} donations, ${sealed ? 'after (sealed)' : 'before (plain)'}, ${REPS} reps`,
  );

  const list = (cursor) => sql`
    select id, state, reference_number, firstname, surname, postal_code, place, amount, period,
           iban, bic, creation_date, recruited_date
    from donations ${cursor === null ? sql`` : sql`where (creation_date, id) < (${cursor.creation_date}, ${cursor.id})`}
    order by creation_date desc, id desc limit ${PAGE}`;
  // What the api does with each row: open and mask for a reader (manager), full for an editor.
  const present = (rows, roles) =>
    rows.map((row) => ({
      ...row,
      iban:
        codec === undefined
          ? row.iban
          : presentPersonal(roles, `donations/${row.id}`, row.iban, 'iban', codec),
    }));
  const deep = (
    await db.execute(
      sql`select creation_date, id from donations order by creation_date desc, id desc offset 10000 limit 1`,
    )
  ).rows[0];

  const results = [];
  for (const [label, roles] of [
    ['first page, manager (masked)', ['ROLE_MANAGER']],
    ['first page, administration (full)', ['ROLE_ADMINISTRATION']],
  ]) {
    results.push(
      await measure(label, async () => present((await db.execute(list(null))).rows, roles).length),
    );
  }
  results.push(
    await measure(
      'keyset page 10 000 deep, manager',
      async () => present((await db.execute(list(deep))).rows, ['ROLE_MANAGER']).length,
    ),
  );

  // Exact search by IBAN: a donor's IBAN as the caller types it.
  const sample = (
    await db.execute(
      sql`select iban from donations where iban is not null order by id desc limit 1 offset 5000`,
    )
  ).rows[0].iban;
  const plain = codec === undefined ? sample : codec.open(sample);
  const search = () =>
    codec === undefined
      ? sql`select id from donations where iban = ${plain} order by id limit 50`
      : sql`select id from donations where iban_index = ${codec.index('iban', plain)} order by id limit 50`;
  results.push(
    await measure('exact search by IBAN', async () => (await db.execute(search())).rows.length),
  );
  const plan = await db.execute(sql`explain ${search()}`);

  for (const r of results) {
    console.info(
      `${r.label.padEnd(36)} rows ${String(r.rows).padStart(3)}  p50 ${r.p50.toFixed(2).padStart(8)} ms  p99 ${r.p99.toFixed(2).padStart(8)} ms`,
    );
  }
  console.info('plan of the search:\n  ' + plan.rows.map((row) => row['QUERY PLAN']).join('\n  '));
} finally {
  await database.close();
}
