import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client';

/** What a handler learns about its job besides the data: which attempt this is. */
export type JobInfo = { id: string; retryCount: number; retryLimit: number };
export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

export type JobOptions = {
  /** Attempts after the first (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled on each later one (default 10). */
  retryDelay?: number;
  /** A job still active after this many seconds (its process died) is retried (default 300). */
  expireInSeconds?: number;
  /** Jobs fetched at once; their handlers run concurrently (default 1). */
  batchSize?: number;
};

export type SendOptions = {
  /**
   * Idempotency key: a second send with the same name and key while the first is still queued,
   * running or kept (completed jobs are kept 7 days) is ignored and returns null.
   */
  key?: string;
  /** Run no earlier than this. */
  startAfter?: Date;
};

/**
 * The one durable background queue (pg-boss 10 in the `pgboss` schema of the application's own
 * database, PGlite or PostgreSQL). Define jobs while the app is being built; they start with it.
 */
export type JobQueue = {
  define: <T extends object>(name: string, handler: JobHandler<T>, options?: JobOptions) => void;
  send: <T extends object>(name: string, data: T, options?: SendOptions) => Promise<string | null>;
  /** Many jobs of one name in one statement (a bulk send's recipients). */
  sendMany: <T extends object>(name: string, items: T[]) => Promise<void>;
  /** Runs `name` on a cron schedule (UTC), once per tick across every process. */
  schedule: (name: string, cron: string, data?: object) => Promise<void>;
  /**
   * Creates or updates the queue's tables (pg-boss's schema): the slow part of a first start, which
   * the runtime runs before the app is built. start() does it too when it has not been done.
   */
  prepare: () => Promise<void>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

type Definition = { name: string; handler: JobHandler<object>; options: Required<JobOptions> };
type QueueLog = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

const SCHEMA = 'pgboss';
// A key dedupes for this long (pg-boss dedupes singleton keys within a time slot).
const KEY_SLOT_SECONDS = 7 * 24 * 60 * 60;

export function createJobQueue(options: {
  database: DatabaseHandle;
  log: QueueLog;
  /** How often an idle worker looks for jobs; sends in this process wake its workers at once. */
  pollingIntervalSeconds?: number;
  /** false: cron schedules are ignored (tests run the timed checks themselves). */
  cron?: boolean;
  /** How often jobs of dead processes are looked for (default 60). */
  maintenanceIntervalSeconds?: number;
}): JobQueue {
  // pg-boss 10's stop() can return while its workers still finish the round they were in: a fetch that
  // then runs its jobs, and the statement marking them complete, which it does not await. The database
  // must not close under them (a closed pool's refusal would fail the completion and rerun the job), so every
  // statement and batch is tracked and stop() waits until none is left.
  const execute = settlingUnawaitedStatements(executorFor(options.database), options.log);
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>) => {
    inFlight.add(work);
    work.then(
      () => inFlight.delete(work),
      () => inFlight.delete(work),
    );
    return work;
  };
  const executeSql = (text: string, values?: unknown[]) => track(execute(text, values));
  const boss = new PgBoss({
    db: { executeSql },
    schema: SCHEMA,
    // Maintenance (expiring jobs of dead processes, archiving) every minute instead of two.
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    archiveCompletedAfterSeconds: KEY_SLOT_SECONDS,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (err) => options.log.error({ err }, 'job queue error'));
  const definitions = new Map<string, Definition>();
  const workerIds = new Map<string, string>();
  const pendingSchedules: { name: string; cron: string; data?: object }[] = [];
  let started = false;
  let preparing: Promise<void> | undefined;
  let starting: Promise<void> | undefined;

  async function startWorker(def: Definition) {
    await boss.createQueue(def.name, {
      name: def.name,
      retryLimit: def.options.retryLimit,
      retryDelay: def.options.retryDelay,
      retryBackoff: true,
      expireInSeconds: def.options.expireInSeconds,
    });
    const id = await boss.work<object>(
      def.name,
      {
        batchSize: def.options.batchSize,
        includeMetadata: true,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      },
      (jobs) => track(runBatch(def, jobs)),
    );
    workerIds.set(def.name, id);
  }

  async function runBatch(def: Definition, jobs: PgBoss.JobWithMetadata<object>[]) {
    // Each job succeeds or fails on its own: pg-boss would fail the whole batch on one error.
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await def.handler(job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          options.log.warn({ job: def.name, jobId: job.id, err: message }, 'job failed');
          await boss.fail(def.name, job.id, { message });
        }
      }),
    );
    // A full batch means more may be waiting: fetch again at once. pg-boss would otherwise wait out
    // the polling interval after every batch (20 mails per 2 s capped a bulk send at 10 a second).
    const self = workerIds.get(def.name);
    if (self && jobs.length >= def.options.batchSize) boss.notifyWorker(self);
  }

  async function scheduleNow(name: string, cron: string, data?: object) {
    if (!definitions.has(name)) throw new Error(`job ${name} is not defined`);
    await boss.schedule(name, cron, data ?? {}, { tz: 'UTC' });
  }

  return {
    define(name, handler, jobOptions = {}) {
      if (definitions.has(name)) throw new Error(`job ${name} is defined twice`);
      const def: Definition = {
        name,
        handler: handler as JobHandler<object>,
        options: {
          retryLimit: jobOptions.retryLimit ?? 5,
          retryDelay: jobOptions.retryDelay ?? 10,
          expireInSeconds: jobOptions.expireInSeconds ?? 300,
          batchSize: jobOptions.batchSize ?? 1,
        },
      };
      definitions.set(name, def);
      if (started) void startWorker(def);
    },
    async send(name, data, sendOptions = {}) {
      const id = await boss.send(name, data, {
        ...(sendOptions.key && { singletonKey: sendOptions.key, singletonSeconds: KEY_SLOT_SECONDS }),
        ...(sendOptions.startAfter && { startAfter: sendOptions.startAfter }),
      });
      wake(name);
      return id;
    },
    async sendMany(name, items) {
      if (items.length === 0) return;
      for (let i = 0; i < items.length; i += 500) {
        // Without retry settings of their own the jobs take their queue's (set in define).
        await boss.insert(items.slice(i, i + 500).map((data) => ({ name, data })));
      }
      wake(name);
    },
    async schedule(name, cron, data) {
      if (options.cron === false) return;
      if (started) await scheduleNow(name, cron, data);
      else pendingSchedules.push({ name, cron, data });
    },
    prepare() {
      preparing ??= boss.start().then(() => {});
      return preparing;
    },
    start() {
      starting ??= (async () => {
        preparing ??= boss.start().then(() => {});
        await preparing;
        started = true;
        for (const def of definitions.values()) await startWorker(def);
        for (const s of pendingSchedules.splice(0)) await scheduleNow(s.name, s.cron, s.data);
      })();
      return starting;
    },
    async stop() {
      const begun = starting ?? preparing;
      if (!begun) return;
      await begun.catch(() => {});
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
      // A settled fetch hands its jobs on a few promise steps later: look again after the next turn.
      // Bounded like pg-boss's own wait, so a job that never ends cannot hold the shutdown.
      const until = Date.now() + 10_000;
      do {
        await Promise.race([Promise.allSettled([...inFlight]), unrefPause(until - Date.now())]);
        await new Promise((resolve) => setImmediate(resolve));
      } while (inFlight.size > 0 && Date.now() < until);
    },
  };

  function wake(name: string) {
    const id = workerIds.get(name);
    if (id) boss.notifyWorker(id);
  }
}

