/**
 * What a seed run makes: sizes, the seed, the reference day, the deployment's state variant and
 * branches, and how it writes. `parseSeedArgs` reads the `pnpm seed` flags.
 */
import type { PersonalDataCodec } from '../../modules/personal-data/codec';
import { parseArgs } from 'node:util';
import { amsterdamDate, isIsoDate } from '@veldwerk/shared/validation';
import type { StateVariant } from '@veldwerk/shared/domain';
import type { WriteMethod } from './repo';

export interface SeedSizes {
  readonly clients: number;
  readonly campaigns: number;
  /** Export layouts (spread over the campaigns). */
  readonly layouts: number;
  /** Employees and applicants, besides the demo accounts. */
  readonly employees: number;
  readonly shifts: number;
  readonly donations: number;
}

/** `pnpm seed` without size flags. */
export const DEFAULT_SIZES: SeedSizes = {
  clients: 8,
  campaigns: 24,
  layouts: 36,
  employees: 2000,
  shifts: 3000,
  donations: 100_000,
};

/** The set `pnpm start` seeds on first start (and `pnpm seed --demo`): small, every screen filled. */
export const DEMO_SIZES: SeedSizes = {
  clients: 4,
  campaigns: 10,
  layouts: 14,
  employees: 200,
  shifts: 100,
  donations: 2000,
};

export interface Branches {
  readonly active: readonly string[];
  readonly all: readonly string[];
}

export interface SeedOptions {
  /** As given; a number is used as is, any other text is hashed. */
  readonly seed: string;
  readonly sizes: SeedSizes;
  /** The reference day (`YYYY-MM-DD`, Amsterdam): data lies before its start, plans after. */
  readonly today: string;
  readonly variant: StateVariant;
  readonly branches: Branches;
  /** Add to a database that holds data already (otherwise such a database is refused). */
  readonly append: boolean;
  /** `auto`: COPY on PostgreSQL, INSERT on PGlite. */
  readonly method: 'auto' | WriteMethod;
  /** Rows per table per batch; undefined: 5000 for COPY, 1000 for INSERT. */
  readonly batchSize: number | undefined;
  /** How many days back donations and careers go. */
  readonly historyDays: number;
  /** Seals IBAN and BSN as the api does (issue 11): the seed writes through the same codec. */
  readonly personalData: PersonalDataCodec;
}

export const DEFAULT_SEED = '1';
export const DEFAULT_HISTORY_DAYS = 730;

export function defaultSeedOptions(
  overrides: Partial<SeedOptions> & Pick<SeedOptions, 'variant' | 'branches' | 'personalData'>,
): SeedOptions {
  return {
    seed: DEFAULT_SEED,
    sizes: DEFAULT_SIZES,
    today: amsterdamDate(new Date()),
    append: false,
    method: 'auto',
    batchSize: undefined,
    historyDays: DEFAULT_HISTORY_DAYS,
    ...overrides,
  };
}

export const SEED_HELP = `pnpm seed [flags] — fills the configured database (DATABASE_URL, else PGlite in DATA_DIR)
with a coherent Dutch demo data set, deterministic for a seed.

  --seed <text>        seed (default ${DEFAULT_SEED}); the same seed and flags give the same rows
  --demo               the small first-start set (${DEMO_SIZES.clients} clients, ${DEMO_SIZES.campaigns} campaigns, ${DEMO_SIZES.employees} people, ${DEMO_SIZES.shifts} shifts, ${DEMO_SIZES.donations} donations)
  --clients <n>        clients (default ${DEFAULT_SIZES.clients})
  --campaigns <n>      campaigns, spread over the clients (default ${DEFAULT_SIZES.campaigns})
  --layouts <n>        export layouts, spread over the campaigns (default ${DEFAULT_SIZES.layouts})
  --employees <n>      employees and applicants besides the demo accounts (default ${DEFAULT_SIZES.employees})
  --shifts <n>         shifts (trial days first, then working days) with checks (default ${DEFAULT_SIZES.shifts})
  --donations <n>      donations (default ${DEFAULT_SIZES.donations})
  --today <yyyy-mm-dd> reference day (default: today in Amsterdam); pass it to reproduce a set on another day
  --variant <v>        state variant: default | variant (default: the deployment's)
  --site <host>        take branches and variant from this host's deployment (DEPLOYMENTS_FILE)
  --history-days <n>   how far back donations and careers go (default ${DEFAULT_HISTORY_DAYS})
  --append             add to a database that holds data (default: refuse it; demo accounts are never duplicated)
  --method <m>         auto | copy | insert (default auto: COPY on PostgreSQL, INSERT on PGlite)
  --batch-size <n>     rows per table per batch (default 5000 for COPY, 1000 for INSERT)
  --hash               print a digest of the generated tables at the end
  --help               this text
`;

