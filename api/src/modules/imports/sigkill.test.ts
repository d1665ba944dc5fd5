/**
 * All or nothing under the harshest failure: the process running an import is killed with
 * SIGKILL while its transaction is open (after it wrote a donor). The database must roll it
 * back: every donor as before, no batch, and the rows not left locked.
 */
import { fork } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Campaign, Client } from '@veldwerk/shared/domain';
import { donationImportBatches, donations } from '../../db/schema';
import { callers, uniqueTag } from '../../../test/calls';
import { openTestDatabase, createTestApp, type TestDatabase } from '../../../test/harness';

let database: TestDatabase;
let folder: string;

/** The connection string of the test database (PGlite's socket, or the PostgreSQL copy). */
function urlOf(db: TestDatabase): string {
  const options = db.pool.options as {
    connectionString?: string;
    host?: string;
    port?: number;
    user?: string;
    database?: string;
  };
  if (options.connectionString !== undefined) return options.connectionString;
  return `postgres://${options.user ?? 'postgres'}@${options.host ?? '127.0.0.1'}:${options.port ?? 5432}/${options.database ?? 'postgres'}`;
}

beforeAll(async () => {
  database = await openTestDatabase();
  folder = await mkdtemp(join(tmpdir(), 'veldwerk-sigkill-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await database.dispose();
});

it('leaves every donor as before when the importing process is SIGKILLed mid-transaction', async () => {
  const app = await createTestApp(database);
  const as = await callers(app);
  const client = (
    await as.superAdministration('POST', '/api/clients', { client: { name: uniqueTag('Kill') } })
  ).json<Client>();
  const campaign = (
    await as.superAdministration('POST', `/api/clients/${client.id}/campaigns`, {
      campaign: { name: 'Kill 2026', input_fields: [] },
    })
  ).json<Campaign>();
  await app.close();
  const base = Date.now() % 100_000_000;
  const rows = await database.db
    .insert(donations)
    .values(
      [1, 2, 3].map((n) => ({
        referenceNumber: `T${base}${n}`,
        clientId: client.id,
        campaignId: campaign.id,
        amount: 1000,
        comment: 'voor',
      })),
    )
    .returning();
  const ids = rows.map((row) => row.id);
  const path = join(folder, 'kill.csv');
  await writeFile(
    path,
    'reference_number,amount,comment\n' +
      rows.map((row) => `${row.referenceNumber},20,na`).join('\n') +
      '\n',
  );
  const batchesBefore = await database.db.$count(donationImportBatches);

  const child = fork(join(import.meta.dirname, 'sigkill-child.ts'), [urlOf(database), path], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  const message = await new Promise<unknown>((resolve, reject) => {
    child.on('message', resolve);
    child.on('exit', (code) => reject(new Error(`child exited early (${code})`)));
  });
  expect(message).toBe('written');
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');

  // The rows are free again (the dead transaction released its locks) and unchanged.
  await database.db.transaction(async (tx) => {
    await tx.execute("set local lock_timeout = '10s'");
    await tx.select().from(donations).where(inArray(donations.id, ids)).for('update');
  });
  const after = await database.db.select().from(donations).where(inArray(donations.id, ids));
  expect(after.map((row) => [row.amount, row.comment])).toEqual(ids.map(() => [1000, 'voor']));
  expect(await database.db.$count(donationImportBatches)).toBe(batchesBefore);
  const [first] = ids;
  if (first !== undefined) {
    const [one] = await database.db.select().from(donations).where(eq(donations.id, first));
    expect(one?.lastModifyDate).toBeNull();
  }
}, 60_000);
