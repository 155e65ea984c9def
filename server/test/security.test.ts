import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { createTokenService } from '../src/lib/jwt';
import { type AuthHeader, assertNoSecrets, createTestApp, JWT_SECRET, type TestApp } from './helpers/app';
import { insertRoleUsers } from './helpers/users';

function assertSecurityHeaders(response: LightMyRequestResponse) {
  const where = `${response.statusCode} ${response.body.slice(0, 80)}`;
  assert.equal(response.headers['x-content-type-options'], 'nosniff', where);
  const csp = String(response.headers['content-security-policy'] ?? '');
  assert.match(csp, /default-src 'self'/, where);
  assert.match(csp, /frame-ancestors 'none'/, where);
  assert.ok(response.headers['x-frame-options'], where);
  assert.equal(response.headers['x-powered-by'], undefined);
}

describe('security', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let users: Awaited<ReturnType<typeof insertRoleUsers>>;
  before(async () => {
    t = await createTestApp();
    users = await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
  });
  after(() => t.close());

  test('GET /api/health answers ok without a token (liveness; readiness is /api/ready)', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok' });
  });

  test('the leak guard every response passes through does catch a hash or the secret', () => {
    for (const body of ['{"passwordHash":"x"}', '{"h":"scrypt$32768$8$1$abc$def"}', `{"s":"${JWT_SECRET}"}`]) {
      assert.throws(() => assertNoSecrets({ body } as LightMyRequestResponse), /leaks/);
    }
  });

  test('no response of any read endpoint carries a password, hash or secret', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/staff',
      headers: admin,
      payload: { login: 'leaky', email: 'leaky@example.com', password: 'plain-text-pw', role: 'ROLE_OPERATOR' },
    });
    assert.equal(created.statusCode, 201);
    const responses = [
      created,
      await t.inject({ method: 'GET', url: '/api/account', headers: admin }),
      await t.inject({ method: 'GET', url: '/api/users', headers: admin }),
      await t.inject({ method: 'GET', url: '/api/staff', headers: admin }),
      await t.inject({ method: 'GET', url: `/api/staff/${created.json().id}`, headers: admin }),
      await t.inject({ method: 'GET', url: '/api/mail-outbox', headers: admin }),
    ];
    // The API description names a password field, but like every response it must carry no hash or secret.
    assert.equal((await t.inject({ method: 'GET', url: '/api/docs/json' })).statusCode, 200);
    for (const response of responses) {
      assert.ok(response.statusCode < 300, response.body);
      assert.ok(!response.body.includes('plain-text-pw'));
      assert.ok(!/"password"\s*:/.test(response.body), `${response.body.slice(0, 200)}`);
    }
  });

  test('security headers are on answers, errors and 404s', async () => {
    assertSecurityHeaders(await t.inject({ method: 'GET', url: '/api/health' }));
    assertSecurityHeaders(await t.inject({ method: 'GET', url: '/api/account' }));
    assertSecurityHeaders(await t.inject({ method: 'GET', url: '/api/nothing-here' }));
    assertSecurityHeaders(await t.inject({ method: 'POST', url: '/api/staff', headers: admin, payload: {} }));
  });

  test('an unknown /api path or method gets a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/users'],
      ['PATCH', '/api/staff/1'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.inject({ method, url, headers: admin });
      assert.equal(response.statusCode, 404, `${method} ${url}`);
      assert.match(String(response.headers['content-type']), /^application\/json/);
      assert.equal(response.json().success, false);
      assert.equal(response.json().errorCode, 'notfound');
    }
  });

  test('the role comes from the database, not from the token: a teacher token claiming ROLE_ADMIN is still a teacher', async () => {
    const teacher = users.ROLE_TEACHER;
    const token = await createTokenService(JWT_SECRET).sign(
      { userId: teacher.id, role: 'ROLE_ADMIN', tokenVersion: teacher.tokenVersion },
      { rememberMe: false },
    );
    const response = await t.inject({
      method: 'GET',
      url: '/api/staff',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().errorCode, 'forbidden');
  });

  test('search text is data, not SQL', async () => {
    for (const keyword of ["' OR 1=1 --", "admin'; DROP TABLE users; --", '\\']) {
      const response = await t.inject({ method: 'GET', url: '/api/staff', query: { keyword }, headers: admin });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().total, 0);
    }
    assert.equal((await t.inject({ method: 'GET', url: '/api/staff', headers: admin })).json().total, 4);
  });

  test('a 5xx answer says something went wrong and hides the details (last: it breaks a table)', async () => {
    await t.database.exec('DROP TABLE mail_outbox');
    const response = await t.inject({ method: 'GET', url: '/api/mail-outbox', headers: admin });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), {
      success: false,
      errorCode: 'internal',
      errorMessage: 'Something went wrong on the server. Please try again.',
      showType: 2,
    });
    assertSecurityHeaders(response);
    for (const detail of ['mail_outbox', 'relation', 'select', 'at ', 'stack'])
      assert.ok(!response.body.includes(detail), detail);
  });
});
