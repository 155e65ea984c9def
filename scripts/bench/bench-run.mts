/** What every scenario's measurement shares: the in-process server, its database and the run's options. */
import type pg from 'pg';
import type { DatabaseHandle } from '../../server/src/db/client';
import type { createRuntime } from '../../server/src/runtime';
import type { Statement, statementRecorder } from './ceiling.mts';
import type { FloorServer } from './floor.mts';

export type BenchRun = {
  app: Awaited<ReturnType<typeof createRuntime>>['app'];
  database: DatabaseHandle;
  /** Records the statements sent through the server's pool (or PGlite client) while one request is answered. */
  recorder: ReturnType<typeof statementRecorder>;
  /** PostgreSQL: the ceiling's own pool, one connection per worker; PGlite has none (one shared connection). */
  ceilingPool?: pg.Pool;
  /** Sends a recorded statement again, outside the server (a ceiling pool connection, or PGlite unrecorded). */
  replay: (statement: Statement) => Promise<unknown>;
  /** The bare server on the same driver that runs a read's recorded statements (floor.mts). */
  floor: FloorServer;
  /** The listening server's base URL. */
  url: string;
  /** The bench administrator's bearer header. */
  headers: Record<string, string>;
  connections: number;
  /**
   * The numbers of concurrent loops the ceiling is measured with, the best one kept (ceiling.mts
   * bestCeiling): the load's connections and the API's pool size on PostgreSQL.
   */
  ceilingWorkers: number[];
  warmupSeconds: number;
  durationSeconds: number;
  explain: boolean;
};
