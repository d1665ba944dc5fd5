/** `pnpm seed`: migrates the configured database and adds the demo accounts when it has none. */
import { loadConfig } from '../../config';
import { migrateDatabase, openDatabase } from '../client';
import { seedIfEmpty } from './index';

const config = loadConfig();
const database = await openDatabase(
  config.database.url === undefined
    ? { dataDir: config.database.dataDir }
    : { url: config.database.url },
);
try {
  await migrateDatabase(database);
  const added = await seedIfEmpty(database.db);
  console.info(
    added > 0 ? `Added ${added} demo accounts.` : 'Employees exist already; nothing seeded.',
  );
} finally {
  await database.close();
}
