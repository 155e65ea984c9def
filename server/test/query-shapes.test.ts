import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '../src/db/client';
import { courses } from '../src/db/schema';
import { QueryShapes } from '../src/lib/query-shapes';
import { openTestDatabase } from './helpers/database';

class RolledBack extends Error {}

describe('query shapes', () => {
  let database: DatabaseHandle;
  before(async () => {
    database = await openTestDatabase();
  });
  after(async () => {
    await database.close();
  });

  test('a shape built in a transaction runs in the transaction that uses it, and is reused per connection', async () => {
    let builds = 0;
    const coursesNamed = new QueryShapes(
      () => '',
      (tx: Transaction) => {
        builds += 1;
        return tx
          .select({ n: count() })
          .from(courses)
          .where(eq(courses.name, sql.placeholder('name')))
          .prepare('test_courses_named');
      },
    );
    const transactions = 6;
    const seen = await Promise.all(
      Array.from({ length: transactions }, async (_, i) => {
        const name = `Uncommitted course ${i}`;
        let within = -1;
        await database.db
          .transaction(async (tx) => {
            await tx.insert(courses).values({ name });
            // Only this transaction's own connection can see its uncommitted course.
            [{ n: within }] = await coursesNamed.of(tx, undefined).execute({ name });
            throw new RolledBack();
          })
          .catch((error) => {
            if (!(error instanceof RolledBack)) throw error;
          });
        return within;
      }),
    );
    assert.deepEqual(seen, Array(transactions).fill(1));
    const [{ n: left }] = await database.db.select({ n: count() }).from(courses);
    assert.equal(left, 0);
    // node-postgres hands its (4, test helper) connections out again; PGlite has a new client per transaction.
    if (database.kind === 'postgres') assert.ok(builds <= 4, `built ${builds} times`);
    else assert.equal(builds, transactions);
  });

  test('a shape is kept per driver client, and per key', () => {
    let builds = 0;
    const shapes = new QueryShapes(
      (shape: { sort: string }) => shape.sort,
      (_db: object, shape) => ({ shape, build: ++builds }),
    );
    const client = {};
    const one = { session: { client } };
    const other = { session: { client } };
    assert.equal(shapes.of(one, { sort: 'name' }), shapes.of(other, { sort: 'name' }));
    assert.notEqual(shapes.of(one, { sort: 'name' }), shapes.of(one, { sort: 'id' }));
    assert.notEqual(shapes.of(one, { sort: 'name' }), shapes.of({ session: { client: {} } }, { sort: 'name' }));
    // A handle without a client stands for itself.
    const bare = {};
    assert.equal(shapes.of(bare, { sort: 'name' }), shapes.of(bare, { sort: 'name' }));
    assert.equal(builds, 4);
  });
});
