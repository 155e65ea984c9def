/**
 * The role matrix: ONE table stating, from spec §2/§6, who may call each API route. Every route is
 * called by an anonymous caller and by one user of each role; allowed callers must get the row's
 * success status, refused ones 401 (anonymous) or 403 `forbidden` (signed in), with nothing written.
 * The table is this suite's own statement of the spec, independent of the server's role config.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import type { Role } from '../src/db/schema';
import { sha256 } from '../src/lib/tokens';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { registeredRoutes } from './helpers/routes';
import { DEFAULT_PASSWORD, insertRoleUsers, insertUser, ROLE_NAMES } from './helpers/users';

type Fixtures = {
  /** A number no other request of this file uses, for unique logins, e-mails and phones. */
  n: number;
  /** An operator account every allowed role may view. */
  operatorId: number;
  /** A new operator account, for requests that edit or delete one. */
  freshOperatorId: () => Promise<number>;
  /** An inactive account whose activation key is returned. */
  activationKey: () => Promise<string>;
  /** An account with a password reset pending; its key is returned. */
  resetKey: () => Promise<string>;
};

type Row = {
  /** Method and route pattern exactly as registered, e.g. `PUT /api/staff/:id`. */
  route: string;
  allowed: 'public' | readonly Role[];
  /** What an allowed caller gets. */
  ok: number;
  request: (f: Fixtures) => InjectOptions | Promise<InjectOptions>;
  /** The call ends the caller's sessions and answers with a fresh token. */
  renewsToken?: boolean;
};

const CENTRE_STAFF = ['ROLE_ADMIN', 'ROLE_OPERATOR'] as const;
const ANY_SIGNED_IN = ['ROLE_ADMIN', 'ROLE_OPERATOR', 'ROLE_TEACHER', 'ROLE_SYSTEM'] as const;
const ADMIN_ONLY = ['ROLE_ADMIN'] as const;

const phone = (n: number) => `+1416555${String(n).padStart(4, '0')}`;

const TABLE: Row[] = [
  { route: 'GET /api/health', allowed: 'public', ok: 200, request: () => ({ method: 'GET', url: '/api/health' }) },
  {
    route: 'POST /api/authenticate',
    allowed: 'public',
    ok: 200,
    request: () => ({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'matrixuser', password: DEFAULT_PASSWORD },
    }),
  },
  {
    route: 'GET /api/login/captcha',
    allowed: 'public',
    ok: 200,
    request: ({ n }) => ({ method: 'GET', url: '/api/login/captcha', query: { mobile: phone(n) } }),
  },
  {
    route: 'POST /api/register',
    allowed: 'public',
    ok: 201,
    request: ({ n }) => ({
      method: 'POST',
      url: '/api/register',
      payload: { login: `matrixreg${n}`, email: `matrixreg${n}@example.com`, password: 'secret1' },
    }),
  },
  {
    route: 'GET /api/activate',
    allowed: 'public',
    ok: 200,
    request: async (f) => ({ method: 'GET', url: '/api/activate', query: { key: await f.activationKey() } }),
  },
  {
    route: 'POST /api/account/reset-password/init',
    allowed: 'public',
    ok: 200,
    request: () => ({
      method: 'POST',
      url: '/api/account/reset-password/init',
      payload: { email: 'matrixuser@example.com' },
    }),
  },
  {
    route: 'POST /api/account/reset-password/finish',
    allowed: 'public',
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: '/api/account/reset-password/finish',
      payload: { key: await f.resetKey(), newPassword: 'new-secret' },
    }),
  },
  {
    route: 'GET /api/account',
    allowed: ANY_SIGNED_IN,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/account' }),
  },
  {
    route: 'POST /api/account',
    allowed: ANY_SIGNED_IN,
    ok: 200,
    request: ({ n }) => ({
      method: 'POST',
      url: '/api/account',
      payload: { email: `self${n}@example.com`, firstName: 'Self' },
    }),
  },
  {
    route: 'POST /api/account/change-password',
    allowed: ANY_SIGNED_IN,
    ok: 200,
    renewsToken: true,
    request: () => ({
      method: 'POST',
      url: '/api/account/change-password',
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD },
    }),
  },
  { route: 'GET /api/users', allowed: CENTRE_STAFF, ok: 200, request: () => ({ method: 'GET', url: '/api/users' }) },
  {
    route: 'GET /api/notices',
    allowed: ANY_SIGNED_IN,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/notices' }),
  },
  {
    route: 'POST /api/notices/read',
    allowed: ANY_SIGNED_IN,
    ok: 200,
    request: () => ({ method: 'POST', url: '/api/notices/read', payload: { type: 'notification' } }),
  },
  {
    route: 'DELETE /api/notices',
    allowed: ANY_SIGNED_IN,
    ok: 200,
    request: () => ({ method: 'DELETE', url: '/api/notices', query: { type: 'message' } }),
  },
  {
    route: 'GET /api/staff',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/staff', query: { page: '1', pageSize: '5', sort: 'login,asc' } }),
  },
  {
    route: 'GET /api/staff/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: (f) => ({ method: 'GET', url: `/api/staff/${f.operatorId}` }),
  },
  {
    route: 'POST /api/staff',
    allowed: CENTRE_STAFF,
    ok: 201,
    request: ({ n }) => ({
      method: 'POST',
      url: '/api/staff',
      payload: { login: `newstaff${n}`, email: `newstaff${n}@example.com`, password: 'secret1', role: 'ROLE_OPERATOR' },
    }),
  },
  {
    route: 'PUT /api/staff/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({
      method: 'PUT',
      url: `/api/staff/${await f.freshOperatorId()}`,
      payload: { login: `edited${f.n}`, email: `edited${f.n}@example.com`, role: 'ROLE_OPERATOR', activated: true },
    }),
  },
  {
    route: 'DELETE /api/staff/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({ method: 'DELETE', url: `/api/staff/${await f.freshOperatorId()}` }),
  },
  {
    route: 'GET /api/mail-outbox',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/mail-outbox' }),
  },
];