export interface ParsedSeedArgs {
  readonly help: boolean;
  readonly hash: boolean;
  readonly site: string | undefined;
  /** Undefined: take the deployment's. */
  readonly variant: StateVariant | undefined;
  readonly options: Omit<SeedOptions, 'variant' | 'branches' | 'personalData'>;
}

export class SeedArgsError extends Error {
  override name = 'SeedArgsError';
}

function count(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replaceAll('_', ''));
  if (!Number.isSafeInteger(n) || n < 0 || n > max) {
    throw new SeedArgsError(`--${name} must be a whole number from 0 to ${max} (got ${value})`);
  }
  return n;
}

export function parseSeedArgs(argv: readonly string[], now: Date = new Date()): ParsedSeedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        seed: { type: 'string' },
        demo: { type: 'boolean' },
        clients: { type: 'string' },
        campaigns: { type: 'string' },
        layouts: { type: 'string' },
        employees: { type: 'string' },
        shifts: { type: 'string' },
        donations: { type: 'string' },
        today: { type: 'string' },
        variant: { type: 'string' },
        site: { type: 'string' },
        'history-days': { type: 'string' },
        append: { type: 'boolean' },
        method: { type: 'string' },
        'batch-size': { type: 'string' },
        hash: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new SeedArgsError((error as Error).message);
  }
  const v = parsed.values;
  const base = v.demo === true ? DEMO_SIZES : DEFAULT_SIZES;
  const sizes: SeedSizes = {
    clients: count('clients', v.clients, base.clients, 10_000),
    campaigns: count('campaigns', v.campaigns, base.campaigns, 100_000),
    layouts: count('layouts', v.layouts, base.layouts, 100_000),
    employees: count('employees', v.employees, base.employees, 700_000),
    shifts: count('shifts', v.shifts, base.shifts, 10_000_000),
    donations: count('donations', v.donations, base.donations, 100_000_000),
  };
  if (sizes.campaigns > 0 && sizes.clients === 0) {
    throw new SeedArgsError('--campaigns needs at least one client (--clients)');
  }
  if ((sizes.donations > 0 || sizes.shifts > 0) && sizes.campaigns === 0) {
    throw new SeedArgsError('donations and shifts need at least one campaign (--campaigns)');
  }
  const today = v.today ?? amsterdamDate(now);
  if (!isIsoDate(today)) throw new SeedArgsError(`--today must be yyyy-mm-dd (got ${today})`);
  if (v.variant !== undefined && v.variant !== 'default' && v.variant !== 'variant') {
    throw new SeedArgsError(`--variant must be default or variant (got ${v.variant})`);
  }
  const method = v.method ?? 'auto';
  if (method !== 'auto' && method !== 'copy' && method !== 'insert') {
    throw new SeedArgsError(`--method must be auto, copy or insert (got ${method})`);
  }
  const batchSize =
    v['batch-size'] === undefined ? undefined : count('batch-size', v['batch-size'], 0, 100_000);
  if (batchSize === 0) throw new SeedArgsError('--batch-size must be at least 1');
  const seed = (v.seed ?? DEFAULT_SEED).trim();
  if (seed === '') throw new SeedArgsError('--seed must not be empty');
  return {
    help: v.help === true,
    hash: v.hash === true,
    site: v.site,
    variant: v.variant,
    options: {
      seed,
      sizes,
      today,
      append: v.append === true,
      method,
      batchSize,
      historyDays: count('history-days', v['history-days'], DEFAULT_HISTORY_DAYS, 20_000),
    },
  };
}
