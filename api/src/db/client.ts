/**
 * One way to reach the database in both modes: node-postgres (`pg`) and Drizzle. With a
 * `DATABASE_URL` it is a pool on that server; without one, embedded PGlite serves the same wire
 * protocol on a loopback port (pglite-socket), which is much faster than PGlite's own API (figures
 * in api/README.md, "Measured") and keeps one driver, one schema and one set of migrations for both.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

/** Connections the PGlite socket server accepts at once (the pool itself uses one). */
const PGLITE_SOCKET_MAX_CONNECTIONS = 4;
/** The handle `db.transaction(async (tx) => …)` gives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: repository functions that may run inside a caller's transaction take this. */
export type DbOrTx = Db | Tx;

export interface Database {
  readonly db: Db;
  readonly pool: pg.Pool;
  readonly kind: 'pglite' | 'postgres';
  /** The embedded instance in PGlite mode (e.g. to dump it), else undefined. */
  readonly pglite: PGlite | undefined;
  close(): Promise<void>;
}

export type OpenDatabaseOptions =
  | { url: string; poolMax?: number }
  | {
      /** A data folder, or undefined for an in-memory database. */
      dataDir: string | undefined;
      /** A `dumpDataDir()` tarball to start from (tests copy a migrated template this way). */
      loadDataDir?: Blob;
    };

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
    return {
      db: drizzle({ client: pool, schema }),
      pool,
      kind: 'postgres',
      pglite: undefined,
      close: () => pool.end(),
    };
  }

  let unlock = () => {};
  if (options.dataDir !== undefined) {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      // pg_trgm backs the name filters and the autocomplete (GIN trigram indexes; migration
      // 0004 creates the extension). PGlite links an extension only when it is listed here, also
      // for a data folder or dump that already has it installed.
      extensions: { pg_trgm },
      ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
      ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  // The pool below keeps one connection, but node-postgres drops a connection whose query
  // failed (a constraint refused a row) and opens a new one at once, while the server is still
  // closing the old socket. With the server's default of one connection, that new connection was
  // refused ("Connection terminated unexpectedly" on the request after any database error).
  // PGlite still runs one statement at a time: the server queues them, and keeps an open
  // transaction to the connection that started it.
  const server = new PGLiteSocketServer({
    db: pglite,
    host: '127.0.0.1',
    port: 0,
    maxConnections: PGLITE_SOCKET_MAX_CONNECTIONS,
  });
  try {
    await server.start();
  } catch (error) {
    await pglite.close();
    unlock();
    throw error;
  }
  const [host, port] = splitHostPort(server.getServerConn());
  // PGlite is single-connection: one pooled connection, kept open, and queries queue on it.
  const pool = new pg.Pool({
    host,
    port,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
  });
  pool.on('error', (error) => console.error('PGlite connection error:', error.message));
  return {
    db: drizzle({ client: pool, schema }),
    pool,
    kind: 'pglite',
    pglite,
    close: async () => {
      try {
        await pool.end();
        await server.stop();
        await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}

function splitHostPort(conn: string): [string, number] {
  const at = conn.lastIndexOf(':');
  const port = Number(conn.slice(at + 1));
  if (at < 0 || !Number.isInteger(port)) throw new Error(`Unexpected PGlite address ${conn}`);
  return [conn.slice(0, at), port];
}

/** Applies the committed migrations in `api/drizzle` (idempotent). */
export async function migrateDatabase(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder: MIGRATIONS_DIR });
}
