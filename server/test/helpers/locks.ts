/**
 * Deterministic interleavings on PostgreSQL: another transaction holds a row lock so a request stops
 * part-way, and the test waits until the requests it sent are queued on locks before letting go.
 * PGlite runs one transaction at a time, so tests using these are skipped there (ON_PGLITE).
 */
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../src/db/client';

/** The skip reason for a test that needs two transactions under way at once. */
export const ON_PGLITE =
  !process.env.DATABASE_URL && 'PGlite runs one transaction at a time: nothing is ever under way';

/**
 * Runs `lock` in a transaction of its own and keeps that transaction (and its locks) open until
 * `release` is called; resolves once the locks are taken.
 */
export async function holdLocks(db: Database, lock: (tx: Transaction) => Promise<unknown>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let taken = () => {};
  const lockTaken = new Promise<void>((resolve) => {
    taken = resolve;
  });
  const transaction = db.transaction(async (tx) => {
    await lock(tx);
    taken();
    await held;
  });
  await lockTaken;
  return {
    /** Ends the holding transaction; resolves once it has committed. */
    release: async () => {
      release();
      await transaction;
    },
  };
}

/** Resolves once `count` sessions of this database wait for a lock (polls PostgreSQL's activity view). */
export async function waitingOnLocks(db: Database, count: number) {
  for (let attempt = 0; attempt < 500; attempt++) {
    const { rows } = await db.execute<{ waiting: number }>(
      sql`select count(*)::integer as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0].waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  assert.fail(`fewer than ${count} requests ever waited for a lock`);
}
