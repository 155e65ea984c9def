import fs from 'node:fs';
import os from 'node:os';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { installCommitHooks } from './commit-hooks';
import { acquireDataDirLock } from './data-dir-lock';
import { migrationsFolder } from './migrations-folder';
import { type Listen, listenOnPglite, listenOnPostgres } from './notifications';
import { startPgliteWorker } from './pglite-in-worker';
import { createPglite, type PgliteClient } from './pglite-open';
import * as schema from './schema';

/**
 * Both drivers expose the same query builder; the node-postgres type stands for both so services
 * never need to know which database they run on.
 */
export type Database = NodePgDatabase<typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs plain SQL outside Drizzle, for maintenance statements such as VACUUM. */
  exec: (sql: string) => Promise<void>;
  /** LISTEN on a channel: caches hear of committed changes through it (notifications.ts). */
  listen: Listen;
  /** The embedded database only: a tar.gz of its data folder, taken between statements (platform/backups). */
  dumpDataDir?: () => Promise<Blob>;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined means an in-memory database (tests, OpenAPI export). `loadDataDir`: a data folder
   * PGlite dumped earlier, to start from (the API tests' migrated template) instead of an empty one.
   * `worker` (default true): PGlite runs in a worker thread of its own, so a long query does not hold up
   * every request of this thread; false runs it in this thread (PGLITE_WORKER=off, docs/decisions.md).
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; worker?: boolean };

/** `progress` hears each start-up step as it begins (server.ts prints them, one line each). */
export async function openDatabase(
  options: DatabaseOptions,
  progress: (step: string) => void = () => {},
): Promise<DatabaseHandle> {
  progress(
    options.kind === 'postgres'
      ? 'connecting to PostgreSQL'
      : `opening the embedded database${options.dataDir ? ` in ${options.dataDir}` : ''}`,
  );
  const handle =
    options.kind === 'postgres'
      ? openPostgres(options.url, options.poolSize)
      : await openPglite(options.dataDir, options.loadDataDir, options.worker ?? true);
  try {
    progress('applying database migrations (the first start after an update can take a while)');
    await (handle.kind === 'postgres'
      ? migratePg(handle.db, { migrationsFolder })
      : migratePglite(handle.db as never, { migrationsFolder }));
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * Settings for every session the application opens. JIT off: PostgreSQL compiles a query whose
 * estimated cost passes jit_above_cost, which for the 31-day download cost far more compiling than it
 * saved; the application's queries are all short. See docs/decisions.md.
 */
export const PG_SESSION_OPTIONS = '-c jit=off';

/**
 * The pool's size when DATABASE_POOL_SIZE is not set: twice this machine's cores, plus one. Requests
 * beyond it wait in the pool's queue, in order, instead of all running at once in PostgreSQL, where
 * they would only slow each other down on a small host; fewer made the confirmation (four round trips
 * per transaction) wait for connections. A database on another, larger host wants DATABASE_POOL_SIZE
 * set from its cores. See docs/decisions.md ("The PostgreSQL pool has twice the cores plus one").
 */
export const defaultPoolSize = () => 2 * os.availableParallelism() + 1;

function openPostgres(url: string, poolSize = defaultPoolSize()): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: PG_SESSION_OPTIONS });
  watchConnections(pool, (message) => console.warn(message));
  const db = installCommitHooks(drizzlePg({ client: pool, schema, casing: 'snake_case' }));
  return {
    db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    listen: listenOnPostgres(url, (message) => console.warn(message)),
    close: () => pool.end(),
  };
}

/**
 * A connection the server closes (a restart, an outage, an administrator, a dropped test database)
 * emits 'error' on its client, and an 'error' event nobody hears ends the process. The pool hears its
 * idle connections' ('error' on the pool), but not one lent out: to a transaction between two of its
 * statements, say, which is where a restart under load caught one (issue 30). So every connection gets
 * a listener of its own the moment it connects. The query that was using it fails (answered 503 by the
 * error handler), the pool drops the broken connection when it is released, and opens new ones for the
 * next queries once the server is back. One warning per outage, not one per connection.
 */
function watchConnections(pool: pg.Pool, warn: (message: string) => void) {
  let lost = false;
  const onLost = (error: Error) => {
    if (lost) return;
    lost = true;
    warn(`Lost a connection to PostgreSQL (${error.message}): requests answer 503 until it is back`);
  };
  pool.on('error', onLost);
  pool.on('connect', (client) => {
    client.on('error', onLost);
    if (!lost) return;
    lost = false;
    warn('Connected to PostgreSQL again');
  });
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined, inWorker: boolean) {
  let releaseLock = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(dataDir);
  }
  let client: PgliteClient;
  try {
    client = inWorker
      ? await startPgliteWorker(dataDir, loadDataDir, stopOnLostDatabase)
      : await createPglite(dataDir, loadDataDir);
  } catch (error) {
    releaseLock();
    throw error;
  }
  // The worker's client offers what Drizzle's PGlite driver calls (query, exec, transaction).
  const db = installCommitHooks(
    drizzlePglite({ client: client as PGlite, schema, casing: 'snake_case' }) as unknown as Database,
  );
  const handle: DatabaseHandle = {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    listen: listenOnPglite(client),
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
  return handle;
}

/**
 * The database worker stopped on its own (PGlite failed inside it): this process has no database left.
 * Crash, as PGlite failing in this thread would, so a supervisor restarts the server rather than it
 * answering /api/health while every request fails.
 */
function stopOnLostDatabase(error: Error) {
  setImmediate(() => {
    throw error;
  });
}

/** A transaction handle; services that can run inside a caller's transaction accept `Executor`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;
