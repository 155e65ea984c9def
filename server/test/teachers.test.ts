import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { insertCourse } from './helpers/records';
import { insertRoleUsers, insertUser } from './helpers/users';

type Teacher = Record<string, unknown> & { id: number; login: string; courses: { id: number; name: string }[] };

describe('teachers', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let operator: AuthHeader;
  let algebra: { id: number; name: string };
  let biology: { id: number; name: string };
  // Phones sign in (Phone Login), so every teacher made here gets one of its own.
  let phones = 0;

  const newTeacher = (overrides: Record<string, unknown> = {}) => ({
    login: 'tina',
    email: 'tina@example.com',
    password: 'secret1',
    firstName: 'Tina',
    lastName: 'Turner',
    preferredName: 'Tee',
    birthday: '1985-03-04',
    phone: `+1 (647) 555-${String(++phones).padStart(4, '0')}`,
    wechat: 'tina_wx',
    employeeId: 'E-100',
    payrollContact: 'payroll@example.com',
    hourlyRate: '35.5',
    operatingArea: 'Downtown',
    advantage: 'Patient',
    disadvantage: 'Late on Mondays',
    feedback: 'Parents like her',
    color: '#FA8C16',
    ...overrides,
  });
  const create = async (body: Record<string, unknown>) => {
    const response = await t.inject({ method: 'POST', url: '/api/teachers', headers: admin, payload: body });
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as Teacher;
  };
  const list = async (query: Record<string, string>) => {
    const response = await t.inject({ method: 'GET', url: '/api/teachers', query, headers: operator });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { success: true; data: Teacher[]; total: number };
  };
  const loginsOf = (page: { data: Teacher[] }) => page.data.map((row) => row.login);

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    operator = await t.signIn('operator');
    algebra = await insertCourse(t.db, { name: 'Algebra' });
    biology = await insertCourse(t.db, { name: 'Biology' });
  });
  after(() => t.close());

  describe('create and view', () => {
    test('POST creates the account, profile and courses; the teacher signs in as ROLE_TEACHER', async () => {
      const created = await create(
        newTeacher({ login: 'Tina', phone: '+1 (416) 555-0177', courseIds: [biology.id, algebra.id] }),
      );
      const { id, createdAt, ...rest } = created;
      assert.ok(Number.isInteger(id) && !Number.isNaN(Date.parse(String(createdAt))));
      assert.deepEqual(rest, {
        employeeId: 'E-100',
        firstName: 'Tina',
        lastName: 'Turner',
        preferredName: 'Tee',
        birthday: '1985-03-04',
        login: 'tina',
        phone: '+14165550177',
        email: 'tina@example.com',
        wechat: 'tina_wx',
        sinMasked: null,
        payrollContact: 'payroll@example.com',
        hourlyRate: '35.50',
        operatingArea: 'Downtown',
        advantage: 'Patient',
        disadvantage: 'Late on Mondays',
        feedback: 'Parents like her',
        courses: [
          { id: algebra.id, name: 'Algebra' },
          { id: biology.id, name: 'Biology' },
        ],
        color: '#fa8c16',
        activated: true,
        // Made by staff: no approval to wait for, and no e-mail link was ever followed.
        awaitingApproval: false,
        emailConfirmed: false,
      });
      const fetched = await t.inject({ method: 'GET', url: `/api/teachers/${id}`, headers: operator });
      assert.deepEqual(fetched.json(), created);

      const session = await t.signIn('tina', 'secret1');
      const account = await t.inject({ method: 'GET', url: '/api/account', headers: session });
      assert.ok(account.json().authorities.includes('ROLE_TEACHER'));
      assert.equal(
        (await t.inject({ method: 'GET', url: '/api/teachers', headers: session })).statusCode,
        403,
        'a teacher cannot open the Teachers screen',
      );
    });

    test('only login, e-mail and password are needed; the colour defaults to a palette colour no active teacher has', async () => {
      const created = await create({ login: 'minimal', email: 'minimal@example.com', password: 'abcd' });
      // The role users' teacher has #1890ff (issue 31: every new teacher got it too): teacher-colours.test.ts.
      assert.match(String(created.color), /^#[0-9a-f]{6}$/);
      assert.notEqual(created.color, '#1890ff');
      assert.equal(created.hourlyRate, null);
      assert.deepEqual(created.courses, []);
      assert.equal(created.activated, true);
    });

    test('a login taken by any account (any case) gets 409 userexists, a taken e-mail 409 emailexists; nothing written', async () => {
      const before = await tableSnapshot(t.db);
      const login = await t.inject({
        method: 'POST',
        url: '/api/teachers',
        headers: admin,
        payload: newTeacher({ login: 'OPERATOR', email: 'fresh@example.com' }),
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
        url: '/api/teachers',
        headers: admin,
        payload: newTeacher({ login: 'freshlogin', email: 'Admin@Example.com' }),
      });
      assert.equal(email.statusCode, 409);
      assert.equal(email.json().errorCode, 'emailexists');
      assert.equal(email.json().errorMessage, 'Email already exists!');
      assert.deepEqual(await tableSnapshot(t.db), before);
    });

    test('a phone another current account has, however typed, gets 409 on phone; nothing written', async () => {
      await insertUser(t.db, { login: 'bossadmin', role: 'ROLE_ADMIN', phone: '+14165550999' });
      const before = await tableSnapshot(t.db);
      const response = await t.inject({
        method: 'POST',
        url: '/api/teachers',
        headers: admin,
        payload: newTeacher({ login: 'samephone', email: 'samephone@example.com', phone: '+1 (416) 555-0999' }),
      });
      assert.equal(response.statusCode, 409, response.body);
      assert.deepEqual(response.json(), {
        success: false,
        errorCode: 'conflict',
        errorMessage: 'Phone number already exists!',
        showType: 2,
        fieldErrors: [{ field: 'phone', message: 'Phone number already exists!' }],
      });
      assert.deepEqual(await tableSnapshot(t.db), before);
    });

    test("a deleted account's phone is free again", async () => {
      const gone = await insertUser(t.db, { login: 'gonephone', role: 'ROLE_OPERATOR', phone: '+14165550998' });
      await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
      const created = await create(
        newTeacher({ login: 'heirphone', email: 'heir@example.com', phone: '+1 416 555 0998' }),
      );
      assert.equal(created.phone, '+14165550998');
    });

    test('an unknown course id is a 400 on courseIds and nothing is written', async () => {
      const before = await tableSnapshot(t.db);
      const response = await t.inject({
        method: 'POST',
        url: '/api/teachers',
        headers: admin,
        payload: newTeacher({ login: 'nocourse', email: 'nocourse@example.com', courseIds: [algebra.id, 99999] }),
      });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().errorCode, 'validation');
      assert.deepEqual(response.json().fieldErrors, [{ field: 'courseIds', message: 'unknown course(s): 99999' }]);
      assert.deepEqual(await tableSnapshot(t.db), before);
    });

    test('GET of a staff account or an unknown id is 404', async () => {
      const operatorRow = await insertUser(t.db, { login: 'notateacher', role: 'ROLE_OPERATOR' });
      for (const id of [operatorRow.id, 999999]) {
        const response = await t.inject({ method: 'GET', url: `/api/teachers/${id}`, headers: admin });
        assert.equal(response.statusCode, 404);
        assert.equal(response.json().errorMessage, 'This teacher does not exist.');
      }
    });
  });

  describe('list', () => {
    before(async () => {
      for (let i = 1; i <= 12; i += 1) {
        await create({
          login: `lister${String(i).padStart(2, '0')}`,
          email: `lister${i}@example.com`,
          password: 'abcd',
          firstName: i === 3 ? 'Zelda' : 'Sam',
          lastName: `Lister${i}`,
          preferredName: i === 4 ? 'Sparky' : null,
          employeeId: `EMP-${700 + i}`,
          phone: `+1 905 555 01${String(i).padStart(2, '0')}`,
          hourlyRate: i === 12 ? '9.50' : `${20 + i}.00`,
          activated: i % 3 !== 0,
          courseIds: i % 2 === 0 ? [algebra.id] : [],
        });
      }
    });

    test('pages and totals count teachers only, each with their own courses', async () => {
      const pages = await Promise.all(
        ['1', '2'].map((page) => list({ page, pageSize: '5', sort: 'login,asc', keyword: 'lister' })),
      );
      assert.deepEqual(
        pages.map((page) => page.total),
        [12, 12],
      );
      assert.deepEqual(loginsOf(pages[0]), ['lister01', 'lister02', 'lister03', 'lister04', 'lister05']);
      assert.deepEqual(
        pages[0].data.map((row) => row.courses.map((c) => c.name)),
        [[], ['Algebra'], [], ['Algebra'], []],
      );
      const pastTheEnd = await list({ page: '4', pageSize: '5', keyword: 'lister' });
      assert.deepEqual([pastTheEnd.data, pastTheEnd.total], [[], 12], 'a page past the end still has the total');
      const all = await list({ pageSize: '100' });
      assert.ok(!loginsOf(all).some((login) => ['admin', 'operator', 'system', 'notateacher'].includes(login)));
      assert.ok(loginsOf(all).includes('teacher'), 'a teacher added outside this screen is listed too');
    });

    test('keyword matches login, names, preferred name, e-mail, phone (as typed) and employee number', async () => {
      assert.deepEqual(loginsOf(await list({ keyword: 'ZELDA' })), ['lister03']);
      assert.deepEqual(loginsOf(await list({ keyword: 'sparky' })), ['lister04']);
      assert.deepEqual(loginsOf(await list({ keyword: 'emp-705' })), ['lister05']);
      assert.deepEqual(loginsOf(await list({ keyword: 'lister6@example' })), ['lister06']);
      assert.deepEqual(loginsOf(await list({ keyword: '905 555 0107' })), ['lister07']);
      assert.deepEqual(loginsOf(await list({ keyword: 'Lister11' })), ['lister11']);
      assert.equal((await list({ keyword: '%' })).total, 0);
    });

    test('activated and courseId filter, combined with the keyword', async () => {
      assert.deepEqual(loginsOf(await list({ keyword: 'lister', activated: 'false', sort: 'login,asc' })), [
        'lister03',
        'lister06',
        'lister09',
        'lister12',
      ]);
      const teachesAlgebra = await list({ keyword: 'lister', courseId: String(algebra.id), sort: 'login,asc' });
      assert.deepEqual(loginsOf(teachesAlgebra), [
        'lister02',
        'lister04',
        'lister06',
        'lister08',
        'lister10',
        'lister12',
      ]);
      assert.deepEqual(
        loginsOf(
          await list({ keyword: 'lister', courseId: String(algebra.id), activated: 'false', sort: 'login,asc' }),
        ),
        ['lister06', 'lister12'],
      );
      const activated = await list({ keyword: 'lister', activated: 'true' });
      assert.equal(activated.total, 8);
      assert.ok(activated.data.every((row) => row.activated));
    });

    test('sorts by login, name or hourly rate, either way (rates as numbers, not text)', async () => {
      const desc = loginsOf(await list({ keyword: 'lister', sort: 'login,desc', pageSize: '3' }));
      assert.deepEqual(desc, ['lister12', 'lister11', 'lister10']);
      const byRate = (await list({ keyword: 'lister', sort: 'hourlyRate,asc', pageSize: '100' })).data.map(
        (row) => row.hourlyRate,
      );
      assert.deepEqual(byRate.slice(0, 3), ['9.50', '21.00', '22.00']);
      assert.equal(byRate.at(-1), '31.00');
      const byFirstName = loginsOf(await list({ keyword: 'lister', sort: 'firstName,desc', pageSize: '1' }));
      assert.deepEqual(byFirstName, ['lister03']);
    });

    test('names sort case-insensitively, and so do each teacher’s courses', async () => {
      const anatomy = await insertCourse(t.db, { name: 'anatomy' });
      const people = [
        ['bob', 'Young', 'bee'],
        ['Zed', 'adams', 'Sparks'],
        ['amy', 'Brown', null],
        ['Carl', 'xu', 'Ace'],
      ];
      for (const [i, [firstName, lastName, preferredName]] of people.entries()) {
        await create({
          login: `casesort${i}`,
          email: `casesort${i}@example.com`,
          password: 'abcd',
          firstName,
          lastName,
          preferredName,
          courseIds: [biology.id, anatomy.id, algebra.id],
        });
      }
      const namesBy = async (sort: string, field: 'firstName' | 'lastName' | 'preferredName') =>
        (await list({ keyword: 'casesort', sort })).data.map((row) => row[field]);
      assert.deepEqual(await namesBy('firstName,asc', 'firstName'), ['amy', 'bob', 'Carl', 'Zed']);
      assert.deepEqual(await namesBy('firstName,desc', 'firstName'), ['Zed', 'Carl', 'bob', 'amy']);
      assert.deepEqual(await namesBy('lastName,asc', 'lastName'), ['adams', 'Brown', 'xu', 'Young']);
      assert.deepEqual(await namesBy('preferredName,asc', 'preferredName'), ['Ace', 'bee', 'Sparks', null]);
      const [first] = (await list({ keyword: 'casesort0' })).data;
      assert.deepEqual(
        first.courses.map((course) => course.name),
        ['Algebra', 'anatomy', 'Biology'],
      );
    });

    test('a sort by an unknown field, even one every object has, falls back to the default order', async () => {
      const byDefault = loginsOf(await list({ keyword: 'lister', pageSize: '100' }));
      for (const sort of ['constructor,asc', 'toString,desc', 'sinEncrypted,asc']) {
        assert.deepEqual(loginsOf(await list({ keyword: 'lister', sort, pageSize: '100' })), byDefault, sort);
      }
    });
  });

  describe('edit', () => {
    test('fields sent change; fields left out stay; null clears; courseIds replaces the courses', async () => {
      const created = await create(
        newTeacher({ login: 'editme', email: 'editme@example.com', courseIds: [algebra.id] }),
      );
      const response = await t.inject({
        method: 'PUT',
        url: `/api/teachers/${created.id}`,
        headers: operator,
        payload: {
          login: 'editme',
          email: 'editme@example.com',
          firstName: 'Edith',
          wechat: null,
          hourlyRate: '40.25',
          color: '#52c41a',
          courseIds: [biology.id],
        },
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), {
        ...created,
        firstName: 'Edith',
        wechat: null,
        hourlyRate: '40.25',
        color: '#52c41a',
        courses: [{ id: biology.id, name: 'Biology' }],
      });
      const kept = await t.inject({
        method: 'PUT',
        url: `/api/teachers/${created.id}`,
        headers: operator,
        payload: { login: 'editme', email: 'editme@example.com' },
      });
      assert.deepEqual(kept.json(), response.json(), 'an edit with only the account keeps everything else');
      const blank = await t.inject({
        method: 'PUT',
        url: `/api/teachers/${created.id}`,
        headers: operator,
        payload: { login: 'editme', email: 'editme@example.com', firstName: '' },
      });
      assert.equal(blank.json().firstName, null, 'an empty name is no name');
    });

    test('a new password works and ends old sessions; deactivating stops sign-in', async () => {
      const created = await create(newTeacher({ login: 'rotate', email: 'rotate@example.com' }));
      const session = await t.signIn('rotate', 'secret1');
      const edit = (payload: Record<string, unknown>) =>
        t.inject({
          method: 'PUT',
          url: `/api/teachers/${created.id}`,
          headers: admin,
          payload: { login: 'rotate', email: 'rotate@example.com', ...payload },
        });
      assert.equal((await edit({ password: 'rotated' })).statusCode, 200);
      assert.equal((await t.inject({ method: 'GET', url: '/api/account', headers: session })).statusCode, 401);
      const fresh = await t.signIn('rotate', 'rotated');

      const deactivated = await edit({ activated: false });
      assert.equal(deactivated.json().activated, false);
      assert.equal((await t.inject({ method: 'GET', url: '/api/account', headers: fresh })).statusCode, 401);
      const signIn = await t.inject({
        method: 'POST',
        url: '/api/authenticate',
        payload: { username: 'rotate', password: 'rotated' },
      });
      assert.equal(signIn.json().errorCode, 'notactivated');
    });

    test('keeping its own phone is fine; taking another current account’s phone gets 409 on phone', async () => {
      const created = await create(newTeacher({ login: 'phoneedit', email: 'phoneedit@example.com' }));
      const other = await create(newTeacher({ login: 'phoneother', email: 'phoneother@example.com' }));
      const edit = (phone: string) =>
        t.inject({
          method: 'PUT',
          url: `/api/teachers/${created.id}`,
          headers: operator,
          payload: { login: 'phoneedit', email: 'phoneedit@example.com', phone },
        });
      const kept = await edit(String(created.phone));
      assert.equal(kept.statusCode, 200, kept.body);
      const before = await tableSnapshot(t.db);
      const taken = await edit(String(other.phone).replace(/^\+1(\d{3})/, '+1 ($1) '));
      assert.equal(taken.statusCode, 409, taken.body);
      assert.equal(taken.json().errorCode, 'conflict');
      assert.deepEqual(taken.json().fieldErrors, [{ field: 'phone', message: 'Phone number already exists!' }]);
      assert.deepEqual(await tableSnapshot(t.db), before);
    });

    test('renaming to a taken login gets 409 userexists; unknown teacher 404; nothing written', async () => {
      const created = await create(newTeacher({ login: 'renamer', email: 'renamer@example.com' }));
      const before = await tableSnapshot(t.db);
      const taken = await t.inject({
        method: 'PUT',
        url: `/api/teachers/${created.id}`,
        headers: admin,
        payload: { login: 'Teacher', email: 'renamer@example.com', firstName: 'Changed' },
      });
      assert.equal(taken.statusCode, 409);
      assert.equal(taken.json().errorCode, 'userexists');
      const missing = await t.inject({
        method: 'PUT',
        url: '/api/teachers/999999',
        headers: admin,
        payload: { login: 'whoever', email: 'whoever@example.com' },
      });
      assert.equal(missing.statusCode, 404);
      assert.deepEqual(await tableSnapshot(t.db), before);
    });
  });
});
