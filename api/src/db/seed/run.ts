/**
 * One seed run: reads what the database holds, refuses a database with data unless `append`,
 * then generates and writes — demo accounts (those missing), catalogue, people, shifts with
 * checks, donations with calls — in one transaction through one connection, batch by batch.
 * A failure rolls everything back: a run adds a whole data set or nothing.
 */
import type pg from 'pg';
import type { Database } from '../client';
import { DEMO_ACCOUNTS } from './accounts';
import { createContext, type SeedContext } from './context';
import { DonationGenerator } from './donations';
import { demoAccountUuid } from './ids';
import type { SeedOptions } from './options';
import { amsterdamInstant } from './calendar';
import { demoAccountRow, PeopleGenerator } from './people';
import {
  advanceIdentitySequences,
  beginSeed,
  commitSeed,
  dropSecondaryIndexes,
  insertSettingsIfMissing,
  readDatabaseState,
  recreateIndexes,
  rollbackSeed,
  tableName,
  type SeedTableKey,
  type WriteMethod,
} from './repo';
import { ShiftGenerator } from './shifts';
import { buildWorld } from './world';
import { SeedWriter, type TableCounts } from './writer';

/** The first employee code the generator hands out (the demo accounts use 1000xx). */
export const FIRST_GENERATED_EMPLOYEE_CODE = 200_000;

export type SeedPhase = 'catalogue' | 'people' | 'shifts' | 'donations' | 'indexes' | 'done';

/** The tables a large run fills with most of its rows. */
const BULK_TABLES = ['donations', 'callLogs'] as const satisfies readonly SeedTableKey[];

export interface SeedProgress {
  readonly phase: SeedPhase;
  readonly written: TableCounts;
  readonly elapsedMs: number;
}

export interface SeedResult {
  readonly generation: number;
  readonly method: WriteMethod;
  readonly batchSize: number;
  readonly written: TableCounts;
  /** Notification templates added (existing keys are kept). */
  readonly settingsAdded: number;
  readonly demoAccountsAdded: readonly string[];
  readonly demoAccountsKept: readonly string[];
  /** Shifts that could not be made (nobody to work them or no coach). */
  readonly shiftsSkipped: number;
  readonly elapsedMs: number;
}

/** The database holds data and `append` was not given. */
export class SeedRefusedError extends Error {
  override name = 'SeedRefusedError';
  constructor(readonly occupied: readonly { table: string; rows: number }[]) {
    const list = occupied.map(({ table, rows }) => `${table} (${rows})`).join(', ');
    super(
      `The database already holds data: ${list}. Use --append to add a data set to it (ids, ` +
        'uuids and employee codes continue after what is there; the demo accounts are reused, ' +
        'never duplicated), or point DATA_DIR / DATABASE_URL at an empty database.',
    );
  }
}

export function resolveMethod(
  requested: SeedOptions['method'],
  kind: Database['kind'],
): WriteMethod {
  if (requested === 'copy' && kind === 'pglite') {
    throw new Error(
      '--method copy works on PostgreSQL only: through pglite-socket COPY FROM STDIN fails ' +
        '("protocol synchronization was lost"). Use --method insert (the default on PGlite).',
    );
  }
  if (requested !== 'auto') return requested;
  return kind === 'postgres' ? 'copy' : 'insert';
}

export async function seedDatabase(
  database: Database,
  options: SeedOptions,
  report: (progress: SeedProgress) => void = () => {},
): Promise<SeedResult> {
  const started = Date.now();
  const method = resolveMethod(options.method, database.kind);
  const batchSize = options.batchSize ?? (method === 'copy' ? 5000 : 1000);
  const client = await database.pool.connect();
  let phase: SeedPhase = 'catalogue';
  try {
    await beginSeed(client);
    try {
      const result = await seedInTransaction(
        client,
        options,
        method,
        batchSize,
        (written) => report({ phase, written, elapsedMs: Date.now() - started }),
        (next) => {
          phase = next;
        },
      );
      await commitSeed(client);
      const elapsedMs = Date.now() - started;
      report({ phase: 'done', written: result.written, elapsedMs });
      return { ...result, method, batchSize, elapsedMs };
    } catch (error) {
      await rollbackSeed(client).catch(() => undefined);
      throw error;
    }
  } finally {
    client.release();
  }
}

