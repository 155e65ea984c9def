import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { DEFAULT_PASSWORD, insertRoleUsers, insertUser } from './helpers/users';

describe('account', () => {
  let t: TestApp;
  let teacher: AuthHeader;
  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    await insertUser(t.db, {
      login: 'editor',
      role: 'ROLE_TEACHER',
      firstName: 'Edith',
      lastName: 'Tor',
      phone: '+14165550100',
    });
    teacher = await t.signIn('editor');
  });
  after(() => t.close());

  test('GET /api/account returns the signed-in user, authorities and notice counts', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/account', headers: teacher });
    assert.equal(response.statusCode, 200);
    const { id, ...account } = response.json();
    assert.ok(Number.isInteger(id));
    assert.deepEqual(account, {
      login: 'editor',
      name: 'Edith Tor',
      firstName: 'Edith',
      lastName: 'Tor',
      email: 'editor@example.com',
      phone: '+14165550100',
      role: 'ROLE_TEACHER',
      authorities: ['ROLE_TEACHER', 'INTERNAL_STAFF'],
      notifyCount: 0,
      unreadCount: 0,
    });
  });

  test('each role gets its own authorities', async () => {
    const expected = {
      admin: ['ROLE_ADMIN', 'INTERNAL_ADMIN', 'INTERNAL_STAFF'],
      operator: ['ROLE_OPERATOR', 'INTERNAL_STAFF'],
      teacher: ['ROLE_TEACHER', 'INTERNAL_STAFF'],
      system: ['ROLE_SYSTEM'],
    };
    for (const [login, authorities] of Object.entries(expected)) {
      const response = await t.inject({ method: 'GET', url: '/api/account', headers: await t.signIn(login) });
      assert.deepEqual(response.json().authorities, authorities, login);
    }
  });

  test('POST /api/account changes own names, e-mail (lower-cased) and phone (normalised)', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/account',
      headers: teacher,
      payload: { firstName: 'Edie', lastName: null, email: 'Edie@Example.COM', phone: '+1 (416) 555-0199' },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().name, 'Edie');
    assert.equal(response.json().lastName, null);
    assert.equal(response.json().email, 'edie@example.com');
    assert.equal(response.json().phone, '+14165550199');
    const reread = await t.inject({ method: 'GET', url: '/api/account', headers: teacher });
    assert.deepEqual(reread.json(), response.json());
  });

  test('taking another account’s e-mail gets 409 emailexists and changes nothing', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/account',
      headers: teacher,
      payload: { email: 'ADMIN@example.com', firstName: 'Changed' },
    });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().errorCode, 'emailexists');
    assert.equal(response.json().errorMessage, 'Email already exists!');
    assert.deepEqual(response.json().fieldErrors, [{ field: 'email', message: 'Email already exists!' }]);
    const reread = await t.inject({ method: 'GET', url: '/api/account', headers: teacher });
    assert.equal(reread.json().firstName, 'Edie');
  });

  test('taking another account’s phone gets 409 on phone; keeping one’s own is fine', async () => {
    await insertUser(t.db, { login: 'phoneowner', role: 'ROLE_OPERATOR', phone: '+14165550321' });
    const taken = await t.inject({
      method: 'POST',
      url: '/api/account',
      headers: teacher,
      payload: { email: 'edie@example.com', phone: '+1 (416) 555-0321' },
    });
    assert.equal(taken.statusCode, 409, taken.body);
    assert.equal(taken.json().errorCode, 'conflict');
    assert.deepEqual(taken.json().fieldErrors, [{ field: 'phone', message: 'Phone number already exists!' }]);
    const kept = await t.inject({
      method: 'POST',
      url: '/api/account',
      headers: teacher,
      payload: { email: 'edie@example.com', phone: '+1 416 555 0199' },
    });
    assert.equal(kept.statusCode, 200, kept.body);
    assert.equal(kept.json().phone, '+14165550199');
  });

  test('an empty first or last name is stored as no name, as on students and courses; only spaces is refused', async () => {
    const spaces = await t.inject({
      method: 'POST',
      url: '/api/account',
      headers: teacher,
      payload: { email: 'edie@example.com', firstName: '   ', lastName: 'Stone' },
    });
    assert.deepEqual(spaces.json().fieldErrors, [{ field: 'firstName', message: 'must not be only spaces' }]);
    const response = await t.inject({
      method: 'POST',
      url: '/api/account',
      headers: teacher,
      payload: { email: 'edie@example.com', firstName: '', lastName: 'Stone' },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual([response.json().firstName, response.json().lastName], [null, 'Stone']);
  });

  test('keeping one’s own e-mail is not a conflict', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/account',
      headers: teacher,
      payload: { email: 'edie@example.com' },
    });
    assert.equal(response.statusCode, 200, response.body);
  });

  test('a wrong current password gets 400 with title "Incorrect password"', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/account/change-password',
      headers: teacher,
      payload: { currentPassword: 'not-it', newPassword: 'whatever' },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().success, false);
    assert.equal(response.json().errorCode, 'incorrectpassword');
    assert.equal(response.json().title, 'Incorrect password');
    assert.deepEqual(response.json().fieldErrors, [{ field: 'currentPassword', message: 'Wrong password!' }]);
    assert.equal(
      (await t.inject({ method: 'GET', url: '/api/account', headers: teacher })).statusCode,
      200,
      'session survives',
    );
  });

  test('changing the password returns a new token; the old token is rejected with 401; the new password signs in', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/account/change-password',
      headers: teacher,
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'fresh-pass' },
    });
    assert.equal(response.statusCode, 200, response.body);
    const fresh = { authorization: `Bearer ${response.json().id_token}` };
    assert.equal((await t.inject({ method: 'GET', url: '/api/account', headers: fresh })).statusCode, 200);
    const old = await t.inject({ method: 'GET', url: '/api/account', headers: teacher });
    assert.equal(old.statusCode, 401);
    assert.equal(old.json().errorCode, 'unauthenticated');

    await t.signIn('editor', 'fresh-pass');
    const stale = await t.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'editor', password: DEFAULT_PASSWORD },
    });
    assert.equal(stale.statusCode, 401);
  });
});
