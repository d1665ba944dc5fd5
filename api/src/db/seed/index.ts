/**
 * Seeding entry points. `seedDemoIfEmpty` is the first start of `pnpm start`: the demo accounts
 * plus a small coherent data set. `seedIfEmpty` adds only the demo accounts (the test harness's
 * template database). `seedDatabase` (run.ts) is the generator behind `pnpm seed`.
 */
import type { Config } from '../../config';
import type { PersonalDataCodec } from '../../modules/personal-data/codec';
import { resolvePersonalDataCodec } from '../../modules/personal-data/keys';
import { loadDeployments } from '../../modules/platform/deployments';
import { countEmployees, insertEmployees } from '../../modules/employees/repo';
import type { Database, Db } from '../client';
import { DEMO_ACCOUNTS } from './accounts';
import { demoAccountUuid } from './ids';
import { DEMO_SIZES, defaultSeedOptions } from './options';
import { demoAccountRow } from './people';
import { seedDatabase, type SeedResult } from './run';

export { seedDatabase, SeedRefusedError, type SeedResult } from './run';

/** Inserts the demo accounts when there are no employees yet. Returns how many were added. */
export async function seedIfEmpty(db: Db): Promise<number> {
  if ((await countEmployees(db)) > 0) return 0;
  const rows = await insertEmployees(
    db,
    DEMO_ACCOUNTS.map((account, index) => {
      // The database sets the creation time; everything else as the generator writes them.
      const {
        createdAt: _createdAt,
        updatedAt: _updatedAt,
        ...row
      } = demoAccountRow(account, demoAccountUuid(index), new Date(0));
      return row;
    }),
  );
  return rows.length;
}

/**
 * First start: when there are no employees, seeds the demo accounts and the small demo set
 * (`DEMO_SIZES`, seed 1, today) for the default deployment's variant and branches. Returns the
 * run's result, or undefined when the database had employees.
 */
export async function seedDemoIfEmpty(
  database: Database,
  config: Config,
  personalData: PersonalDataCodec = resolvePersonalDataCodec(config).codec,
): Promise<SeedResult | undefined> {
  if ((await countEmployees(database.db)) > 0) return undefined;
  const site = loadDeployments(config.deploymentsFile).forHost(undefined);
  return seedDatabase(
    database,
    defaultSeedOptions({
      sizes: DEMO_SIZES,
      variant: site.stateVariant,
      branches: site.hq,
      personalData,
      // Only runs without employees; anything else that is there keeps its ids.
      append: true,
    }),
  );
}
