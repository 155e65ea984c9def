import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { inArray } from 'drizzle-orm';
import { students } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

describe('student status actions', () => {
  let t: TestApp;
  let operator: AuthHeader;

  const act = (action: 'deactivate' | 'activate' | 'suspend', ids: number[]) =>
    t.inject({ method: 'POST', url: `/api/students/${action}`, payload: { ids }, headers: operator });
  const statusesOf = async (ids: number[]) => {
    const rows = await t.db.select().from(students).where(inArray(students.id, ids));
    return Object.fromEntries(rows.map((row) => [row.id, row.status]));
  };

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    operator = await t.signIn('operator');
  });
  after(() => t.close());

  test('deactivates a batch; the deactivated leave the active list and appear under inactive', async () => {
    const [a, b] = [await insertStudent(t.db), await insertStudent(t.db, { status: 'suspended' })];
    const response = await act('deactivate', [a.id, b.id]);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { success: true, changed: [a.id, b.id], unchanged: [] });
    const listed = async (status: string) =>
      (await t.inject({ method: 'GET', url: '/api/students', query: { status }, headers: operator }))
        .json()
        .data.map((s: { id: number; active: boolean }) => ({ id: s.id, active: s.active }))
        .sort((x: { id: number }, y: { id: number }) => x.id - y.id);
    assert.deepEqual(await listed('inactive'), [
      { id: a.id, active: false },
      { id: b.id, active: false },
    ]);
    assert.deepEqual(await listed('active'), []);
  });

  test('part of a batch can stay unchanged, each with its reason, while the rest changes', async () => {
    const active = await insertStudent(t.db);
    const already = await insertStudent(t.db, { status: 'inactive' });
    const response = await act('deactivate', [active.id, already.id, 999_999]);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      success: true,
      changed: [active.id],
      unchanged: [
        { id: already.id, code: 'sameStatus', reason: 'The student is already inactive.' },
        { id: 999_999, code: 'notfound', reason: 'This student does not exist.' },
      ],
    });
    assert.deepEqual(await statusesOf([active.id, already.id]), { [active.id]: 'inactive', [already.id]: 'inactive' });
  });

  test('activates inactive and suspended students, and suspends active ones', async () => {
    const inactive = await insertStudent(t.db, { status: 'inactive' });
    const suspended = await insertStudent(t.db, { status: 'suspended' });
    const activated = await act('activate', [inactive.id, suspended.id]);
    assert.deepEqual(activated.json().changed, [inactive.id, suspended.id]);
    assert.deepEqual(await statusesOf([inactive.id, suspended.id]), {
      [inactive.id]: 'active',
      [suspended.id]: 'active',
    });
    const suspendedAgain = await act('suspend', [inactive.id]);
    assert.deepEqual(suspendedAgain.json(), { success: true, changed: [inactive.id], unchanged: [] });
    assert.deepEqual(await statusesOf([inactive.id]), { [inactive.id]: 'suspended' });
  });

  test('an id repeated in the batch counts once', async () => {
    const student = await insertStudent(t.db);
    const response = await act('suspend', [student.id, student.id]);
    assert.deepEqual(response.json(), { success: true, changed: [student.id], unchanged: [] });
  });

  test('a batch of only unknown or unchanged students writes nothing', async () => {
    const already = await insertStudent(t.db);
    const before = await tableSnapshot(t.db);
    const response = await act('activate', [already.id, 888_888]);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json().changed, []);
    assert.deepEqual(await tableSnapshot(t.db), before);
  });

  // Rows are locked in id order whatever the request's order, so crossing batches queue instead of deadlocking.
  test('concurrent batches over the same students in opposite orders all finish', async () => {
    const batch = [await insertStudent(t.db), await insertStudent(t.db), await insertStudent(t.db)].map((s) => s.id);
    const responses = await Promise.all([
      act('deactivate', batch),
      act('suspend', [...batch].reverse()),
      act('activate', batch),
    ]);
    for (const response of responses) assert.equal(response.statusCode, 200, response.body);
  });
});
