import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import dayjs from 'dayjs';
import type { Role, UserRow } from '../src/db/schema';
import { auditEvents } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { fundedStudent, pastLesson, signedInTeacher } from './helpers/confirmations';
import { insertRoleUsers, insertUser } from './helpers/users';

type Entry = {
  key: string;
  action: string;
  recordType: string;
  recordId: number | null;
  summary: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  actorId: number | null;
  actorName: string | null;
};

describe('audit log', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let roleUsers: Record<Role, UserRow>;

  const list = async (query: Record<string, string>, headers = admin) => {
    const response = await t.inject({ method: 'GET', url: '/api/audit-log', query, headers });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { data: Entry[]; total: number };
  };
  const staffEdit = (row: UserRow, overrides: Record<string, unknown>) => ({
    login: row.login,
    email: `${row.login}@example.com`,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    activated: row.activated,
    ...overrides,
  });

  before(async () => {
    t = await createTestApp();
    roleUsers = await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
  });
  after(() => t.close());

  test('a role change is recorded with who made it, the role before and after, and no password', async () => {
    const target = await insertUser(t.db, { login: 'promoted', role: 'ROLE_OPERATOR', firstName: 'Pat' });
    const saved = await t.inject({
      method: 'PUT',
      url: `/api/staff/${target.id}`,
      headers: admin,
      payload: staffEdit(target, { role: 'ROLE_ADMIN', password: 'a-new-secret' }),
    });
    assert.equal(saved.statusCode, 200, saved.body);

    const { data, total } = await list({ recordType: 'account', recordId: String(target.id) });
    assert.equal(total, 1);
    const [entry] = data;
    assert.equal(entry.action, 'account.role-change');
    assert.equal(entry.actorId, roleUsers.ROLE_ADMIN.id);
    assert.equal(entry.actorName, 'admin');
    assert.equal(entry.before?.role, 'ROLE_OPERATOR');
    assert.equal(entry.after?.role, 'ROLE_ADMIN');
    assert.equal(entry.after?.password, 'changed');
    assert.ok(!JSON.stringify(entry).includes('a-new-secret'));
    assert.ok(!('firstName' in (entry.after ?? {})), 'unchanged fields are left out');
  });

  test('a change that fails records nothing: the record is written in the same transaction', async () => {
    const first = await insertUser(t.db, { login: 'taken-login', role: 'ROLE_OPERATOR' });
    const second = await insertUser(t.db, { login: 'other-login', role: 'ROLE_OPERATOR' });
    const before = await t.db.select().from(auditEvents);
    const clash = await t.inject({
      method: 'PUT',
      url: `/api/staff/${second.id}`,
      headers: admin,
      payload: staffEdit(second, { login: first.login, role: 'ROLE_SYSTEM' }),
    });
    assert.equal(clash.statusCode, 409, clash.body);
    assert.deepEqual(await t.db.select().from(auditEvents), before);
  });

  test('centre settings: only the fields that changed, before and after', async () => {
    const current = (await t.inject({ method: 'GET', url: '/api/centre-settings', headers: admin })).json();
    const { updatedAt: _unused, ...form } = current;
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/centre-settings',
      headers: admin,
      payload: { ...form, lowBalanceThreshold: '42.00' },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const [entry] = (await list({ recordType: 'settings' })).data;
    assert.equal(entry.action, 'settings.update');
    assert.deepEqual(entry.before, { lowBalanceThreshold: current.lowBalanceThreshold });
    assert.deepEqual(entry.after, { lowBalanceThreshold: '42.00' });
  });

  test('a lesson confirmation is recorded once; its charges come from the ledger, not copied', async () => {
    const { teacher, headers } = await signedInTeacher(t);
    const student = await fundedStudent(t.db, '100.00');
    const lesson = await pastLesson(t.db, teacher.id, [student.id]);
    const confirmed = await t.inject({
      method: 'POST',
      url: `/api/teacher-confirmations/${lesson.id}/confirm-unchanged`,
      headers,
    });
    assert.equal(confirmed.statusCode, 200, confirmed.body);

    const lessonEntries = (await list({ recordType: 'lesson', recordId: String(lesson.id) })).data;
    assert.deepEqual(
      lessonEntries.map((e) => [e.action, e.actorId]),
      [['lesson.confirm', teacher.id]],
    );
    assert.deepEqual(lessonEntries[0].after?.attendance, [{ studentId: student.id, attendance: 'PRESENT' }]);

    const money = (await list({ recordType: 'student-vouchers', recordId: String(student.id) })).data;
    assert.deepEqual(
      money.map((e) => e.action),
      ['voucher.charge', 'voucher.adjustment'],
      'newest first: the lesson charge, then the opening balance',
    );
    assert.equal(money[0].key.startsWith('ledger-'), true);
    const stored = await t.db.select().from(auditEvents);
    assert.equal(stored.filter((e) => e.recordType === 'student-vouchers').length, 0);
  });

  test('filters by person and date, pages without overlap', async () => {
    const byAdmin = await list({ actorId: String(roleUsers.ROLE_ADMIN.id) });
    assert.ok(byAdmin.total >= 2);
    assert.ok(byAdmin.data.every((e) => e.actorId === roleUsers.ROLE_ADMIN.id));

    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    assert.equal((await list({ from: tomorrow })).total, 0);
    const today = dayjs().format('YYYY-MM-DD');
    const all = await list({ from: today, to: today, pageSize: '100' });
    assert.ok(all.total >= 5);

    const first = await list({ pageSize: '2', page: '1' });
    const second = await list({ pageSize: '2', page: '2' });
    assert.equal(first.data.length, 2);
    assert.equal(
      new Set([...first.data, ...second.data].map((e) => e.key)).size,
      first.data.length + second.data.length,
    );
  });

  test('only administrators may read it; nobody may change it through the API', async () => {
    for (const login of ['operator', 'teacher', 'system']) {
      const response = await t.inject({ method: 'GET', url: '/api/audit-log', headers: await t.signIn(login) });
      assert.equal(response.statusCode, 403, `${login}: ${response.body}`);
    }
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const response = await t.inject({ method, url: '/api/audit-log', headers: admin, payload: {} });
      assert.equal(response.statusCode, 404, `${method}: ${response.body}`);
    }
  });
});
