import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { students } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';
import { insertReferral, insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

/**
 * The list's totals are cached (student-counts.ts) and must never outlive the data behind them: a
 * change through the API is counted at once, a change by anything else (another server process, a
 * script) as soon as the database's notification arrives.
 */
describe('students list: the cached totals stay exact', () => {
  let t: TestApp;
  let operator: AuthHeader;

  const totalOf = async (query: Record<string, string>) => {
    const response = await t.inject({ method: 'GET', url: '/api/students', query, headers: operator });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().total as number;
  };
  /** Another process's write reaches this one as a notification: allow it a moment to arrive. */
  const totalBecomes = async (query: Record<string, string>, expected: number) => {
    const total = await eventually(
      () => totalOf(query),
      (n) => n === expected,
    );
    assert.equal(total, expected);
  };

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    operator = await t.signIn('operator');
  });
  after(() => t.close());

  test('changes through the API are counted at once', async () => {
    const active = { statuses: 'active,suspended' };
    const base = await totalOf(active);
    const created = await t.inject({
      method: 'POST',
      url: '/api/students',
      headers: operator,
      payload: { firstName: 'Cara', lastName: 'Count' },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(await totalOf(active), base + 1);
    const id = created.json().id as number;
    const deactivated = await t.inject({
      method: 'POST',
      url: '/api/students/deactivate',
      headers: operator,
      payload: { ids: [id] },
    });
    assert.equal(deactivated.statusCode, 200, deactivated.body);
    assert.equal(await totalOf(active), base);
    assert.equal(await totalOf({ status: 'inactive' }), 1);
  });

  test('changes written straight to the database are counted once their notification arrives', async () => {
    const referral = await insertReferral(t.db, 'Counting School');
    const byReferral = { referralId: String(referral.id) };
    assert.equal(await totalOf(byReferral), 0);
    const student = await insertStudent(t.db, { referralId: referral.id });
    await totalBecomes(byReferral, 1);
    await t.db.update(students).set({ referralId: null }).where(eq(students.id, student.id));
    await totalBecomes(byReferral, 0);
  });

  test('a keyword or balance filter is counted every time, even when a changed column no trigger watches', async () => {
    const student = await insertStudent(t.db, { firstName: 'Zebedee', lastName: 'Rare' });
    assert.equal(await totalOf({ keyword: 'zebedee' }), 1);
    assert.equal(await totalOf({ keyword: 'zebedee', balanceBelow: '0' }), 0);
    await t.db.update(students).set({ voucherBalance: '-5.00' }).where(eq(students.id, student.id));
    assert.equal(await totalOf({ keyword: 'zebedee', balanceBelow: '0' }), 1);
  });
});