/**
 * The two statements pg-boss 10 runs without awaiting them: marking a finished batch complete, or
 * failed (manager.js, `watch`'s onFetch). Their texts are pg-boss's own, so any other statement is
 * left alone.
 */
const pgBossPlans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  completeJobs: (schema: string) => string;
  failJobsById: (schema: string) => string;
};
const UNAWAITED_STATEMENTS = new Map([
  [pgBossPlans.completeJobs(SCHEMA), 'marking jobs complete'],
  [pgBossPlans.failJobsById(SCHEMA), 'marking jobs failed'],
]);

/**
 * A failure of a statement pg-boss does not await (the database restarting as a job ends) would be an
 * unhandled rejection, which ends the process. Those two are logged and settle with no rows instead: the
 * job stays active until it expires, and pg-boss then retries it, as after a crash. Every other
 * statement's failure still reaches its caller.
 */
function settlingUnawaitedStatements(execute: Executor, log: QueueLog): Executor {
  return async (text, values) => {
    const statement = UNAWAITED_STATEMENTS.get(text);
    if (!statement) return execute(text, values);
    try {
      return await execute(text, values);
    } catch (err) {
      log.error({ err, jobIds: values?.[1] }, `job queue: ${statement} failed; they are retried once they expire`);
      return undefined;
    }
  };
}

type Executor = (text: string, values?: unknown[]) => Promise<unknown>;

/** A pause that does not keep the process alive. */
function unrefPause(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)).unref());
}

/**
 * pg-boss runs its SQL through the application's own connection: the pg pool, or PGlite's single
 * connection. PGlite's parameterised query takes one statement; pg-boss sends its multi-statement
 * transactions (BEGIN; …; COMMIT) without parameters, which PGlite's exec runs whole, so no
 * transaction is ever held open across an await of ours.
 */
function executorFor(database: DatabaseHandle): Executor {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const pool = client as { query: (text: string, values?: unknown[]) => Promise<unknown> };
    return (text: string, values?: unknown[]) => pool.query(text, values);
  }
  const pglite = client as {
    query: (text: string, values?: unknown[]) => Promise<unknown>;
    exec: (text: string) => Promise<unknown[]>;
  };
  return async (text: string, values?: unknown[]) => {
    if (values && values.length > 0) return pglite.query(text, values);
    const results = await pglite.exec(text);
    return results.at(-1) ?? { rows: [] };
  };
}

/** A queue that accepts definitions and sends but runs nothing (the OpenAPI export, tests of other things). */
export function createInertJobQueue(): JobQueue {
  return {
    define: () => {},
    send: async () => null,
    sendMany: async () => {},
    schedule: async () => {},
    prepare: async () => {},
    start: async () => {},
    stop: async () => {},
  };
}
