// Exports benchmark (prints figures; not a test): one campaign's donors exported through the real
// routes over HTTP (a listening server; the client reads the stream and throws the bytes away, so
// nothing but the server holds them), next to PostgreSQL's own `COPY (same query) TO STDOUT CSV`
// in the same run; csv, xlsx and ods previews (the csv also without its IBAN column: what
// opening one seal per donor costs), then a real csv export (marks + stored batch);
// the peak RSS of the process during each, over the RSS when idle before it, and the CPU time
// of this process (server and reading client; on PGlite the database too) — steadier than the
// wall clock on a busy machine. On embedded PGlite
// and — when DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server — on a database created
// there for the run and dropped afterwards.
//
//   pnpm --filter @veldwerk/api bench:exports                          PGlite only
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @veldwerk/api bench:exports
//   BENCH_DONATIONS=1000000 BENCH_DB_NAME=veldwerk_bench_exports   (defaults)
//   BENCH_ONLY=postgres   skip PGlite (or BENCH_ONLY=pglite)
//   BENCH_FORMATS=csv,xlsx,ods,real   which cases (default these; real-xlsx,real-ods also exist)
//   BENCH_PGLITE_DIR=/tmp/bench-pglite   PGlite on disk there (as the product runs), not in memory
//
// The import preview of a 100,000-row csv (issue 17, part B) belongs to the import module: add
// its case to `EXTRA_CASES` below (a function (ctx) → {label, rows, seconds, peakMb}).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { openBenchDatabase, benchApp, signedIn, insertBenchAdmin } from './bench-support.mjs';
import { migrateDatabase } from '../src/db/client.ts';
import { exportRowPages } from '../src/modules/exports/repo.ts';

const ROWS = Number(process.env.BENCH_DONATIONS ?? 1_000_000);
const DB_NAME = process.env.BENCH_DB_NAME ?? 'veldwerk_bench_exports';
const FORMATS = (process.env.BENCH_FORMATS ?? 'csv,xlsx,ods,real').split(',');
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
/** Cases another module adds (see the top of this file). */
export const EXTRA_CASES = [];

const LAYOUT_FIELDS = [
  ['Referentie', 'reference_number'],
  ['Status', 'state'],
  ['Voorletters', 'initials'],
  ['Voornaam', 'firstname'],
  ['Achternaam', 'surname'],
  ['Postcode', 'postal_code'],
  ['Huisnummer', 'house_number'],
  ['Plaats', 'place'],
  ['Land', 'country'],
  ['Mobiel', 'mobile'],
  ['E-mail', 'email'],
  ['Bedrag', 'amount'],
  ['IBAN', 'iban'],
  ['Periode', 'period'],
  ['Startdatum', 'start_date'],
  ['Wervingsdatum', 'recruited_date'],
  ['Werver', 'recruiter_employee_code'],
];

