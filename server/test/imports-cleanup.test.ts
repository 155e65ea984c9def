import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { importBatches, importUploads, studentStatusEvents, students } from '../src/db/schema';
import { deleteAbandonedUploads, failInterruptedImports } from '../src/modules/imports';
import { createTestApp, type TestApp } from './helpers/app';
import { importClient } from './helpers/imports';
import { insertRoleUsers } from './helpers/users';

const DAY = 24 * 60 * 60 * 1000;

describe('what a crash or a walk-away leaves behind', () => {
  let t: TestApp;
  let client: ReturnType<typeof importClient>;

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    client = importClient(t, await t.signIn('admin'));
  });
  after(() => t.close());

  const upload = async (ageMs: number) =>
    (
      await t.db
        .insert(importUploads)
        .values({ fileName: 'a.csv', content: Buffer.from('x'), byteSize: 1, createdAt: new Date(Date.now() - ageMs) })
        .returning({ id: importUploads.id })
    )[0].id;
  const batch = async (status: 'running' | 'queued' | 'done', uploadId: number | null) =>
    (
      await t.db
        .insert(importBatches)
        .values({ kind: 'students', fileName: 'a.csv', uploadId, mapping: {}, status })
        .returning({ id: importBatches.id })
    )[0].id;

  test('a batch left "running" by a dead process is marked failed, and can then be undone', async () => {
    const rows = await client.importRows('students', [
      ['First name', 'Last name'],
      ['Ana', 'Silva'],
    ]);
    // As a crash leaves it: written rows, status still running, the upload's bytes still there.
    await t.db.update(importBatches).set({ status: 'running', finishedAt: null }).where(eq(importBatches.id, rows.id));
    const queuedWithoutJob = await batch('queued', null);
    const failed = await failInterruptedImports(t.db, { alone: false });
    assert.deepEqual(failed.sort(), [rows.id, queuedWithoutJob].sort());
    const after = await client.batch(rows.id);
    assert.equal(after.status, 'failed');
    assert.match(String(after.error), /The server stopped while this import ran/);
    assert.equal(after.undoable, true);
    const undone = await client.undo(rows.id);
    assert.equal(undone.statusCode, 200, undone.body);
    assert.equal((await t.db.select().from(students).where(eq(students.firstName, 'Ana'))).length, 0);
    assert.deepEqual(await failInterruptedImports(t.db, { alone: false }), [], 'nothing twice');
  });

  test('at the start of the only process, every "running" batch is failed whatever the queue says', async () => {
    const running = await batch('running', null);
    const done = await batch('done', null);
    assert.deepEqual(await failInterruptedImports(t.db, { alone: true }), [running]);
    assert.equal((await client.batch(done)).status, 'done');
  });

  test('uploads nobody imported within a day are deleted; an import’s own keeps its row but not its bytes', async () => {
    const abandoned = await upload(2 * DAY);
    const recent = await upload(60_000);
    const imported = await upload(2 * DAY);
    await batch('done', imported);
    assert.equal(await deleteAbandonedUploads(t.db), 1);
    const left = await t.db
      .select({ id: importUploads.id, content: importUploads.content })
      .from(importUploads)
      .where(inArray(importUploads.id, [abandoned, recent, imported]));
    assert.deepEqual(
      left.map((row) => [row.id, row.content === null]).sort(),
      [
        [recent, false],
        [imported, true],
      ].sort(),
    );
  });

  test('imported students get their status history as the Students screen gives it', async () => {
    await client.importRows('students', [
      ['Student ID', 'First name', 'Last name', 'Status'],
      ['S000900', 'Ivo', 'Kral', 'inactive'],
    ]);
    const [student] = await t.db.select().from(students).where(eq(students.studentId, 'S000900'));
    const events = await t.db.select().from(studentStatusEvents).where(eq(studentStatusEvents.studentId, student.id));
    assert.deepEqual(
      events.map((e) => e.status),
      ['inactive'],
    );
  });
});
