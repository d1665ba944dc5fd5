/**
 * The figures behind the notification queue's design (api/src/modules/jobs/queue.ts): N jobs
 * drained by two workers, claim + complete only (no provider), on
 *   1. a table claimed with `FOR UPDATE SKIP LOCKED` on embedded PGlite (one connection),
 *   2. the same on PostgreSQL (two pools, as two api processes),
 *   3. pg-boss on PostgreSQL, when `PG_BOSS_PATH` points at an installed pg-boss (not a
 *      dependency of the project; `npm i pg-boss` in a scratch folder). pg-boss cannot run on
 *      PGlite: it needs a `pg` connection pool and its own schema.
 *
 *   node scripts/bench-queue.mjs                       # PGlite only
 *   BENCH_DATABASE_URL=postgres://… PG_BOSS_PATH=/tmp/x/node_modules/pg-boss/dist/index.js \
 *     node scripts/bench-queue.mjs
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const N = Number(process.env.BENCH_JOBS ?? 1000);
const BATCH = 10;

const setup = `
  drop table if exists bench_jobs;
  create table bench_jobs (
    id bigserial primary key, status text not null default 'pending', attempts int not null default 0,
    next_attempt_at timestamptz not null default now(), locked_until timestamptz, locked_by text);
  create index on bench_jobs (next_attempt_at, id) where status = 'pending';`;

const claim = `
  update bench_jobs set locked_by = $1, locked_until = now() + interval '2 minutes',
    attempts = attempts + 1
  where id in (select id from bench_jobs where status = 'pending' and next_attempt_at <= now()
    and (locked_until is null or locked_until < now())
    order by next_attempt_at, id limit ${BATCH} for update skip locked)
  returning id`;

async function drainTable(query, worker) {
  let done = 0;
  for (;;) {
    const { rows } = await query(claim, [worker]);
    if (rows.length === 0) return done;
    for (const row of rows) {
      await query(
        `update bench_jobs set status = 'sent', locked_until = null
        where id = $1 and locked_by = $2 and status = 'pending'`,
        [row.id, worker],
      );
      done += 1;
    }
  }
}

async function benchTable(name, queryA, queryB, exec) {
  await exec(setup);
  await exec(`insert into bench_jobs (next_attempt_at) select now() from generate_series(1, ${N})`);
  const started = performance.now();
  const [a, b] = await Promise.all([drainTable(queryA, 'A'), drainTable(queryB, 'B')]);
  const ms = performance.now() - started;
  const { rows } = await queryA(`select count(*)::int as n, sum(attempts)::int as claims
    from bench_jobs where status = 'sent'`);
  console.info(
    `${name}: ${N} jobs in ${ms.toFixed(0)} ms (${((N / ms) * 1000).toFixed(0)} jobs/s); ` +
      `worker A ${a}, B ${b}; sent ${rows[0].n}, claims ${rows[0].claims} (exactly once: ${rows[0].claims === N})`,
  );
  await exec('drop table bench_jobs');
}

const lite = new PGlite();
await benchTable(
  'table + SKIP LOCKED, PGlite',
  (text, params) => lite.query(text, params),
  (text, params) => lite.query(text, params),
  (text) => lite.exec(text),
);
await lite.close();

const url = process.env.BENCH_DATABASE_URL;
if (url !== undefined) {
  const poolA = new pg.Pool({ connectionString: url, max: 2 });
  const poolB = new pg.Pool({ connectionString: url, max: 2 });
  await benchTable(
    'table + SKIP LOCKED, PostgreSQL, two pools',
    (text, params) => poolA.query(text, params),
    (text, params) => poolB.query(text, params),
    (text) => poolA.query(text),
  );
  await poolA.end();
  await poolB.end();

  if (process.env.PG_BOSS_PATH !== undefined) {
    const { PgBoss } = await import(process.env.PG_BOSS_PATH);
    const bossA = new PgBoss({ connectionString: url, schema: 'bench_pgboss', max: 2 });
    const bossB = new PgBoss({ connectionString: url, schema: 'bench_pgboss', max: 2 });
    bossA.on('error', console.error);
    bossB.on('error', console.error);
    const startA = performance.now();
    await bossA.start();
    await bossB.start();
    const startup = performance.now() - startA;
    const queue = 'bench';
    await bossA.createQueue(queue);
    await bossA.insert(
      queue,
      Array.from({ length: N }, (_, i) => ({ data: { i } })),
    );
    const seen = new Map();
    const started = performance.now();
    const drain = async (boss) => {
      let done = 0;
      for (;;) {
        const jobs = await boss.fetch(queue, { batchSize: BATCH });
        if (jobs.length === 0) return done;
        for (const job of jobs) {
          seen.set(job.id, (seen.get(job.id) ?? 0) + 1);
          await boss.complete(queue, job.id);
          done += 1;
        }
      }
    };
    const [a, b] = await Promise.all([drain(bossA), drain(bossB)]);
    const ms = performance.now() - started;
    const once = [...seen.values()].every((n) => n === 1) && seen.size === N;
    console.info(
      `pg-boss on PostgreSQL: ${N} jobs in ${ms.toFixed(0)} ms ` +
        `(${((N / ms) * 1000).toFixed(0)} jobs/s); worker A ${a}, B ${b}; exactly once: ${once}; ` +
        `start (schema) ${startup.toFixed(0)} ms`,
    );
    await bossA.stop({ graceful: false });
    await bossB.stop({ graceful: false });
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query('drop schema if exists bench_pgboss cascade');
    await cleanup.end();
  }
}