async function generate(database, sealedIban) {
  const { db } = database;
  await insertBenchAdmin(db);
  const started = performance.now();
  const [client] = (
    await db.execute(sql`insert into clients (name) values ('Stichting Export') returning id`)
  ).rows;
  const [campaign] = (
    await db.execute(
      sql`insert into campaigns (client_id, name) values (${client.id}, 'Straat') returning id`,
    )
  ).rows;
  await db.execute(sql`
    insert into donations (
      reference_number, state, client_id, campaign_id, period, start_date, initials, firstname,
      surname, postal_code, house_number, place, country, mobile, email, amount, iban,
      recruiter_employee_code, recruited_date, creation_date, extra_fields)
    select 'T' || g, 'APPROVED', ${client.id}, ${campaign.id}, 'M', date '2026-01-01' + (g % 300),
      'J.', 'Jan', 'Jansen ' || (g % 500), lpad((1000 + g % 9000)::text, 4, '0') || 'AB',
      (1 + g % 200)::text, 'Utrecht', 'NL', '06' || lpad((g % 100000000)::text, 8, '0'),
      'donor' || g || '@voorbeeld.nl', 500 + (g % 40) * 100, ${sealedIban},
      lpad((100000 + g % 3000)::text, 6, '0'),
      timestamptz '2026-06-01 12:00:00+00' - (g % 1460) * interval '1 day',
      timestamptz '2026-06-01 12:00:00+00' - (g % 1460) * interval '1 day', '{}'::jsonb
    from generate_series(1, ${ROWS}) as g`);
  await db.execute(sql`vacuum analyze donations`);
  return {
    clientId: Number(client.id),
    campaignId: Number(campaign.id),
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * Runs `work` while sampling RSS every 20 ms: seconds, and the peak over the RSS before (after a
 * full GC: `bench:exports` runs node with --expose-gc, so a case starts from live memory, not
 * from what V8 had not collected of the case before). `work`
 * gets `split()`: called when the answer starts, it records the time and peak so far (`until`).
 */
async function measured(work) {
  if (global.gc) global.gc();
  const before = process.memoryUsage();
  const idle = before.rss;
  let peak = idle;
  /** What the RSS held at its peak: V8's heap and the buffers outside it, over before. */
  let atPeak = before;
  const sample = () => {
    const now = process.memoryUsage();
    if (now.rss > peak) {
      peak = now.rss;
      atPeak = now;
    }
  };
  const timer = setInterval(sample, 20);
  const started = performance.now();
  const cpu = process.cpuUsage();
  let until;
  const split = () => {
    sample();
    until = { seconds: (performance.now() - started) / 1000, peakMb: (peak - idle) / 2 ** 20 };
  };
  try {
    const result = await work(split);
    sample();
    const used = process.cpuUsage(cpu);
    return {
      ...result,
      cpuSeconds: (used.user + used.system) / 1e6,
      seconds: (performance.now() - started) / 1000,
      idleMb: idle / 2 ** 20,
      peakMb: (peak - idle) / 2 ** 20,
      peakHeapMb: (atPeak.heapTotal - before.heapTotal) / 2 ** 20,
      peakExternalMb: (atPeak.external - before.external) / 2 ** 20,
      until,
    };
  } finally {
    clearInterval(timer);
  }
}

/** Fetches `url` and reads the body to its end without keeping it: bytes read. */
async function drain(url, init, onAnswer = () => {}) {
  const response = await fetch(url, init);
  onAnswer();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
  }
  return { bytes };
}

/** `COPY (…) TO STDOUT CSV` of the same donors and columns, read to the end: bytes read. */
async function copyCsv(connection, campaignId) {
  const columns = LAYOUT_FIELDS.map(([, field]) => field).join(', ');
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const stream = client.query(
      copyStreams.to(
        `COPY (SELECT ${columns} FROM donations WHERE campaign_id = ${campaignId} ORDER BY id) TO STDOUT WITH (FORMAT csv, HEADER true, DELIMITER ';')`,
      ),
    );
    let bytes = 0;
    for await (const chunk of stream) bytes += chunk.length;
    return { bytes };
  } finally {
    await client.end();
  }
}

