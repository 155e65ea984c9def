/**
 * The suite's "nothing written" check (`tableSnapshot`) must see every write, including one that
 * changes a row without changing how many rows there are, however it reuses an earlier snapshot.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { students } from '../src/db/schema';
import { createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { insertStudent } from './helpers/records';

describe('tableSnapshot', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('two snapshots with nothing written between them are equal', async () => {
    await insertStudent(t.db, { firstName: 'Ann', lastName: 'Lee' });
    const first = await tableSnapshot(t.db);
    assert.deepEqual(await tableSnapshot(t.db), first);
  });

  test('an insert, an update that keeps the row count, and a delete are each seen', async () => {
    const start = await tableSnapshot(t.db);
    const student = await insertStudent(t.db, { firstName: 'Bo', lastName: 'Ng' });
    const inserted = await tableSnapshot(t.db);
    assert.notDeepEqual(inserted, start);
    assert.notEqual(inserted.students, start.students);

    await t.db.update(students).set({ comments: 'changed' }).where(eq(students.id, student.id));
    const updated = await tableSnapshot(t.db);
    assert.notEqual(updated.students, inserted.students);
    assert.match(updated.students, new RegExp(`^${inserted.students.split(',')[0]},`), 'same row count');

    await t.db.delete(students).where(eq(students.id, student.id));
    const deleted = await tableSnapshot(t.db);
    assert.notEqual(deleted.students, updated.students);
  });

  test('a snapshot handed out is a copy: changing it does not change the next one', async () => {
    const first = await tableSnapshot(t.db);
    first.students = 'tampered';
    assert.notEqual((await tableSnapshot(t.db)).students, 'tampered');
  });
});
