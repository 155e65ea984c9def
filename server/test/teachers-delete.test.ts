import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { courseTeachers, teachers, users } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { hoursFromNow, insertLesson } from './helpers/lessons';
import { insertCourse } from './helpers/records';
import { DEFAULT_PASSWORD, insertRoleUsers, insertUser } from './helpers/users';

describe('deleting teachers', () => {
  let t: TestApp;
  let operator: AuthHeader;
  let courseId: number;

  const newTeacher = async (login: string) => {
    const row = await insertUser(t.db, { login, role: 'ROLE_TEACHER', firstName: 'Del', lastName: login });
    await t.db.insert(courseTeachers).values({ courseId, teacherId: row.id });
    return row.id;
  };
  const listed = async (keyword: string) =>
    (await t.inject({ method: 'GET', url: '/api/teachers', query: { keyword }, headers: operator })).json().total;
  const signIn = (username: string) =>
    t.inject({ method: 'POST', url: '/api/authenticate', payload: { username, password: DEFAULT_PASSWORD } });

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    operator = await t.signIn('operator');
    courseId = (await insertCourse(t.db)).id;
  });
  after(() => t.close());

  test('DELETE: the teacher cannot sign in, leaves the list and the course, but the rows stay', async () => {
    const id = await newTeacher('leaving');
    const session = await t.signIn('leaving');
    const teacherIdsOfCourse = async () =>
      (await t.inject({ method: 'GET', url: `/api/courses/${courseId}`, headers: operator }))
        .json()
        .teachers.map((teacher: { id: number }) => teacher.id);
    // Before: listed and teaching the course, so the checks after the delete can see a change.
    assert.equal(await listed('leaving'), 1);
    assert.ok((await teacherIdsOfCourse()).includes(id));
    const response = await t.inject({ method: 'DELETE', url: `/api/teachers/${id}`, headers: operator });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { success: true });

    assert.equal((await signIn('leaving')).statusCode, 401);
    assert.equal((await t.inject({ method: 'GET', url: '/api/account', headers: session })).statusCode, 401);
    assert.equal(await listed('leaving'), 0);
    assert.equal((await t.inject({ method: 'GET', url: `/api/teachers/${id}`, headers: operator })).statusCode, 404);
    assert.ok(!(await teacherIdsOfCourse()).includes(id));

    const [account] = await t.db.select().from(users).where(eq(users.id, id));
    assert.ok(account.deletedAt, 'the account row is kept, marked deleted');
    assert.equal(account.activated, false);
    assert.equal((await t.db.select().from(teachers).where(eq(teachers.userId, id))).length, 1, 'profile kept');

    const again = await t.inject({ method: 'DELETE', url: `/api/teachers/${id}`, headers: operator });
    assert.equal(again.statusCode, 404);
    assert.equal(again.json().errorMessage, 'This teacher does not exist.');
  });

  test('POST /api/teachers/delete deletes every teacher named', async () => {
    const ids = [await newTeacher('bulk1'), await newTeacher('bulk2'), await newTeacher('bulk3')];
    const keep = await newTeacher('bulkkeep');
    const response = await t.inject({
      method: 'POST',
      url: '/api/teachers/delete',
      headers: operator,
      payload: { ids: [...ids, ids[0]] },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(await listed('bulk'), 1);
    const rows = await t.db
      .select()
      .from(users)
      .where(inArray(users.id, [...ids, keep]));
    assert.deepEqual(rows.map((row) => [row.login, Boolean(row.deletedAt), row.activated]).sort(), [
      ['bulk1', true, false],
      ['bulk2', true, false],
      ['bulk3', true, false],
      ['bulkkeep', false, true],
    ]);
  });

  test('a bulk delete naming an unknown, deleted or non-teacher id deletes nothing (404)', async () => {
    const fine = await newTeacher('survivor');
    const gone = await newTeacher('alreadygone');
    await t.inject({ method: 'DELETE', url: `/api/teachers/${gone}`, headers: operator });
    const staff = await insertUser(t.db, { login: 'staffer', role: 'ROLE_OPERATOR' });
    for (const other of [999999, gone, staff.id]) {
      const before = await tableSnapshot(t.db);
      const response = await t.inject({
        method: 'POST',
        url: '/api/teachers/delete',
        headers: operator,
        payload: { ids: [fine, other] },
      });
      assert.equal(response.statusCode, 404, response.body);
      assert.equal(response.json().errorMessage, `These teachers do not exist: ${other}.`);
      assert.deepEqual(await tableSnapshot(t.db), before);
    }
    await t.signIn('survivor');
  });

  test('deactivating through Edit is refused like a delete while lessons are open; re-activating is not', async () => {
    const edit = (id: number, login: string, activated: boolean) =>
      t.inject({
        method: 'PUT',
        url: `/api/teachers/${id}`,
        headers: operator,
        payload: { login, email: `${login}@example.com`, activated },
      });
    const lessonOf = (teacherId: number, from: number, to: number) =>
      insertLesson(t.db, {
        teacherId,
        courseId,
        studentIds: [],
        startTime: hoursFromNow(from),
        endTime: hoursFromNow(to),
      });
    const late = await newTeacher('lateconfirmer');
    await lessonOf(late, -5, -4);
    const booked = await newTeacher('stillbooked');
    await lessonOf(booked, 24, 25);

    const before = await tableSnapshot(t.db);
    for (const [id, login] of [
      [late, 'lateconfirmer'],
      [booked, 'stillbooked'],
    ] as const) {
      const deleted = await t.inject({ method: 'DELETE', url: `/api/teachers/${id}`, headers: operator });
      assert.equal(deleted.statusCode, 422, deleted.body);
      const deactivated = await edit(id, login, false);
      assert.equal(deactivated.statusCode, 422, deactivated.body);
      assert.equal(deactivated.json().errorCode, 'ruleviolated');
      assert.equal(deactivated.json().errorMessage, deleted.json().errorMessage, 'the same rule as delete');
    }
    assert.equal(
      (await edit(late, 'lateconfirmer', false)).json().errorMessage,
      'This teacher has incomplete lessons (past and not confirmed); confirm or cancel them first.',
    );
    assert.equal(
      (await edit(booked, 'stillbooked', false)).json().errorMessage,
      'This teacher has 1 upcoming lesson; give them to another teacher or cancel them first.',
    );
    assert.deepEqual(await tableSnapshot(t.db), before, 'a refused deactivation wrote to the database');
    await t.signIn('lateconfirmer');

    // A teacher already deactivated (before they had lessons) can be re-activated and edited.
    await t.db.update(users).set({ activated: false }).where(eq(users.id, late));
    const keptInactive = await edit(late, 'lateconfirmer', false);
    assert.equal(keptInactive.statusCode, 200, keptInactive.body);
    const reactivated = await edit(late, 'lateconfirmer', true);
    assert.equal(reactivated.statusCode, 200, reactivated.body);
    assert.equal(reactivated.json().activated, true);
  });

  test('self-registration creates an inactive teacher with a profile, listed among deactivated teachers', async () => {
    // A self-registered account gets the first palette colour no active teacher has (issue 31).
    const colour = (await t.inject({ method: 'GET', url: '/api/teachers/next-colour', headers: operator })).json()
      .color;
    const response = await t.inject({
      method: 'POST',
      url: '/api/register',
      payload: { login: 'newcomer', email: 'newcomer@example.com', password: 'secret1', firstName: 'New' },
    });
    assert.equal(response.statusCode, 201, response.body);
    const page = await t.inject({
      method: 'GET',
      url: '/api/teachers',
      query: { activated: 'false', keyword: 'newcomer' },
      headers: operator,
    });
    assert.equal(page.json().total, 1);
    assert.deepEqual(
      { login: page.json().data[0].login, color: page.json().data[0].color, courses: page.json().data[0].courses },
      { login: 'newcomer', color: colour, courses: [] },
    );
  });
});