async function run(kind) {
  const { database, dispose } = await openBenchDatabase(kind, serverUrl, DB_NAME);
  try {
    await migrateDatabase(database);
    const app = await benchApp(database);
    try {
      const sealed = app.personalData.seal('iban', 'NL91ABNA0417164300').value;
      const data = await generate(database, sealed);
      const { headers } = await signedIn(app);
      const layouts = {};
      for (const type of ['csv', 'csv-no-iban', 'xlsx', 'ods']) {
        const fileType = type === 'csv-no-iban' ? 'csv' : type;
        const fields = LAYOUT_FIELDS.filter(
          ([, field]) => type !== 'csv-no-iban' || field !== 'iban',
        );
        const response = await app.inject({
          method: 'POST',
          url: '/api/exports/layouts',
          headers,
          payload: {
            export_layout: {
              campaign: data.campaignId,
              name: `Bench ${type}`,
              file_type: fileType,
              add_title_row: true,
              layout_body: fields.map(([col_name, source_field]) => ({
                col_name,
                source_field,
              })),
              ...(fileType === 'csv'
                ? { field_delimiter: ';', field_enclosure: '"', line_ending: 'CR-LF' }
                : {}),
            },
          },
        });
        if (response.statusCode !== 201) throw new Error(`layout: ${response.body}`);
        layouts[type] = response.json().id;
      }
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const exportUrl = (type) =>
        `${address}/api/export-donations?client=${data.clientId}&campaign=${data.campaignId}&layout=${layouts[type]}`;
      const connection =
        kind === 'postgres'
          ? { connectionString: new URL(`/${DB_NAME}`, serverUrl).href }
          : {
              host: database.pool.options.host,
              port: database.pool.options.port,
              user: 'postgres',
              database: 'postgres',
            };
      const results = [];
      if (FORMATS.includes('csv')) {
        results.push({
          label: 'keyset pages alone (same cells, no file)',
          ...(await measured(async () => {
            const fields = LAYOUT_FIELDS.map(([col_name, source_field]) => ({
              col_name,
              source_field,
            }));
            for await (const page of exportRowPages(
              database.db,
              sql`campaign_id = ${data.campaignId}`,
              fields,
            ))
              void page;
            return { bytes: 0 };
          })),
        });
        results.push({
          label: 'csv export (preview route)',
          ...(await measured(() => drain(exportUrl('csv'), { headers }))),
        });
        // The same without the IBAN column: what opening one seal per donor costs.
        results.push({
          label: 'csv export without the IBAN column (preview route)',
          ...(await measured(() => drain(exportUrl('csv-no-iban'), { headers }))),
        });
      }
      for (const type of ['xlsx', 'ods']) {
        if (!FORMATS.includes(type)) continue;
        results.push({
          label: `${type} export (preview route)`,
          ...(await measured(() => drain(exportUrl(type), { headers }))),
        });
      }
      if (FORMATS.includes('csv')) {
        // Measured after the previews, shown first: on PGlite this fast read grows the embedded
        // database's memory by ~200 MB (never given back), which would hide their own peaks; and
        // before the real exports, whose marks leave a million dead rows for it to read.
        let copy;
        try {
          // PGlite runs one connection at a time: the pool's connection waits meanwhile.
          copy = await measured(() => copyCsv(connection, data.campaignId));
        } catch (error) {
          copy = { error: error instanceof Error ? error.message : String(error) };
        }
        results.unshift({ label: 'COPY (same query) TO STDOUT CSV', ...copy });
      }
      if (FORMATS.includes('real')) {
        results.push({
          label: 'csv real export (marks + batch, then the stored file)',
          ...(await measured((split) =>
            drain(
              `${exportUrl('csv')}&file_checked=1&mark_exported=1`,
              { method: 'POST', headers },
              split,
            ),
          )),
        });
      }
      // Real xlsx and ods exports (COPY FOR UPDATE in pages, like csv): each after the marks of
      // the one before are taken back, outside the measurement.
      for (const type of ['xlsx', 'ods']) {
        if (!FORMATS.includes(`real-${type}`)) continue;
        await database.db.execute(sql`update donations set last_export_date = null`);
        await database.db.execute(sql`vacuum analyze donations`);
        results.push({
          label: `${type} real export (marks + batch, then the stored file)`,
          ...(await measured((split) =>
            drain(
              `${exportUrl(type)}&file_checked=1&mark_exported=1`,
              { method: 'POST', headers },
              split,
            ),
          )),
        });
      }
      for (const extra of EXTRA_CASES) results.push(await extra({ app, database, headers }));
      return { kind, data, results };
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
  `Exports benchmark: ${ROWS.toLocaleString('en')} donors of one campaign, ${LAYOUT_FIELDS.length} ` +
    `columns. Routes over HTTP on a listening server, the body read and discarded by a client ` +
    `in the same process; "peak" is the process's RSS above its RSS just before the case ` +
    `(sampled every 20 ms). Node ${process.version}.`,
);
for (const kind of kinds) {
  const { data, results } = await run(kind);
  console.info(
    `\n${kind === 'pglite' ? 'PGlite (embedded, over pglite-socket)' : 'PostgreSQL server'} — ` +
      `generated in ${data.seconds.toFixed(1)} s`,
  );
  const width = Math.max(...results.map((r) => r.label.length));
  console.info(
    `${'case'.padEnd(width)}  seconds     rows/s      MB/s   MB  peak MB  (heap  ext)  idle MB  node CPU s`,
  );
  const copy = results.find((r) => r.label.startsWith('COPY') && r.seconds !== undefined);
  for (const r of results) {
    if (r.error !== undefined) {
      console.info(`${r.label.padEnd(width)}  failed: ${r.error}`);
      continue;
    }
    const rows = r.rows ?? ROWS;
    const line =
      `${r.label.padEnd(width)}  ${r.seconds.toFixed(2).padStart(7)}  ` +
      `${Math.round(rows / r.seconds)
        .toLocaleString('en')
        .padStart(9)}  ${(r.bytes / 2 ** 20 / r.seconds).toFixed(1).padStart(8)}  ` +
      `${(r.bytes / 2 ** 20).toFixed(0).padStart(4)}  ${r.peakMb.toFixed(0).padStart(7)}  ` +
      `(${(r.peakHeapMb ?? 0).toFixed(0).padStart(4)} ${(r.peakExternalMb ?? 0).toFixed(0).padStart(4)})  ` +
      `${r.idleMb.toFixed(0).padStart(7)}  ${r.cpuSeconds.toFixed(2).padStart(10)}`;
    console.info(
      copy !== undefined && r.label.startsWith('csv export')
        ? `${line}   (${(copy.seconds / r.seconds).toFixed(2)}× COPY's throughput)`
        : line,
    );
    if (r.until !== undefined)
      console.info(
        `${'  of it until the answer starts'.padEnd(width)}  ${r.until.seconds.toFixed(2).padStart(7)}  ` +
          `${Math.round(rows / r.until.seconds)
            .toLocaleString('en')
            .padStart(
              9,
            )}  ${''.padStart(8)}  ${''.padStart(4)}  ${r.until.peakMb.toFixed(0).padStart(7)}`,
      );
  }
}
