/**
 * `pnpm --filter @veldwerk/api rotate-keys`: re-encrypts every IBAN and BSN (those an import batch
 * keeps for its rollback too) under the first key of `DATA_KEYS` (and recomputes the blind
 * indexes under `DATA_INDEX_KEY`), in batches of `--batch-size` rows (default 2000), each
 * committed on its own: stop it at any time and run it again to continue. Prints the values per key id before and after; when only the first key is
 * left, the older ones can be removed from `DATA_KEYS`. Run it with the api stopped on PGlite
 * (the data folder is locked); on PostgreSQL the api may keep running.
 */
import { ConfigError, loadConfig } from '../../config';
import { migrateDatabase, openDatabase } from '../../db/client';
import { resolvePersonalDataCodec } from './keys';
import { countByKey, resealPersonalData, sealPlainPersonalData } from './reseal';

async function main(): Promise<number> {
  const sizeArg = process.argv.indexOf('--batch-size');
  const batchSize = sizeArg === -1 ? undefined : Number(process.argv[sizeArg + 1]);
  if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0)) {
    console.error('--batch-size needs a positive whole number.');
    return 2;
  }
  const config = loadConfig();
  const { codec } = resolvePersonalDataCodec(config);
  const database = await openDatabase(
    config.database.url === undefined
      ? { dataDir: config.database.dataDir }
      : { url: config.database.url, poolMax: 2 },
  );
  try {
    await migrateDatabase(database);
    await sealPlainPersonalData(database.db, codec);
    console.info(`Values per key before: ${JSON.stringify(await countByKey(database.db))}`);
    console.info(`Re-encrypting under key "${codec.currentKeyId}"…`);
    let last = 0;
    const report = await resealPersonalData(database.db, codec, 'rotate', {
      ...(batchSize === undefined ? {} : { batchSize }),
      onBatch: (label, done) => {
        if (Date.now() - last < 2000) return;
        last = Date.now();
        console.info(`  ${label}: ${done}`);
      },
    });
    console.info(
      `Done in ${(report.elapsedMs / 1000).toFixed(1)} s: ${JSON.stringify(report.changed)}`,
    );
    const after = await countByKey(database.db);
    console.info(`Values per key after: ${JSON.stringify(after)}`);
    const old = Object.keys(after).filter((id) => id !== codec.currentKeyId);
    console.info(
      old.length === 0
        ? `Every value is under "${codec.currentKeyId}": the other keys can be removed from DATA_KEYS.`
        : `Still under older keys: ${old.join(', ')} (run again).`,
    );
    return old.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
