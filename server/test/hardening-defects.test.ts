/**
 * The defects an outside attack test found (issue 18), each asserted as a caller would see it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { insertStudent } from './helpers/records';
import { DEFAULT_PASSWORD, insertRoleUsers, insertUser } from './helpers/users';

const signIn = (t: TestApp, payload: object, headers: Record<string, string> = {}, remoteAddress = '10.9.0.1') =>
  t.inject({ method: 'POST', url: '/api/authenticate', payload, headers, remoteAddress });

describe('forwarded addresses are trusted only from a named proxy', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await insertUser(t.db, { login: 'target', role: 'ROLE_OPERATOR' });
  });
  after(() => t.close());

  test('by default a different X-Forwarded-For on each try is still one caller: the 6th try gets 429', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await signIn(
        t,
        { username: 'target', password: `guess-${i}` },
        { 'x-forwarded-for': `203.0.113.${i}` },
      );
      assert.equal(response.statusCode, 401, response.body);
    }
    const right = await signIn(
      t,
      { username: 'target', password: DEFAULT_PASSWORD },
      { 'x-forwarded-for': '203.0.113.99' },
    );
    assert.equal(right.statusCode, 429, right.body);
  });

  test('with TRUST_PROXY naming the proxy, the address it forwards is the caller', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '10.9.0.1' } });
    try {
      await insertUser(proxied.db, { login: 'target', role: 'ROLE_OPERATOR' });
      for (let i = 0; i < 5; i += 1) {
        await signIn(proxied, { username: 'target', password: `guess-${i}` }, { 'x-forwarded-for': '203.0.113.7' });
      }
      const sameCaller = await signIn(
        proxied,
        { username: 'target', password: DEFAULT_PASSWORD },
        { 'x-forwarded-for': '203.0.113.7' },
      );
      assert.equal(sameCaller.statusCode, 429, sameCaller.body);
      // Not from the named proxy: its header is ignored and the socket's address counts.
      const notProxy = await signIn(
        proxied,
        { username: 'target', password: DEFAULT_PASSWORD },
        { 'x-forwarded-for': '203.0.113.7' },
        '10.9.0.2',
      );
      assert.equal(notProxy.statusCode, 200, notProxy.body);
    } finally {
      await proxied.close();
    }
  });
});

describe('failures per account from many addresses slow that account down without locking it', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await insertUser(t.db, { login: 'victim', role: 'ROLE_OPERATOR' });
  });
  after(() => t.close());

  test('10 wrong passwords from 10 addresses: the next try waits a second, then the right password works', async () => {
    for (let i = 0; i < 10; i += 1) {
      const response = await signIn(t, { username: 'victim', password: `guess-${i}` }, {}, `198.51.100.${i}`);
      assert.equal(response.statusCode, 401, response.body);
    }
    const early = await signIn(t, { username: 'victim', password: DEFAULT_PASSWORD }, {}, '192.0.2.50');
    assert.equal(early.statusCode, 429, early.body);
    assert.match(early.json().errorMessage, /Please wait \d+ second\(s\)/);
    assert.ok(Number(early.headers['retry-after']) >= 1);
    await sleep(1100);
    const later = await signIn(t, { username: 'victim', password: DEFAULT_PASSWORD }, {}, '192.0.2.50');
    assert.equal(later.statusCode, 200, later.body);
  });

  test('the delay grows with each failure but never past a minute', async () => {
    await insertUser(t.db, { login: 'victim2', role: 'ROLE_OPERATOR' });
    const now = Date.now();
    // Failures already on record, as if an attacker had kept trying for ten minutes from 40 addresses.
    for (let i = 0; i < 40; i += 1) {
      await t.app.loginThrottle.recordFailure(`198.51.101.${i}`, 'victim2', now - (40 - i) * 1000);
    }
    const refused = await signIn(t, { username: 'victim2', password: DEFAULT_PASSWORD }, {}, '192.0.2.51');
    assert.equal(refused.statusCode, 429, refused.body);
    const seconds = Number(refused.json().errorMessage.match(/wait (\d+) second/)?.[1]);
    assert.ok(seconds > 1 && seconds <= 60, refused.json().errorMessage);
  });
});

describe('deeply nested JSON', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
  });
  after(() => t.close());

  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  for (const url of [
    '/api/authenticate',
    '/api/register',
    '/api/account/reset-password/init',
    '/api/account/reset-password/finish',
  ]) {
    test(`POST ${url} with 7,000 levels answers 400 before any walk`, async () => {
      for (const payload of [nested(7000), nestedArrays(7000), `{"x":"[{\\"",${nested(7000).slice(1)}`]) {
        const response = await t.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        assert.equal(response.statusCode, 400, `${url}: ${response.body.slice(0, 200)}`);
        assert.match(response.json().errorMessage, /nested/);
      }
    });
  }

  test('brackets inside strings do not count as nesting', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: JSON.stringify({ username: 'admin', password: '{'.repeat(60) }),
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(response.statusCode, 401, response.body);
  });
});

describe('whitespace-only values', () => {
  let t: TestApp;
  let admin: AuthHeader;
  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
  });
  after(() => t.close());

  const student = { firstName: 'Ann', lastName: 'Lee' };
  const cases: [string, string, object, string][] = [
    ['POST', '/api/students', { ...student, studentId: ' ' }, 'studentId'],
    ['POST', '/api/students', { ...student, phone: '   ' }, 'phone'],
    ['POST', '/api/students', { ...student, email: '  ' }, 'email'],
    ['POST', '/api/students', { ...student, wechat: ' \t ' }, 'wechat'],
    ['POST', '/api/register', { login: '    ', email: 'a@b.co', password: 'abcd1234' }, 'login'],
    ['POST', '/api/teachers', { login: 'tnew', email: 't@b.co', password: 'abcd1234', color: '  ' }, 'color'],
  ];
  for (const [method, url, payload, field] of cases) {
    test(`${method} ${url} refuses ${field} of only spaces on that field, writing nothing`, async () => {
      const before = await tableSnapshot(t.db);
      const response = await t.inject({ method: method as 'POST', url, payload, headers: admin });
      assert.equal(response.statusCode, 400, response.body);
      const fields = response.json().fieldErrors.map((error: { field: string }) => error.field);
      // Refused on that field only (a required one may also name the rule it breaks, e.g. login's length).
      assert.deepEqual([...new Set(fields)], [field], response.body);
      assert.deepEqual(await tableSnapshot(t.db), before);
    });
  }

  test('the OpenAPI document says which fields are trimmed', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const create = doc.components.schemas.StudentCreate.properties;
    for (const field of ['studentId', 'phone', 'email']) {
      assert.match(JSON.stringify(create[field]), /trimmed/i, field);
    }
  });
});

describe('path ids', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let id: number;
  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    // Insert until a student with id 16 exists, as in the report.
    for (let i = 0; i < 16; i += 1) id = (await insertStudent(t.db)).id;
  });
  after(() => t.close());

  test('only the canonical decimal form names a record', async () => {
    assert.equal((await t.inject({ method: 'GET', url: `/api/students/${id}`, headers: admin })).statusCode, 200);
    const hex = `0x${id.toString(16)}`;
    for (const variant of [
      hex,
      `0b${id.toString(2)}`,
      `0o${id.toString(8)}`,
      `+${id}`,
      `0${id}`,
      `${id / 10}e1`,
      `%20${id}`,
      `${id}%20`,
      '0',
    ]) {
      const response = await t.inject({ method: 'GET', url: `/api/students/${variant}`, headers: admin });
      assert.equal(response.statusCode, 400, `${variant}: ${response.body}`);
      assert.equal(response.json().fieldErrors[0].field, 'id', variant);
    }
  });
});

describe('Cache-Control on API answers', () => {
  let t: TestApp;
  let admin: AuthHeader;
  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
  });
  after(() => t.close());

  test('tokens, accounts, people and the outbox are never stored by a cache', async () => {
    const responses = [
      await signIn(t, { username: 'admin', password: DEFAULT_PASSWORD }),
      await t.inject({ method: 'GET', url: '/api/account', headers: admin }),
      await t.inject({ method: 'GET', url: '/api/students', headers: admin }),
      await t.inject({ method: 'GET', url: '/api/teachers', headers: admin }),
      await t.inject({ method: 'GET', url: '/api/mail-outbox', headers: admin }),
      await t.inject({ method: 'GET', url: '/api/students/99', headers: admin }),
      await t.inject({ method: 'GET', url: '/api/account' }),
      await t.inject({ method: 'GET', url: '/api/docs/json' }),
    ];
    for (const response of responses) {
      assert.equal(
        response.headers['cache-control'],
        'no-store',
        `${response.statusCode} ${response.body.slice(0, 80)}`,
      );
    }
  });
});

describe('API documentation', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('the docs page may not be framed, by any site', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/index.html']) {
      const response = await t.inject({ method: 'GET', url });
      if (response.statusCode >= 300 && response.statusCode < 400) continue;
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['x-frame-options'], 'DENY', url);
      assert.match(String(response.headers['content-security-policy']), /frame-ancestors 'none'/, url);
    }
  });

  test('with API_DOCS=off the documentation is not served', async () => {
    const off = await createTestApp({ env: { API_DOCS: 'off' } });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        assert.equal((await off.inject({ method: 'GET', url })).statusCode, 404, url);
      }
    } finally {
      await off.close();
    }
  });

  test('every operation declares its error body', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json();
    let operations = 0;
    for (const [path, item] of Object.entries<Record<string, { responses: Record<string, unknown> }>>(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        operations += 1;
        const codes = Object.keys(operation.responses);
        assert.ok(
          codes.some((code) => code.startsWith('4')),
          `${method} ${path} declares no 4xx answer`,
        );
      }
    }
    assert.ok(operations > 50);
  });
});

describe('one rule for unknown query parameters and unexpected bodies', () => {
  let t: TestApp;
  let admin: AuthHeader;
  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
  });
  after(() => t.close());

  test('an unknown query parameter is refused naming it, on routes with and without a query', async () => {
    for (const url of [
      '/api/account?debug=1',
      '/api/notices?debug=1',
      '/api/students?debug=1',
      '/api/health?debug=1',
    ]) {
      const response = await t.inject({ method: 'GET', url, headers: admin });
      assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
      assert.deepEqual(
        response.json().fieldErrors.map((error: { field: string }) => error.field),
        ['debug'],
        url,
      );
    }
  });

  test('a body sent to a route that takes none is refused and nothing is written', async () => {
    const before = await tableSnapshot(t.db);
    const response = await t.inject({
      method: 'DELETE',
      url: '/api/notices',
      payload: { type: 'notification' },
      headers: admin,
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(response.json().fieldErrors[0].field, 'body');
    assert.deepEqual(await tableSnapshot(t.db), before);
  });
});
