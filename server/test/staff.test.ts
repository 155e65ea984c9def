import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { UserRow } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { DEFAULT_PASSWORD, insertRoleUsers, insertUser } from './helpers/users';

type StaffMember = {
  id: number;
  login: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  activated: boolean;
};

describe('staff', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let operator: AuthHeader;
  let roleUsers: Awaited<ReturnType<typeof insertRoleUsers>>;
  let addresses = 0;
  // Phones sign in (Phone Login), so every account made here gets one of its own.
  let phones = 0;

  const newStaff = (overrides: Record<string, unknown> = {}) => ({
    login: 'newbie',
    email: 'newbie@example.com',
    password: 'secret1',
    firstName: 'New',
    lastName: 'Bie',
    birthday: '1990-05-17',
    phone: `+1 905 555 ${String(++phones).padStart(4, '0')}`,
    role: 'ROLE_OPERATOR',
    ...overrides,
  });
  const editOf = (row: StaffMember | UserRow, overrides: Record<string, unknown> = {}) => ({
    login: row.login,
    email: `${row.login}@example.com`,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    activated: row.activated,
    ...overrides,
  });
  const authenticate = (username: string, password: string) =>
    t.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username, password },
      remoteAddress: `10.2.0.${++addresses}`,
    });
  const list = async (query: Record<string, string>, headers = admin) => {
    const response = await t.inject({ method: 'GET', url: '/api/staff', query, headers });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { success: true; data: StaffMember[]; total: number };
  };

  before(async () => {
    t = await createTestApp();
    roleUsers = await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    operator = await t.signIn('operator');
  });
  after(() => t.close());

  // Runs first, while "admin" is the only administrator the file has created.
  describe('the last active administrator', () => {
    test('can be neither demoted, deactivated nor deleted (422), and stays able to sign in', async () => {
      const [{ id }] = (
        await t.inject({ method: 'GET', url: '/api/staff', query: { role: 'ROLE_ADMIN' }, headers: admin })
      ).json().data;
      const before = await tableSnapshot(t.db);
      const edit = { login: 'admin', email: 'admin@example.com', role: 'ROLE_ADMIN', activated: true };
      for (const request of [
        { method: 'PUT' as const, url: `/api/staff/${id}`, payload: { ...edit, role: 'ROLE_OPERATOR' } },
        { method: 'PUT' as const, url: `/api/staff/${id}`, payload: { ...edit, activated: false } },
        { method: 'DELETE' as const, url: `/api/staff/${id}` },
      ]) {
        const response = await t.inject({ ...request, headers: admin });
        assert.equal(response.statusCode, 422, response.body);
        assert.equal(response.json().errorCode, 'ruleviolated');
      }
      assert.deepEqual(await tableSnapshot(t.db), before);
      await t.signIn('admin');
    });

    test('another administrator can be deleted while one active administrator remains', async () => {
      const second = await insertUser(t.db, { login: 'admin2', role: 'ROLE_ADMIN' });
      const response = await t.inject({ method: 'DELETE', url: `/api/staff/${second.id}`, headers: admin });
      assert.equal(response.statusCode, 200);
      const admins = await t.inject({
        method: 'GET',
        url: '/api/staff',
        query: { role: 'ROLE_ADMIN' },
        headers: admin,
      });
      assert.deepEqual(
        admins.json().data.map((row: StaffMember) => row.login),
        ['admin'],
      );
    });
  });

  describe('list', () => {
    const FIRST_NAMES = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eve'];
    before(async () => {
      for (let i = 1; i <= 23; i += 1) {
        await insertUser(t.db, {
          login: `member${String(i).padStart(2, '0')}`,
          role: i % 5 === 0 ? 'ROLE_SYSTEM' : 'ROLE_OPERATOR',
          firstName: FIRST_NAMES[i % 5],
          lastName: i === 7 ? 'Zedd' : 'Smith',
          activated: i % 4 !== 0,
        });
      }
      const gone = await insertUser(t.db, { login: 'member99', role: 'ROLE_OPERATOR' });
      await t.database.exec(`UPDATE users SET deleted_at = now() WHERE id = ${gone.id}`);
    });

    test('pages: page/pageSize pick disjoint slices, total counts staff only (no teachers, no deleted)', async () => {
      const pages = await Promise.all(['1', '2', '3'].map((page) => list({ page, pageSize: '10', sort: 'login,asc' })));
      assert.deepEqual(
        pages.map((p) => p.data.length),
        [10, 10, 6],
      );
      for (const page of pages) assert.equal(page.total, 26);
      const logins = pages.flatMap((p) => p.data.map((row) => row.login));
      assert.equal(new Set(logins).size, 26);
      assert.ok(!logins.includes('teacher') && !logins.includes('member99'));
      assert.ok(logins.includes('admin') && logins.includes('system'));
      assert.deepEqual((await list({ page: '4', pageSize: '10' })).data, []);
      assert.equal((await list({})).data.length, 20, 'default page size is 20');
    });

    test('sort=field,asc|desc orders the rows', async () => {
      const asc = (await list({ sort: 'login,asc', pageSize: '100' })).data.map((row) => row.login);
      assert.deepEqual(asc, [...asc].sort());
      assert.equal(asc[0], 'admin');
      const desc = (await list({ sort: 'login,desc', pageSize: '100' })).data.map((row) => row.login);
      assert.deepEqual(desc, [...asc].reverse());
      const byName = (await list({ sort: 'firstName,asc', pageSize: '100', keyword: 'member' })).data.map(
        (row) => row.firstName,
      );
      assert.deepEqual(byName, [...byName].sort());
      assert.equal(byName[0], 'Ada');
    });

    test('keyword matches login, names and e-mail, case-insensitively; % and _ are literal', async () => {
      const byLogin = await list({ keyword: 'MEMBER1' });
      assert.deepEqual(
        byLogin.data.map((row) => row.login).sort(),
        Array.from({ length: 10 }, (_, i) => `member1${i}`),
      );
      assert.equal(byLogin.total, 10);
      assert.deepEqual(
        (await list({ keyword: 'zedd' })).data.map((row) => row.login),
        ['member07'],
      );
      assert.equal((await list({ keyword: 'member07@example' })).total, 1);
      assert.equal((await list({ keyword: '%' })).total, 0);
      assert.equal((await list({ keyword: 'member_1' })).total, 0);
    });

    test('column filters: login, name, email, role, activated (combined with AND)', async () => {
      assert.deepEqual((await list({ login: 'member2' })).data.map((row) => row.login).sort(), [
        'member20',
        'member21',
        'member22',
        'member23',
      ]);
      const eves = await list({ name: 'eve', pageSize: '100' });
      assert.ok(eves.total > 0 && eves.data.every((row) => row.firstName === 'Eve'));
      assert.equal((await list({ email: 'member03@' })).total, 1);
      const systems = await list({ role: 'ROLE_SYSTEM', pageSize: '100' });
      assert.deepEqual(systems.data.map((row) => row.login).sort(), [
        'member05',
        'member10',
        'member15',
        'member20',
        'system',
      ]);
      const inactive = await list({ activated: 'false', pageSize: '100' });
      assert.deepEqual(inactive.data.map((row) => row.login).sort(), [
        'member04',
        'member08',
        'member12',
        'member16',
        'member20',
      ]);
      assert.deepEqual(
        (await list({ role: 'ROLE_SYSTEM', activated: 'false' })).data.map((row) => row.login),
        ['member20'],
      );
    });

    test('operators can list too; an unknown sort field falls back to the default order', async () => {
      assert.equal((await list({}, operator)).total, 26);
      assert.equal((await list({ sort: 'passwordHash,asc' })).total, 26);
    });
  });

  describe('get, create, update, delete', () => {
    test('GET /api/staff/:id returns the account; a teacher or unknown id is 404', async () => {
      const response = await t.inject({
        method: 'GET',
        url: `/api/staff/${roleUsers.ROLE_OPERATOR.id}`,
        headers: admin,
      });
      assert.equal(response.statusCode, 200);
      const { createdAt, ...member } = response.json();
      assert.ok(!Number.isNaN(Date.parse(createdAt)));
      assert.deepEqual(member, {
        id: roleUsers.ROLE_OPERATOR.id,
        login: 'operator',
        firstName: null,
        lastName: null,
        email: 'operator@example.com',
        phone: null,
        birthday: null,
        role: 'ROLE_OPERATOR',
        activated: true,
      });
      for (const id of [roleUsers.ROLE_TEACHER.id, 999999]) {
        const missing = await t.inject({ method: 'GET', url: `/api/staff/${id}`, headers: admin });
        assert.equal(missing.statusCode, 404);
        assert.equal(missing.json().errorCode, 'notfound');
      }
    });

    test('POST /api/staff creates an account that can sign in', async () => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/staff',
        headers: admin,
        payload: newStaff({ login: 'Creat3d', email: 'Created@Example.com', phone: '+1 416 555 0142' }),
      });
      assert.equal(response.statusCode, 201, response.body);
      const { id, createdAt, ...member } = response.json();
      assert.ok(Number.isInteger(id) && createdAt);
      assert.deepEqual(member, {
        login: 'creat3d',
        firstName: 'New',
        lastName: 'Bie',
        email: 'created@example.com',
        phone: '+14165550142',
        birthday: '1990-05-17',
        role: 'ROLE_OPERATOR',
        activated: true,
      });
      const fetched = await t.inject({ method: 'GET', url: `/api/staff/${id}`, headers: admin });
      assert.deepEqual(fetched.json(), response.json());
      await t.signIn('CREAT3D', 'secret1');
    });

    test('a login taken in any case gets 409 userexists; a taken e-mail 409 emailexists; nothing is written', async () => {
      await t.inject({
        method: 'POST',
        url: '/api/staff',
        headers: admin,
        payload: newStaff({ login: 'anna', email: 'anna@example.com' }),
      });
      const before = await tableSnapshot(t.db);
      const login = await t.inject({
        method: 'POST',
        url: '/api/staff',
        headers: admin,
        payload: newStaff({ login: 'Anna', email: 'other@example.com' }),
      });
      assert.equal(login.statusCode, 409);
      assert.deepEqual(login.json(), {
        success: false,
        errorCode: 'userexists',
        errorMessage: 'User already exists!',
        showType: 2,
        fieldErrors: [{ field: 'login', message: 'Login user already exists' }],
      });
      const email = await t.inject({
        method: 'POST',
        url: '/api/staff',
        headers: admin,
        payload: newStaff({ login: 'anna2', email: 'ANNA@example.com' }),
      });
      assert.equal(email.statusCode, 409);
      assert.equal(email.json().errorCode, 'emailexists');
      assert.equal(email.json().errorMessage, 'Email already exists!');
      assert.deepEqual(email.json().fieldErrors, [{ field: 'email', message: 'Email already exists!' }]);
      assert.deepEqual(await tableSnapshot(t.db), before);
    });

    test('PUT /api/staff/:id edits fields; a new password works, the old one and old sessions do not', async () => {
      const target = await insertUser(t.db, { login: 'edited', role: 'ROLE_OPERATOR' });
      const session = await t.signIn('edited');
      const keepPassword = await t.inject({
        method: 'PUT',
        url: `/api/staff/${target.id}`,
        headers: admin,
        payload: editOf(target, { firstName: 'Eddy', birthday: '2000-02-29', phone: '+44 20 7946 0958' }),
      });
      assert.equal(keepPassword.statusCode, 200, keepPassword.body);
      assert.equal(keepPassword.json().firstName, 'Eddy');
      assert.equal(keepPassword.json().birthday, '2000-02-29');
      assert.equal(keepPassword.json().phone, '+442079460958');
      assert.equal(
        (await t.inject({ method: 'GET', url: '/api/account', headers: session })).statusCode,
        200,
        'a plain edit keeps sessions',
      );

      const newPassword = await t.inject({
        method: 'PUT',
        url: `/api/staff/${target.id}`,
        headers: admin,
        payload: editOf(target, { password: 'changed-by-admin' }),
      });
      assert.equal(newPassword.statusCode, 200, newPassword.body);
      assert.equal((await t.inject({ method: 'GET', url: '/api/account', headers: session })).statusCode, 401);
      assert.equal((await authenticate('edited', DEFAULT_PASSWORD)).statusCode, 401);
      await t.signIn('edited', 'changed-by-admin');
    });

    test('a phone another current account has, however typed, gets 409 on phone on create and edit', async () => {
      await insertUser(t.db, { login: 'phoneteacher', role: 'ROLE_TEACHER', phone: '+14165550777' });
      const target = await insertUser(t.db, { login: 'phonestaff', role: 'ROLE_OPERATOR', phone: '+14165550778' });
      const expected = {
        success: false,
        errorCode: 'conflict',
        errorMessage: 'Phone number already exists!',
        showType: 2,
        fieldErrors: [{ field: 'phone', message: 'Phone number already exists!' }],
      };
      const before = await tableSnapshot(t.db);
      const created = await t.inject({
        method: 'POST',
        url: '/api/staff',
        headers: admin,
        payload: newStaff({ login: 'phonecopy', email: 'phonecopy@example.com', phone: '+1 (416) 555-0777' }),
      });
      assert.equal(created.statusCode, 409, created.body);
      assert.deepEqual(created.json(), expected);
      const edited = await t.inject({
        method: 'PUT',
        url: `/api/staff/${target.id}`,
        headers: admin,
        payload: editOf(target, { phone: '+1 416-555-0777' }),
      });
      assert.equal(edited.statusCode, 409, edited.body);
      assert.deepEqual(edited.json(), expected);
      assert.deepEqual(await tableSnapshot(t.db), before);
      const kept = await t.inject({
        method: 'PUT',
        url: `/api/staff/${target.id}`,
        headers: admin,
        payload: editOf(target, { phone: '+1 416 555 0778' }),
      });
      assert.equal(kept.statusCode, 200, 'its own phone is not taken');
    });

    test('changing a login to one taken (any case) gets 409 userexists', async () => {
      const target = await insertUser(t.db, { login: 'renamer', role: 'ROLE_OPERATOR' });
      const response = await t.inject({
        method: 'PUT',
        url: `/api/staff/${target.id}`,
        headers: admin,
        payload: editOf(target, { login: 'OPERATOR' }),
      });
      assert.equal(response.statusCode, 409);
      assert.equal(response.json().errorCode, 'userexists');
      assert.equal(response.json().errorMessage, 'User already exists!');
    });

    test('deactivating an account ends its sessions and stops its sign-in', async () => {
      const target = await insertUser(t.db, { login: 'leaver', role: 'ROLE_OPERATOR' });
      const session = await t.signIn('leaver');
      const response = await t.inject({
        method: 'PUT',
        url: `/api/staff/${target.id}`,
        headers: admin,
        payload: editOf(target, { activated: false }),
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().activated, false);
      const stale = await t.inject({ method: 'GET', url: '/api/account', headers: session });
      assert.equal(stale.statusCode, 401);
      assert.equal(stale.json().errorCode, 'unauthenticated');
      const signIn = await authenticate('leaver', DEFAULT_PASSWORD);
      assert.equal(signIn.statusCode, 401);
      assert.equal(signIn.json().errorCode, 'notactivated');
    });

    test('DELETE /api/staff/:id: the account cannot sign in, is not listed and is gone', async () => {
      const target = await insertUser(t.db, { login: 'goner', role: 'ROLE_OPERATOR' });
      const session = await t.signIn('goner');
      const response = await t.inject({ method: 'DELETE', url: `/api/staff/${target.id}`, headers: operator });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { success: true });

      const signIn = await authenticate('goner', DEFAULT_PASSWORD);
      assert.equal(signIn.statusCode, 401);
      assert.equal(signIn.json().errorMessage, 'Incorrect username/password');
      assert.equal((await t.inject({ method: 'GET', url: '/api/account', headers: session })).statusCode, 401);
      assert.equal((await list({ keyword: 'goner' })).total, 0);
      const users = await t.inject({ method: 'GET', url: '/api/users', query: { pageSize: '100' }, headers: admin });
      assert.ok(!users.json().data.some((row: { login: string }) => row.login === 'goner'));
      assert.equal((await t.inject({ method: 'GET', url: `/api/staff/${target.id}`, headers: admin })).statusCode, 404);
      assert.equal(
        (await t.inject({ method: 'DELETE', url: `/api/staff/${target.id}`, headers: admin })).statusCode,
        404,
      );
    });
  });

  describe('rules', () => {
    const expectRefused = async (request: Parameters<TestApp['inject']>[0], status: number, code: string) => {
      const before = await tableSnapshot(t.db);
      const response = await t.inject(request);
      assert.equal(response.statusCode, status, response.body);
      assert.equal(response.json().success, false);
      assert.equal(response.json().errorCode, code);
      assert.deepEqual(await tableSnapshot(t.db), before, 'a refused request wrote to the database');
      return response.json();
    };

    test('an operator may not create, edit, promote to or delete ROLE_ADMIN or ROLE_SYSTEM accounts (403)', async () => {
      for (const role of ['ROLE_ADMIN', 'ROLE_SYSTEM']) {
        const body = await expectRefused(
          {
            method: 'POST',
            url: '/api/staff',
            headers: operator,
            payload: newStaff({ login: `op${role}`, email: `op${role}@example.com`, role }),
          },
          403,
          'forbidden',
        );
        assert.equal(body.errorMessage, 'Only administrators can manage administrator and system accounts.');
      }
      for (const target of [roleUsers.ROLE_ADMIN, roleUsers.ROLE_SYSTEM]) {
        await expectRefused(
          {
            method: 'PUT',
            url: `/api/staff/${target.id}`,
            headers: operator,
            payload: editOf(target, { firstName: 'Hacked' }),
          },
          403,
          'forbidden',
        );
        await expectRefused({ method: 'DELETE', url: `/api/staff/${target.id}`, headers: operator }, 403, 'forbidden');
      }
      const peer = await insertUser(t.db, { login: 'peer', role: 'ROLE_OPERATOR' });
      await expectRefused(
        {
          method: 'PUT',
          url: `/api/staff/${peer.id}`,
          headers: operator,
          payload: editOf(peer, { role: 'ROLE_ADMIN' }),
        },
        403,
        'forbidden',
      );
      const allowed = await t.inject({
        method: 'PUT',
        url: `/api/staff/${peer.id}`,
        headers: operator,
        payload: editOf(peer, { firstName: 'Pal' }),
      });
      assert.equal(allowed.statusCode, 200, 'operators may edit operators');
    });

    test('an administrator may create ROLE_ADMIN and ROLE_SYSTEM accounts', async () => {
      for (const role of ['ROLE_ADMIN', 'ROLE_SYSTEM']) {
        const response = await t.inject({
          method: 'POST',
          url: '/api/staff',
          headers: admin,
          payload: newStaff({ login: `by${role}`, email: `by${role}@example.com`, role }),
        });
        assert.equal(response.statusCode, 201, response.body);
        assert.equal(response.json().role, role);
      }
    });

    test('nobody can deactivate, delete or change the role of their own account (422)', async () => {
      const self = roleUsers.ROLE_OPERATOR;
      const attempts = [
        { headers: operator, user: self, change: { activated: false } },
        { headers: admin, user: roleUsers.ROLE_ADMIN, change: { activated: false } },
        { headers: admin, user: roleUsers.ROLE_ADMIN, change: { role: 'ROLE_SYSTEM' } },
      ];
      for (const { headers, user, change } of attempts) {
        const body = await expectRefused(
          { method: 'PUT', url: `/api/staff/${user.id}`, headers, payload: editOf(user, change) },
          422,
          'ruleviolated',
        );
        assert.equal(body.errorMessage, 'You cannot change the role of, or deactivate, your own account.');
      }
      const body = await expectRefused(
        { method: 'DELETE', url: `/api/staff/${self.id}`, headers: operator },
        422,
        'ruleviolated',
      );
      assert.equal(body.errorMessage, 'You cannot delete your own account.');
      const own = await t.inject({
        method: 'PUT',
        url: `/api/staff/${self.id}`,
        headers: operator,
        payload: editOf(self, { firstName: 'Me' }),
      });
      assert.equal(own.statusCode, 200, 'editing one’s own other fields is fine');
    });
  });
});
