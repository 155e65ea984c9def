/**
 * pg-boss 10 marks a finished job complete without awaiting that statement. When it fails (the database
 * restarting as the job ends), the failure must be logged, not left as an unhandled rejection (which
 * ends a Node process), and the job, still active, is retried once it expires.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';
import { createJobQueue, type JobQueue } from '../src/platform/jobs/job-queue';
import { openTestDatabase } from './helpers/database';
import { eventually } from './helpers/eventually';

describe('job queue: a failed completion statement', () => {
  let database: DatabaseHandle;
  let jobs: JobQueue;
  const errors: string[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  const runs: number[] = [];

  before(async () => {
    database = await openTestDatabase();
    jobs = createJobQueue({
      database,
      log: {
        warn: () => {},
        error: (obj, msg) => errors.push(`${msg}: ${(obj as { err?: Error }).err?.message}`),
      },
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
      cron: false,
    });
    jobs.define(
      'test.completion-refused',
      async (_data, job) => {
        runs.push(job.retryCount);
      },
      { retryLimit: 2, retryDelay: 0, expireInSeconds: 1 },
    );
    await jobs.start();
    // A real failure of the real statement: the first time a job turns completed, the database refuses
    // (a sequence, because a raised error rolls back anything the trigger wrote).
    await database.db.execute(sql.raw('CREATE SEQUENCE completion_refusals'));
    await database.db.execute(
      sql.raw(`CREATE FUNCTION refuse_first_completion() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF nextval('completion_refusals') = 1 THEN RAISE EXCEPTION 'database restarting'; END IF;
          RETURN NEW;
        END $$`),
    );
    await database.db.execute(
      sql.raw(`CREATE TRIGGER refuse_first_completion BEFORE UPDATE ON pgboss.job FOR EACH ROW
        WHEN (NEW.state = 'completed') EXECUTE FUNCTION refuse_first_completion()`),
    );
    // Node's default for an unhandled rejection is to end the process; counting them here shows whether
    // that would have happened.
    process.on('unhandledRejection', onUnhandled);
  });

  after(async () => {
    await jobs.stop();
    process.off('unhandledRejection', onUnhandled);
    await database.close();
  });

  test('is logged, the process goes on, and the job runs again and completes', async () => {
    const id = await jobs.send('test.completion-refused', {});
    const state = async () => {
      const result = await database.db.execute(
        sql`SELECT state FROM pgboss.job WHERE id = ${id}::uuid AND name = 'test.completion-refused'`,
      );
      return (result.rows[0] as { state: string } | undefined)?.state;
    };
    // Expiry (1 s) is found by maintenance (every second) and retried: a few seconds in all.
    for (let waited = 0; waited < 20 && (await state()) !== 'completed'; waited += 1) {
      await eventually(state, (s) => s === 'completed');
    }
    assert.equal(await state(), 'completed');
    assert.deepEqual(runs, [0, 1], 'the job ran again after its refused completion');
    assert.deepEqual(unhandled, []);
    assert.ok(
      errors.some((line) => line.includes('database restarting')),
      `the refusal is logged as an error: ${errors.join('; ')}`,
    );
  });
});
