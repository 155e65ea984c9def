import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { date, integer, interval, jsonb, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { isUniqueViolation } from '../src/lib/db-errors';

/** Issue 18: the embedded database runs in a worker thread; through it, everything behaves as in this thread. */

const sample = pgTable('worker_sample', {
  id: integer().primaryKey(),
  name: varchar({ length: 20 }).notNull().unique('worker_sample_name_key'),
  day: date(),
  at: timestamp({ withTimezone: true, mode: 'date' }),
  localAt: timestamp({ mode: 'string' }),
  amount: numeric({ precision: 10, scale: 2 }),
  took: interval(),
  data: jsonb(),
});

const CREATE = `create table worker_sample (id int primary key, name varchar(20) not null constraint worker_sample_name_key unique,
  day date, at timestamptz, local_at timestamp, amount numeric(10,2), took interval, data jsonb)`;

const ROW = {
  id: 1,
  name: 'first',
  day: '2026-02-28',
  at: new Date('2026-11-25T10:15:30.123Z'),
  localAt: '2026-11-25 10:15:30',
  amount: '1234.50',
  took: '1 day 02:03:04',
  data: { cents: 12345, list: [1, 'two', null], nested: { ok: true } },
};

async function open(worker: boolean) {
  const database = await openDatabase({ kind: 'pglite', worker });
  await database.exec(CREATE);
  return database;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const count = async (database: DatabaseHandle) =>
  (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from worker_sample`)).rows[0].n;

describe('the embedded database in its worker thread', () => {
  let inWorker: DatabaseHandle;
  let inThread: DatabaseHandle;
  before(async () => {
    [inWorker, inThread] = await Promise.all([open(true), open(false)]);
  });
  after(async () => {
    await Promise.all([inWorker?.close(), inThread?.close()]);
  });

  test('values arrive exactly as PGlite in this thread gives them (dates, numeric, interval, json, bytea, int8, arrays)', async () => {
    const raw = sql`select 1.50::numeric as n, '2026-11-25'::date as d, '2026-11-25 10:00:00.5+02'::timestamptz as ts,
      '2026-01-01 10:00'::timestamp as t, '\\x0102ff'::bytea as b, 9007199254740993::int8 as big, '{"a":[1,2]}'::jsonb as j,
      array[1.5, 2.25]::numeric[] as na, array['2026-01-01'::date] as da, '1 day 2 hours'::interval as iv, null::text as nothing,
      true as yes, 3.5::float8 as f, array[1, 2]::int[] as ia, 'x' as same, 2 as same`;
    const fromWorker = await inWorker.db.execute(raw);
    assert.deepStrictEqual(fromWorker.rows, (await inThread.db.execute(raw)).rows);
    assert.deepStrictEqual(fromWorker.fields, (await inThread.db.execute(raw)).fields);

    for (const database of [inWorker, inThread]) await database.db.insert(sample).values(ROW);
    const [workerRows, threadRows] = await Promise.all(
      [inWorker, inThread].map((database) => database.db.select().from(sample)),
    );
    assert.deepStrictEqual(workerRows, threadRows);
    assert.ok(workerRows[0].at instanceof Date);
    assert.equal(workerRows[0].at?.toISOString(), ROW.at.toISOString());
    assert.equal(workerRows[0].amount, '1234.50');
    assert.deepStrictEqual(workerRows[0].data, ROW.data);
    await inWorker.db.delete(sample);
  });

  test('a transaction holds the connection: a statement outside it waits, then sees what was committed', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const insertedInside = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = inWorker.db.transaction(async (tx) => {
      await tx.insert(sample).values({ id: 10, name: 'held' });
      inserted();
      await held;
      await tx.insert(sample).values({ id: 11, name: 'held too' });
    });
    await insertedInside;
    let outsideAnswered = false;
    const outside = count(inWorker).then((n) => {
      outsideAnswered = true;
      return n;
    });
    await sleep(150);
    assert.equal(outsideAnswered, false, 'a statement outside the open transaction must wait for it');
    release();
    await transaction;
    assert.equal(await outside, 2);
    await inWorker.db.delete(sample);
  });

  test('a throwing transaction rolls back; a failed nested one rolls back to its savepoint only', async () => {
    await assert.rejects(
      inWorker.db.transaction(async (tx) => {
        await tx.insert(sample).values({ id: 20, name: 'rolled back' });
        throw new Error('stop');
      }),
      /stop/,
    );
    assert.equal(await count(inWorker), 0);

    await inWorker.db.transaction(async (tx) => {
      await tx.insert(sample).values({ id: 21, name: 'kept' });
      await assert.rejects(
        tx.transaction(async (nested) => {
          await nested.insert(sample).values({ id: 22, name: 'dropped' });
          throw new Error('nested stop');
        }),
        /nested stop/,
      );
    });
    const names = await inWorker.db.select({ name: sample.name }).from(sample);
    assert.deepStrictEqual(names, [{ name: 'kept' }]);
    await inWorker.db.delete(sample);
  });

  test('a database error keeps its SQLSTATE, constraint and statement; the transaction it broke is rolled back', async () => {
    await inWorker.db.insert(sample).values({ id: 30, name: 'taken' });
    const failure = await inWorker.db
      .transaction(async (tx) => {
        await tx.insert(sample).values({ id: 31, name: 'other' });
        await tx.insert(sample).values({ id: 32, name: 'taken' });
      })
      .catch((error: unknown) => error);
    assert.ok(isUniqueViolation(failure, 'worker_sample_name_key'), String(failure));
    const cause = (failure as { cause: { code: string; query: string; params: unknown[] } }).cause;
    assert.equal(cause.code, '23505');
    assert.match(cause.query, /insert into "worker_sample"/);
    assert.ok(Array.isArray(cause.params));
    assert.equal(await count(inWorker), 1);
    await inWorker.db.delete(sample);
  });

  test('notifications arrive once their transaction commits, before the commit is answered; none on rollback', async () => {
    const heard: number[] = [];
    const listener = await inWorker.listen('worker_test', {
      onNotify: () => heard.push(Date.now()),
      onListeningChange: () => {},
    });
    try {
      await inWorker.db.transaction(async (tx) => {
        await tx.execute(sql`notify worker_test`);
        assert.equal(heard.length, 0, 'not before the commit');
      });
      assert.equal(heard.length, 1);
      await inWorker.db
        .transaction(async (tx) => {
          await tx.execute(sql`notify worker_test`);
          throw new Error('undo');
        })
        .catch(() => {});
      await sleep(50);
      assert.equal(heard.length, 1);
    } finally {
      await listener.close();
    }
  });

  test('a long query does not hold up this thread (it did, in this thread)', async () => {
    const gaps: number[] = [];
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      gaps.push(now - last);
      last = now;
    }, 5);
    const started = performance.now();
    try {
      await inWorker.db.execute(sql`select sum(i) from generate_series(1, 1000000) as i`);
    } finally {
      clearInterval(ticker);
    }
    // The stretch since the last tick counts too: a blocked thread never ticks at all.
    gaps.push(performance.now() - last);
    const took = performance.now() - started;
    const worstGap = Math.max(...gaps);
    assert.ok(took > 200, `the query must take a while to show anything (${took.toFixed(0)} ms)`);
    assert.ok(
      worstGap < took / 2,
      `this thread stalled ${worstGap.toFixed(0)} ms during a ${took.toFixed(0)} ms query`,
    );
  });

  test('a database the worker cannot open fails the open with its reason, and leaves no lock behind', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-worker-'));
    try {
      fs.writeFileSync(path.join(dataDir, 'pgdata'), 'not a folder');
      await assert.rejects(openDatabase({ kind: 'pglite', dataDir, worker: true }));
      assert.equal(fs.existsSync(path.join(dataDir, 'server.lock')), false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