async function seedInTransaction(
  client: pg.PoolClient,
  options: SeedOptions,
  method: WriteMethod,
  batchSize: number,
  afterFlush: (written: TableCounts) => void,
  enter: (phase: SeedPhase) => void,
): Promise<Omit<SeedResult, 'method' | 'batchSize' | 'elapsedMs'>> {
  const state = await readDatabaseState(client);
  if (state.occupied.length > 0 && !options.append) throw new SeedRefusedError(state.occupied);

  const ctx: SeedContext = createContext({
    seed: options.seed,
    generation: state.lastGeneration + 1,
    sizes: options.sizes,
    today: options.today,
    variant: options.variant,
    branches: options.branches,
    historyDays: options.historyDays,
    base: {
      client: state.maxId.clients,
      campaign: state.maxId.campaigns,
      layout: state.maxId.exportLayouts,
      donation: state.maxId.donations,
      employeeCode: Math.max(FIRST_GENERATED_EMPLOYEE_CODE, state.maxEmployeeCode + 1),
    },
  });
  const writer = new SeedWriter(client, method, batchSize, afterFlush, options.personalData);
  // The bulk tables, when empty, are filled without their secondary indexes, built once at the
  // end (same transaction: a failed run leaves them as they were).
  const occupied = new Set(state.occupied.map(({ table }) => table));
  const deferred = await dropSecondaryIndexes(
    client,
    BULK_TABLES.filter((key) => !occupied.has(tableName(key))),
  );

  // Demo accounts: kept when they exist (by email), added when missing.
  const demoIds = new Map<string, string>();
  const demoCodes = new Map<string, string>();
  const added: string[] = [];
  const kept: string[] = [];
  const demoCreated = amsterdamInstant(ctx.today - ctx.historyDays - 60, 9 * 60);
  DEMO_ACCOUNTS.forEach((account, index) => {
    const existing = state.demoAccounts.get(account.email);
    if (existing !== undefined) {
      demoIds.set(account.email, existing.id);
      if (existing.employeeCode !== null) demoCodes.set(account.email, existing.employeeCode);
      kept.push(account.email);
      return;
    }
    const id = demoAccountUuid(index);
    writer.push('employees', demoAccountRow(account, id, demoCreated));
    demoIds.set(account.email, id);
    demoCodes.set(account.email, account.employeeCode);
    added.push(account.email);
  });

  enter('catalogue');
  const world = buildWorld(ctx);
  for (const row of world.rows.clients) writer.push('clients', row);
  for (const row of world.rows.campaigns) writer.push('campaigns', row);
  for (const row of world.rows.inputFields) writer.push('campaignInputFields', row);
  for (const row of world.rows.themeSettings) writer.push('campaignThemeSettings', row);
  for (const row of world.rows.layouts) writer.push('exportLayouts', row);
  for (const row of world.rows.layoutFields) writer.push('exportLayoutFields', row);
  await writer.flush();
  const settingsAdded = await insertSettingsIfMissing(client, world.rows.settings);
  writer.written.settings += settingsAdded;

  enter('people');
  const people = new PeopleGenerator(ctx, world, demoIds);
  for (let index = 0; index < ctx.sizes.employees; index += 1) {
    const person = people.generate(index);
    writer.push('employees', person.employee);
    for (const row of person.transitions) writer.push('transitions', row);
    for (const row of person.notifications) writer.push('notifications', row);
    for (const row of person.callLogs) writer.push('callLogs', row);
    await writer.flushIfFull();
  }
  await writer.flush();

  // The demo accounts who recruit donors: the employee and the captain.
  const demoRecruiters = DEMO_ACCOUNTS.filter(
    (account) => account.role === 'ROLE_EMPLOYEE' || account.role === 'ROLE_CAPTAIN',
  ).flatMap((account) => {
    const id = demoIds.get(account.email);
    const code = demoCodes.get(account.email);
    return id === undefined || code === undefined ? [] : [{ id, code }];
  });
  const donations = new DonationGenerator(ctx, world, people, demoRecruiters);

  enter('shifts');
  const shifts = new ShiftGenerator(ctx, world, people, donations);
  let shiftsSkipped = 0;
  for (let index = 0; index < ctx.sizes.shifts; index += 1) {
    const shift = shifts.generate(index);
    if (shift === null) {
      shiftsSkipped += 1;
      continue;
    }
    writer.push('shifts', shift.shift);
    for (const row of shift.checks) writer.push('checks', row);
    await writer.flushIfFull();
  }
  await writer.flush();
  donations.setShiftDonations(shifts.matchedCount);

  enter('donations');
  for (let index = 0; index < ctx.sizes.donations; index += 1) {
    const { donation, callLogs } = donations.generate(index, shifts.originOf(index));
    writer.push('donations', donation);
    for (const row of callLogs) writer.push('callLogs', row);
    await writer.flushIfFull();
  }
  await writer.flush();
  enter('indexes');
  await recreateIndexes(client, deferred);
  await advanceIdentitySequences(client);

  return {
    generation: ctx.generation,
    written: writer.written,
    settingsAdded,
    demoAccountsAdded: added,
    demoAccountsKept: kept,
    shiftsSkipped,
  };
}
