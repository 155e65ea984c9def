import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { insertCourse } from './helpers/records';
import { insertRoleUsers, insertUser } from './helpers/users';

type Course = {
  id: number;
  school: string | null;
  number: string | null;
  name: string;
  description: string | null;
  teachers: { id: number; name: string; color: string }[];
  createdAt: string;
};

describe('courses', () => {
  let t: TestApp;
  let operator: AuthHeader;
  let anna: number;
  let bob: number;
  let staffId: number;

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.inject({ method, url, headers: operator, ...(payload && { payload }) });
  const list = async (query: Record<string, string>) => {
    const response = await t.inject({ method: 'GET', url: '/api/courses', query, headers: operator });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { data: Course[]; total: number };
  };
  const namesOf = (page: { data: Course[] }) => page.data.map((row) => row.name);
  const teacherNames = (course: Course) => course.teachers.map((teacher) => teacher.name);
  const expectRefused = async (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload: object | undefined,
    status: number,
  ) => {
    const before = await tableSnapshot(t.db);
    const response = await send(method, url, payload);
    assert.equal(response.statusCode, status, response.body);
    assert.deepEqual(await tableSnapshot(t.db), before, 'a refused request wrote to the database');
    return response.json();
  };

  before(async () => {
    t = await createTestApp();
    const roleUsers = await insertRoleUsers(t.db);
    staffId = roleUsers.ROLE_OPERATOR.id;
    operator = await t.signIn('operator');
    anna = (await insertUser(t.db, { login: 'anna', role: 'ROLE_TEACHER', firstName: 'Anna', lastName: 'Ames' })).id;
    bob = (await insertUser(t.db, { login: 'bob', role: 'ROLE_TEACHER', firstName: 'Bob', lastName: 'Bell' })).id;
    await t.database.exec(`UPDATE teachers SET color = '#13c2c2' WHERE user_id = ${bob}`);
  });
  after(() => t.close());

  test('POST creates a course with its teachers (name and colour), GET returns the same', async () => {
    const response = await send('POST', '/api/courses', {
      school: ' North School ',
      number: 'MATH 101',
      name: 'Algebra I',
      description: 'Linear equations',
      teacherIds: [bob, anna, bob],
    });
    assert.equal(response.statusCode, 201, response.body);
    const { id, createdAt, ...course } = response.json() as Course;
    assert.ok(Number.isInteger(id) && !Number.isNaN(Date.parse(createdAt)));
    assert.deepEqual(course, {
      school: 'North School',
      number: 'MATH 101',
      name: 'Algebra I',
      description: 'Linear equations',
      teachers: [
        { id: anna, name: 'Anna Ames', color: '#1890ff' },
        { id: bob, name: 'Bob Bell', color: '#13c2c2' },
      ],
    });
    assert.deepEqual((await send('GET', `/api/courses/${id}`)).json(), response.json());
    const minimal = await send('POST', '/api/courses', { name: 'Just a name' });
    assert.equal(minimal.statusCode, 201);
    assert.deepEqual(minimal.json().teachers, []);
    assert.equal(minimal.json().school, null);
  });

  test('unknown, deleted or non-teacher ids are a 400 on teacherIds; nothing written', async () => {
    const gone = (await insertUser(t.db, { login: 'gone', role: 'ROLE_TEACHER' })).id;
    await send('DELETE', `/api/teachers/${gone}`);
    const body = await expectRefused(
      'POST',
      '/api/courses',
      { name: 'Bad', teacherIds: [anna, 99999, gone, staffId] },
      400,
    );
    assert.equal(body.errorCode, 'validation');
    assert.deepEqual(body.fieldErrors, [
      { field: 'teacherIds', message: `unknown teacher(s): 99999, ${gone}, ${staffId}` },
    ]);
    const course = await insertCourse(t.db);
    await expectRefused('POST', `/api/courses/${course.id}/teachers`, { teacherIds: [99999] }, 400);
    await expectRefused('PUT', `/api/courses/${course.id}`, { name: 'Renamed', teacherIds: [anna, 99999] }, 400);
  });

  test('PUT edits fields; teacherIds replaces the teachers, leaving it out keeps them', async () => {
    const course = await insertCourse(t.db, { name: 'Chemistry', description: 'Old text' });
    await send('POST', `/api/courses/${course.id}/teachers`, { teacherIds: [anna] });
    const kept = await send('PUT', `/api/courses/${course.id}`, { name: 'Chemistry II', description: null });
    assert.equal(kept.statusCode, 200, kept.body);
    assert.equal(kept.json().name, 'Chemistry II');
    assert.equal(kept.json().description, null);
    assert.equal(kept.json().school, 'North School', 'a field left out keeps its value');
    assert.deepEqual(teacherNames(kept.json()), ['Anna Ames']);
    const replaced = await send('PUT', `/api/courses/${course.id}`, { name: 'Chemistry II', teacherIds: [bob] });
    assert.deepEqual(teacherNames(replaced.json()), ['Bob Bell']);
    const emptied = await send('PUT', `/api/courses/${course.id}`, { name: 'Chemistry II', teacherIds: [] });
    assert.deepEqual(emptied.json().teachers, []);
  });

  test('add teacher keeps existing links and ignores repeats; remove takes one teacher off', async () => {
    const course = await insertCourse(t.db, { name: 'Drama' });
    const first = await send('POST', `/api/courses/${course.id}/teachers`, { teacherIds: [anna] });
    assert.equal(first.statusCode, 200, first.body);
    const second = await send('POST', `/api/courses/${course.id}/teachers`, { teacherIds: [anna, bob] });
    assert.deepEqual(teacherNames(second.json()), ['Anna Ames', 'Bob Bell']);

    const teacherView = await send('GET', `/api/teachers/${bob}`);
    assert.ok(
      teacherView.json().courses.some((c: { id: number }) => c.id === course.id),
      'seen from the teacher too',
    );

    const removed = await send('DELETE', `/api/courses/${course.id}/teachers/${anna}`);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(teacherNames(removed.json()), ['Bob Bell']);
    const again = await expectRefused('DELETE', `/api/courses/${course.id}/teachers/${anna}`, undefined, 404);
    assert.equal(again.errorMessage, 'This teacher does not teach this course.');
    await expectRefused('POST', '/api/courses/999999/teachers', { teacherIds: [anna] }, 404);
    await expectRefused('PUT', '/api/courses/999999', { name: 'Nothing' }, 404);
    assert.equal((await send('GET', '/api/courses/999999')).statusCode, 404);
  });

  describe('list', () => {
    before(async () => {
      await insertCourse(t.db, { name: 'Zoology', school: 'South Academy', number: 'BIO 300' });
      const taught = await insertCourse(t.db, { name: 'Physics', school: 'South Academy', number: 'PHY 100' });
      await send('POST', `/api/courses/${taught.id}/teachers`, { teacherIds: [bob] });
      await insertCourse(t.db, { name: 'Gone course', deletedAt: new Date() });
    });

    test('pages with a total; deleted courses are not listed', async () => {
      const all = await list({ pageSize: '100' });
      assert.ok(!namesOf(all).includes('Gone course'));
      // One page holds every course, so the total must count exactly the rows listed: no deleted one.
      assert.equal(all.total, all.data.length);
      const first = await list({ pageSize: '2', sort: 'name,asc' });
      assert.equal(first.total, all.total);
      assert.deepEqual(namesOf(first), namesOf(all).sort().slice(0, 2));
    });

    test('keyword matches name, number or school, case-insensitively', async () => {
      assert.deepEqual(namesOf(await list({ keyword: 'zoo' })), ['Zoology']);
      assert.deepEqual(namesOf(await list({ keyword: 'phy 1' })), ['Physics']);
      assert.deepEqual(namesOf(await list({ keyword: 'south academy', sort: 'name,asc' })), ['Physics', 'Zoology']);
    });

    test('teacherId lists the courses a teacher teaches, each with all its teachers', async () => {
      const bobs = await list({ teacherId: String(bob), sort: 'name,asc' });
      assert.deepEqual(namesOf(bobs), ['Algebra I', 'Drama', 'Physics']);
      assert.deepEqual(bobs.data.map(teacherNames), [['Anna Ames', 'Bob Bell'], ['Bob Bell'], ['Bob Bell']]);
    });

    test('sorts by name, number or school, either way', async () => {
      const byNumber = (await list({ keyword: 'South', sort: 'number,desc' })).data.map((row) => row.number);
      assert.deepEqual(byNumber, ['PHY 100', 'BIO 300']);
      const desc = namesOf(await list({ sort: 'name,desc', pageSize: '100' }));
      assert.deepEqual(desc, [...desc].sort().reverse());
    });
  });

  // The embedded database sorts text in C collation ("Zoology" before "algebra") unless told otherwise.
  describe('names sort case-insensitively', () => {
    let taught: number;
    before(async () => {
      for (const [name, school, number] of [
        ['Biology', 'ci school b', 'ci-2'],
        ['Zoology', 'CI School A', 'CI-3'],
        ['algebra', 'ci school c', 'ci-1'],
        ['chemistry', 'CI School D', 'CI-4'],
      ]) {
        await insertCourse(t.db, { name, school, number });
      }
      const aaron = await insertUser(t.db, {
        login: 'aaron',
        role: 'ROLE_TEACHER',
        firstName: 'aaron',
        lastName: 'Low',
      });
      taught = (await insertCourse(t.db, { name: 'Taught by three' })).id;
      await send('POST', `/api/courses/${taught}/teachers`, { teacherIds: [bob, aaron.id, anna] });
    });

    test('courses by name, school or number, either way', async () => {
      const sorted = async (sort: string, field: 'name' | 'school' | 'number') =>
        (await list({ keyword: 'ci school', sort })).data.map((row) => row[field]);
      assert.deepEqual(await sorted('name,asc', 'name'), ['algebra', 'Biology', 'chemistry', 'Zoology']);
      assert.deepEqual(await sorted('name,desc', 'name'), ['Zoology', 'chemistry', 'Biology', 'algebra']);
      assert.deepEqual(await sorted('school,asc', 'school'), [
        'CI School A',
        'ci school b',
        'ci school c',
        'CI School D',
      ]);
      assert.deepEqual(await sorted('number,asc', 'number'), ['ci-1', 'ci-2', 'CI-3', 'CI-4']);
    });

    test("a course's teachers, as the course and as the list show them", async () => {
      const expected = ['aaron Low', 'Anna Ames', 'Bob Bell'];
      assert.deepEqual(teacherNames((await send('GET', `/api/courses/${taught}`)).json()), expected);
      const [listed] = (await list({ keyword: 'Taught by three' })).data;
      assert.deepEqual(teacherNames(listed), expected);
    });
  });
});
