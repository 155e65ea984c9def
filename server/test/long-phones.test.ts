/**
 * The phone rule (lib/validation.ts) accepts up to 25 characters; phones are stored normalised (digits
 * and a leading +). Every table that keeps a phone must hold the longest one the rule accepts: a phone
 * that passes validation must never fail in the database.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { normalisePhone } from '../src/lib/validation';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { insertRoleUsers } from './helpers/users';

/** 24 digits and a +: the most the rule's pattern allows, 25 characters stored. */
const LONGEST = '+123456789012345678901234';

describe('the longest phone the rule accepts', () => {
  let t: TestApp;
  let admin: AuthHeader;

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
  });
  after(() => t.close());

  test('is stored for staff, who can then ask for a sign-in code with it', async () => {
    assert.equal(normalisePhone(LONGEST).length, 25);
    const created = await t.inject({
      method: 'POST',
      url: '/api/staff',
      headers: admin,
      payload: {
        login: 'longphone',
        email: 'long.phone@example.com',
        password: 'secret1',
        firstName: 'Long',
        lastName: 'Phone',
        phone: LONGEST,
        role: 'ROLE_OPERATOR',
        activated: true,
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().phone, LONGEST);
    const code = await t.inject({ method: 'GET', url: '/api/login/captcha', query: { mobile: LONGEST } });
    assert.equal(code.statusCode, 200, code.body);
    assert.equal(t.sms.at(-1)?.phone, LONGEST);
  });

  test('is stored for a student', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/students',
      headers: admin,
      payload: { firstName: 'Long', lastName: 'Phone', phone: LONGEST },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().phone, LONGEST);
  });
});
