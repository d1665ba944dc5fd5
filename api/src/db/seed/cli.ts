/**
 * `pnpm seed [flags]` (see `--help`): migrates the configured database and fills it with a
 * generated data set; prints progress, the time, the peak memory and, with `--hash`, a digest.
 */
import { ConfigError, loadConfig } from '../../config';
import { loadDeployments } from '../../modules/platform/deployments';
import { keySourceMessage, resolvePersonalDataCodec } from '../../modules/personal-data/keys';
import { sealPlainPersonalData } from '../../modules/personal-data/reseal';
import { migrateDatabase, openDatabase } from '../client';
import { parseSeedArgs, SEED_HELP, SeedArgsError, type SeedOptions } from './options';
import { contentHash } from './repo';
import { seedDatabase, SeedRefusedError, type SeedProgress } from './run';

const PROGRESS_EVERY_MS = 2000;
const mb = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;

function formatProgress(progress: SeedProgress, total: number): string {
  const { written } = progress;
  const seconds = progress.elapsedMs / 1000;
  const parts = [
    `${progress.phase.padEnd(9)}`,
    `${written.employees} people`,
    `${written.shifts} shifts`,
    `${written.donations}/${total} donations`,
    `${written.callLogs} calls`,
    `${seconds.toFixed(1)} s`,
    `rss ${mb(process.memoryUsage.rss())}`,
  ];
  return parts.join(' · ');
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof SeedArgsError) {
      console.error(`${error.message}\n\n${SEED_HELP}`);
      return 2;
    }
    throw error;
  }
  if (args.help) {
    console.info(SEED_HELP);
    return 0;
  }
  const config = loadConfig();
  const site = loadDeployments(config.deploymentsFile).forHost(args.site);
  const resolved = resolvePersonalDataCodec(config);
  const keyMessage = keySourceMessage(resolved);
  if (keyMessage !== undefined) console.info(keyMessage);
  const options: SeedOptions = {
    ...args.options,
    variant: args.variant ?? site.stateVariant,
    branches: site.hq,
    personalData: resolved.codec,
  };

  const opened = Date.now();
  const database = await openDatabase(
    config.database.url === undefined
      ? { dataDir: config.database.dataDir }
      : { url: config.database.url, poolMax: 2 },
  );
  try {
    await migrateDatabase(database);
    await sealPlainPersonalData(database.db, resolved.codec);
    const where =
      database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
    console.info(
      `Seeding ${where} (opened and migrated in ${Date.now() - opened} ms): seed ${options.seed}, ` +
        `today ${options.today}, ${options.variant} variant, branches ${options.branches.active.join(', ')}`,
    );
    let lastPrint = 0;
    const result = await seedDatabase(database, options, (progress) => {
      if (progress.phase !== 'done' && progress.elapsedMs - lastPrint < PROGRESS_EVERY_MS) return;
      lastPrint = progress.elapsedMs;
      console.info(formatProgress(progress, options.sizes.donations));
    });
    const w = result.written;
    console.info(
      [
        `Seeded generation ${result.generation} in ${(result.elapsedMs / 1000).toFixed(1)} s ` +
          `(${result.method}, batches of ${result.batchSize}):`,
        `  ${w.clients} clients, ${w.campaigns} campaigns (${w.campaignInputFields} input fields, ` +
          `${w.campaignThemeSettings} theme settings), ${w.exportLayouts} export layouts ` +
          `(${w.exportLayoutFields} fields), ${w.settings} notification templates added`,
        `  ${w.employees} employees and applicants, ${w.transitions} transitions, ` +
          `${w.notifications} notifications`,
        `  ${w.shifts} shifts with ${w.checks} checks` +
          (result.shiftsSkipped > 0
            ? ` (${result.shiftsSkipped} without anyone to work them)`
            : ''),
        `  ${w.donations} donations, ${w.callLogs} call logs`,
        `  demo accounts: ${result.demoAccountsAdded.length} added, ${result.demoAccountsKept.length} already there`,
        `  peak RSS ${mb(process.resourceUsage().maxRSS * 1024)}`,
      ].join('\n'),
    );
    if (args.hash) {
      const client = await database.pool.connect();
      try {
        console.info(`  content hash ${await contentHash(client)}`);
      } finally {
        client.release();
      }
    }
    return 0;
  } catch (error) {
    if (error instanceof SeedRefusedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error('Seeding failed:', error);
    process.exitCode = 1;
  },
);
