// Import benchmark (prints figures; not a test): the preview (`action=check`) of an import of
// changes through the real route with `inject` — multipart upload spooled to disk, csv decoded
// and parsed as a stream, every cell checked by its field's rule, donors looked up in chunks —
// on embedded PGlite and, when DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, on a
// database created there for the run and dropped afterwards. Prints rows/s (target ≥ 50,000) and
// the peak RSS over the RSS before the call (sampled every 10 ms).
//
//   pnpm --filter @veldwerk/api bench:import                    PGlite only
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @veldwerk/api bench:import
//   BENCH_IMPORT_ROWS=100000 BENCH_REPS=3 BENCH_DB_NAME=veldwerk_bench_import  (defaults)
//   BENCH_ONLY=postgres   skip PGlite (or BENCH_ONLY=pglite)
//   BENCH_IMPORT_ACTION=import BENCH_REPS=1   the real import instead of the preview
//
// Data: one client and campaign with ROWS donors (reference numbers T1…); the file has ROWS
// lines of reference_number, state, reject_comment, amount, stop_date, comment, of which 5 %
// name no donor, with the amounts and comments changing for the rest.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openBenchDatabase, benchApp, signedIn, insertBenchAdmin } from './bench-support.mjs';
import { migrateDatabase } from '../src/db/client.ts';
import { importBody } from '../src/modules/imports/fixtures.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const REPS = Number(process.env.BENCH_REPS ?? 3);
/** `import` measures the real import instead of the preview (with BENCH_REPS=1: it changes the donors). */
const ACTION = process.env.BENCH_IMPORT_ACTION ?? 'check';
const DB_NAME = process.env.BENCH_DB_NAME ?? 'veldwerk_bench_import';
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const MB = 1024 * 1024;

async function generate(db) {
  await insertBenchAdmin(db);
  await db.execute(sql`insert into clients (name) values ('Stichting Import')`);
  await db.execute(
    sql`insert into campaigns (client_id, name) select id, 'Import' from clients limit 1`,
  );
  const started = performance.now();
  await db.execute(sql`
    insert into donations (reference_number, state, client_id, campaign_id, amount, comment)
    select 'T' || g, 'PENDING', c.client_id, c.id, 1000, 'voor'
    from generate_series(1, ${ROWS}) as g cross join (select id, client_id from campaigns limit 1) c`);
  return (performance.now() - started) / 1000;
}

function csvFile() {
  const lines = ['reference_number,state,reject_comment,amount,stop_date,comment'];
  for (let n = 1; n <= ROWS; n++) {
    // 5 % unknown reference numbers; the rest change amount and comment.
    const reference = n % 20 === 0 ? `T${ROWS + n}` : `T${n}`;
    lines.push(`${reference},PENDING,,"${(n % 200) + 1},50",31/12/2027,Gewijzigd ${n % 7}`);
  }
  return Buffer.from(lines.join('\n') + '\n');
}

/** Runs `call` while sampling RSS; answers its result, seconds and peak RSS over the start. */
async function measured(call) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  try {
    const result = await call();
    return { result, seconds: (performance.now() - started) / 1000, before, peak };
  } finally {
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
  }
}

async function run(kind) {
  const { database, dispose } = await openBenchDatabase(kind, serverUrl, DB_NAME);
  try {
    await migrateDatabase(database);
    const insertSeconds = await generate(database.db);
    const app = await benchApp(database, {
      IMPORT_MAX_ROWS: String(Math.max(ROWS, 200_000)),
      IMPORT_MAX_BYTES: String(Math.max(64 * MB, ROWS * 100)),
    });
    try {
      const { headers } = await signedIn(app);
      const file = csvFile();
      const preview = async () => {
        const body = importBody({ name: 'bench.csv', content: file }, { action: ACTION });
        const response = await app.inject({
          method: 'POST',
          url: '/api/update-donations',
          headers: { ...headers, ...body.headers },
          payload: body.payload,
        });
        if (response.statusCode !== 200) {
          throw new Error(`preview: ${response.statusCode} ${response.body.slice(0, 300)}`);
        }
        return response.json().results;
      };
      const runs = [];
      for (let rep = 0; rep < REPS; rep++) runs.push(await measured(preview));
      runs.sort((a, b) => a.seconds - b.seconds);
      const best = runs[0];
      const worstRss = Math.max(...runs.map((r) => r.peak - r.before));
      const { result } = best;
      console.info(
        `\n${kind}: ${ROWS.toLocaleString('en')} donors inserted in ${insertSeconds.toFixed(1)} s; ` +
          `file ${(file.length / MB).toFixed(1)} MB`,
      );
      console.info(
        `  ${ACTION === 'check' ? 'import preview' : 'real import'} of ${ROWS.toLocaleString('en')} csv rows: best of ${REPS} ` +
          `${best.seconds.toFixed(2)} s = ${Math.round(ROWS / best.seconds).toLocaleString('en')} rows/s` +
          `${ACTION === 'check' ? ' (target ≥ 50,000); ' : '; '}peak RSS +${(worstRss / MB).toFixed(0)} MB over ` +
          `${(best.before / MB).toFixed(0)} MB (all runs: ${runs.map((r) => r.seconds.toFixed(2)).join(', ')} s)`,
      );
      console.info(
        `  answer: total ${result.total}, changed ${result.changed}, unfound ${result.unfound.length}, ` +
          `errors ${result.errors.length + result.errors_truncated}`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
  }
}

const only = process.env.BENCH_ONLY;
if (only !== 'postgres') await run('pglite');
if (only !== 'pglite' && serverUrl) await run('postgres');
else if (only !== 'pglite')
  console.info('\n(postgres skipped: set TEST_DATABASE_URL to include it)');