type Caller = 'anonymous' | Role;
const CALLERS: Caller[] = ['anonymous', ...ROLE_NAMES];

describe('role matrix', () => {
  let t: TestApp;
  let fixtures: Omit<Fixtures, 'n'>;
  const headers = {} as Record<Role, AuthHeader>;
  let counter = 0;

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    await insertUser(t.db, { login: 'matrixuser', role: 'ROLE_TEACHER' });
    const operator = await insertUser(t.db, { login: 'viewedoperator', role: 'ROLE_OPERATOR' });
    for (const role of ROLE_NAMES) headers[role] = await t.signIn(role.slice(5).toLowerCase());
    fixtures = {
      operatorId: operator.id,
      freshOperatorId: async () => (await insertUser(t.db, { login: `target${++counter}`, role: 'ROLE_OPERATOR' })).id,
      activationKey: async () => {
        const key = `activation-key-${++counter}`;
        const user = await insertUser(t.db, { login: `inactive${counter}`, role: 'ROLE_TEACHER', activated: false });
        await t.database.exec(`UPDATE users SET activation_key_hash = '${sha256(key)}' WHERE id = ${user.id}`);
        return key;
      },
      resetKey: async () => {
        const key = `reset-key-${++counter}`;
        const user = await insertUser(t.db, { login: `resetting${counter}`, role: 'ROLE_TEACHER' });
        await t.database.exec(
          `UPDATE users SET reset_key_hash = '${sha256(key)}', reset_requested_at = now() WHERE id = ${user.id}`,
        );
        return key;
      },
    };
  });
  after(() => t.close());

  for (const row of TABLE) {
    for (const caller of CALLERS) {
      const allowed = row.allowed === 'public' || (caller !== 'anonymous' && row.allowed.includes(caller));
      test(`${row.route} as ${caller} → ${allowed ? row.ok : caller === 'anonymous' ? 401 : 403}`, async () => {
        const request = await row.request({ ...fixtures, n: ++counter });
        const auth = caller === 'anonymous' ? {} : headers[caller];
        const before = allowed ? undefined : await tableSnapshot(t.db);
        const response = await t.inject({ ...request, headers: { ...request.headers, ...auth } });

        if (allowed) {
          assert.equal(response.statusCode, row.ok, response.body);
          if (row.renewsToken && caller !== 'anonymous')
            headers[caller] = { authorization: `Bearer ${response.json().id_token}` };
          return;
        }
        const expected =
          caller === 'anonymous' ? { status: 401, code: 'unauthenticated' } : { status: 403, code: 'forbidden' };
        assert.equal(response.statusCode, expected.status, response.body);
        assert.equal(response.json().success, false);
        assert.equal(response.json().errorCode, expected.code);
        assert.deepEqual(await tableSnapshot(t.db), before, 'a refused request wrote to the database');
      });
    }
  }

  test('the table has a row for every registered /api route, and no row for a route that does not exist', () => {
    const registered = registeredRoutes(t.app).filter((route) => / \/api\//.test(route) && !/ \/api\/docs/.test(route));
    const inTable = TABLE.map((row) => row.route);
    assert.ok(registered.length >= 20, `route listing looks broken: ${registered.join(', ')}`);
    assert.deepEqual(
      registered.filter((route) => !inTable.includes(route)),
      [],
      'routes without a role-matrix row: add them to TABLE',
    );
    assert.deepEqual(
      inTable.filter((route) => !registered.includes(route)),
      [],
      'TABLE rows for routes the app does not have',
    );
    assert.equal(new Set(inTable).size, inTable.length, 'a route appears twice in TABLE');
  });

  test('the OpenAPI document lists no /api path the table lacks', () => {
    const paths = Object.keys((t.app.swagger() as { paths: Record<string, object> }).paths);
    const tablePaths = new Set(TABLE.map((row) => row.route.split(' ')[1].replace(/:(\w+)/g, '{$1}')));
    assert.deepEqual(
      paths.filter((path) => path.startsWith('/api/') && !tablePaths.has(path)),
      [],
    );
  });
});
