/**
 * Forcing one interleaving of concurrent requests on PostgreSQL: another transaction holds a row lock
 * (a gate) so a request stops half-way, and pg_stat_activity tells when the others wait behind it.
 * PGlite runs one transaction at a time, so tests using these skip there (ON_PGLITE).
 */
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database, Transaction } from '../../src/db/client';

/** The skip reason for a test that needs two transactions under way at once. */
export const ON_PGLITE =
  !process.env.DATABASE_URL && 'PGlite runs one transaction at a time: nothing is ever under way';

/** A request sent while a gate is held: `answered` says whether its answer has come, without waiting for it. */
export type Sent = { response: Promise<LightMyRequestResponse>; answered: boolean };

/** Resolves once `count` sessions of this database wait for a lock, or `unless` has been answered. */
export async function waitingOnLocks(db: Database, count: number, unless?: Sent): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt++) {
    if (unless?.answered) return;
    const { rows } = await db.execute<{ waiting: number }>(
      sql`select count(*)::integer as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0].waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  assert.fail(`fewer than ${count} requests ever waited for a lock`);
}

/**
 * Runs `steps` while another transaction holds the row lock `lock` takes, until `steps` calls
 * `release`; requests go out through `sent`. Whatever happens, the lock is let go and every request
 * answered before this returns, so a failing test cannot hang the run on an open transaction.
 */
export async function whileHeld(
  db: Database,
  lock: (tx: Transaction) => Promise<unknown>,
  steps: (release: () => Promise<void>, sent: (response: Promise<LightMyRequestResponse>) => Sent) => Promise<void>,
): Promise<void> {
  let letGo = () => {};
  const held = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  let locked = () => {};
  const taken = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = db.transaction(async (tx) => {
    await lock(tx);
    locked();
    await held;
  });
  await taken;
  const release = async () => {
    letGo();
    await holder;
  };
  const requests: Promise<unknown>[] = [];
  const sent = (response: Promise<LightMyRequestResponse>) => {
    const request: Sent = { response, answered: false };
    const answered = () => {
      request.answered = true;
    };
    requests.push(response.then(answered, answered));
    return request;
  };
  try {
    await steps(release, sent);
  } finally {
    await release();
    await Promise.all(requests);
  }
}
