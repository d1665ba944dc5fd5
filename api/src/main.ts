/**
 * Starts the api: configuration, database (opened, migrated, seeded when empty), the app, and a
 * graceful shutdown on SIGINT/SIGTERM that closes the server, the pool and the embedded database.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { migrateDatabase, openDatabase, type Database } from './db/client';
import { DEMO_ACCOUNTS, FIRST_VISIT_ACCOUNT } from './db/seed/accounts';
import { seedDemoIfEmpty, type SeedResult } from './db/seed';
import { keySourceMessage, resolvePersonalDataCodec } from './modules/personal-data/keys';
import { sealPlainPersonalData } from './modules/personal-data/reseal';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const started = Date.now();
  const keys = resolvePersonalDataCodec(config);
  const keyMessage = keySourceMessage(keys);
  if (keyMessage !== undefined) console.info(keyMessage);

  const database: Database = await openDatabase(
    config.database.url === undefined
      ? { dataDir: config.database.dataDir }
      : { url: config.database.url },
  );
  let seeded: SeedResult | undefined;
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    await migrateDatabase(database);
    // A database from before migration 0010 holds plain IBANs and BSNs: sealed here, once.
    const sealedNow = await sealPlainPersonalData(database.db, keys.codec);
    if (sealedNow !== undefined) {
      console.info(
        `Encrypted the plain IBAN and BSN values in ${sealedNow.elapsedMs} ms: ` +
          JSON.stringify(sealedNow.changed),
      );
    }
    if (config.seedOnStart) seeded = await seedDemoIfEmpty(database, config, keys.codec);
    app = await buildApp({ config, database, personalData: keys.codec });
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => {
      console.error('Shutdown took longer than 10 s; exiting.');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error('Error during shutdown:', error);
      process.exit(1);
    }
  };
  // `on`, not `once`: a second signal (a terminal's Ctrl-C reaches both `pnpm start` and us,
  // which forwards it) must not kill the process halfway through closing the database.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }

  const where =
    config.database.url === undefined ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  const first = DEMO_ACCOUNTS.find((account) => account.email === FIRST_VISIT_ACCOUNT);
  console.info(
    [
      '',
      `Veldwerk is running at ${config.publicUrl} (database: ${where}; ready in ${Date.now() - started} ms)`,
      seeded === undefined
        ? undefined
        : `Seeded the demo data set in ${seeded.elapsedMs} ms (the demo accounts, ` +
          `${seeded.written.employees - seeded.demoAccountsAdded.length} people, ` +
          `${seeded.written.donations} donations, ${seeded.written.shifts} shifts; pnpm seed makes more).`,
      config.devIdentityProvider && first !== undefined
        ? `Sign in with the development identity provider as ${first.email} (${first.fullName}, every area); ` +
          'each role has its own <role>@veldwerk.test account.'
        : undefined,
      '',
    ]
      .filter((line) => line !== undefined)
      .join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error('Veldwerk api failed to start:', error);
  process.exit(1);
});
