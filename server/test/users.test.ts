import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from './helpers/app';
import { insertRoleUsers, insertUser } from './helpers/users';

describe('users', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    await insertUser(t.db, {
      login: 'zoe',
      role: 'ROLE_TEACHER',
      firstName: 'Zoe',
      lastName: 'Quinn',
      activated: false,
    });
    const gone = await insertUser(t.db, { login: 'deleted', role: 'ROLE_OPERATOR' });
    await t.database.exec(`UPDATE users SET deleted_at = now() WHERE id = ${gone.id}`);
  });
  after(() => t.close());

  test('GET /api/users lists every live account of every role, by login, with display names', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/users', headers: await t.signIn('operator') });
    assert.equal(response.statusCode, 200);
    const { success, data, total } = response.json();
    assert.equal(success, true);
    assert.equal(total, 5);
    assert.ok(data.every((row: { id: unknown }) => Number.isInteger(row.id)));
    assert.deepEqual(
      data.map(({ id: _id, ...rest }: { id: number }) => rest),
      [
        { login: 'admin', name: 'admin', role: 'ROLE_ADMIN', activated: true },
        { login: 'operator', name: 'operator', role: 'ROLE_OPERATOR', activated: true },
        { login: 'system', name: 'system', role: 'ROLE_SYSTEM', activated: true },
        { login: 'teacher', name: 'teacher', role: 'ROLE_TEACHER', activated: true },
        { login: 'zoe', name: 'Zoe Quinn', role: 'ROLE_TEACHER', activated: false },
      ],
    );
  });

  test('GET /api/users pages', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/users',
      query: { page: '2', pageSize: '2' },
      headers: await t.signIn('admin'),
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(
      response.json().data.map((u: { login: string }) => u.login),
      ['system', 'teacher'],
    );
    assert.equal(response.json().total, 5);
  });
});
