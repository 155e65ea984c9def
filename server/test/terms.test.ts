import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { CourseRow, UserRow } from '../src/db/schema';
import { termRegisters, terms, users } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { insertCourse, insertStudent, insertTerm } from './helpers/records';
import { insertRoleUsers, insertUser } from './helpers/users';

type Term = {
  id: number;
  school: string | null;
  courseId: number;
  courseName: string;
  teacherId: number | null;
  teacherName: string | null;
  startDate: string;
  endDate: string;
  comments: string | null;
  registerCount: number;
};

describe('terms', () => {
  let t: TestApp;
  let operator: AuthHeader;
  let algebra: CourseRow;
  let piano: CourseRow;
  let tina: UserRow;
  let tom: UserRow;

  const body = (overrides: Record<string, unknown> = {}) => ({
    school: 'North School',
    courseId: algebra.id,
    teacherId: tina.id,
    startDate: '2026-09-01',
    endDate: '2026-12-20',
    comments: 'Tuesdays',
    ...overrides,
  });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.inject({ method, url, payload, headers: operator });
  const list = async (query: Record<string, string>) => {
    const response = await t.inject({ method: 'GET', url: '/api/terms', query, headers: operator });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { data: Term[]; total: number };
  };
  const expectFieldError = async (
    request: Promise<{ statusCode: number; json: () => { errorCode: string; fieldErrors: unknown } }>,
    field: string,
    message: string,
  ) => {
    const before = await tableSnapshot(t.db);
    const response = await request;
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errorCode, 'validation');
    assert.deepEqual(response.json().fieldErrors, [{ field, message }]);
    assert.deepEqual(await tableSnapshot(t.db), before, 'a refused request wrote to the database');
  };

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    operator = await t.signIn('operator');
    algebra = await insertCourse(t.db, { name: 'Algebra' });
    piano = await insertCourse(t.db, { name: 'Piano' });
    tina = await insertUser(t.db, { login: 'tina', role: 'ROLE_TEACHER', firstName: 'Tina', lastName: 'Turner' });
    tom = await insertUser(t.db, { login: 'tomk', role: 'ROLE_TEACHER', firstName: 'Tom', lastName: 'Kite' });
  });
  after(() => t.close());

  describe('create, view, edit', () => {
    test('creates a term and answers with its course and teacher names', async () => {
      const response = await send('POST', '/api/terms', body());
      assert.equal(response.statusCode, 201, response.body);
      const created = response.json() as Term;
      assert.deepEqual(
        { ...created, id: 0, createdAt: '' },
        {
          id: 0,
          school: 'North School',
          courseId: algebra.id,
          courseName: 'Algebra',
          teacherId: tina.id,
          teacherName: 'Tina Turner',
          startDate: '2026-09-01',
          endDate: '2026-12-20',
          comments: 'Tuesdays',
          registerCount: 0,
          createdAt: '',
        },
      );
      const view = await t.inject({ method: 'GET', url: `/api/terms/${created.id}`, headers: operator });
      assert.deepEqual(view.json(), response.json());
    });

    test('school, teacher and comments are optional; a one-day term is allowed', async () => {
      const response = await send(
        'POST',
        '/api/terms',
        body({ school: undefined, teacherId: null, comments: '', endDate: '2026-09-01' }),
      );
      assert.equal(response.statusCode, 201, response.body);
      assert.equal(response.json().teacherName, null);
      assert.equal(response.json().school, null);
      assert.equal(response.json().comments, null);
    });

    test('an end date before the start date is refused, naming endDate', async () => {
      await expectFieldError(
        send('POST', '/api/terms', body({ startDate: '2026-09-02', endDate: '2026-09-01' })),
        'endDate',
        'must be on or after the start date',
      );
    });

    test('a wrong or missing start date is blamed alone, never the valid end date', async () => {
      await expectFieldError(
        send('POST', '/api/terms', body({ startDate: '2027-13-01', endDate: '2026-12-20' })),
        'startDate',
        'must be a real date',
      );
      await expectFieldError(
        send('POST', '/api/terms', body({ startDate: '31/12/2026', endDate: '2026-12-20' })),
        'startDate',
        'must be a date as YYYY-MM-DD',
      );
      await expectFieldError(send('POST', '/api/terms', body({ startDate: undefined })), 'startDate', 'is required');
    });

    test('the course must exist and not be deleted', async () => {
      await expectFieldError(
        send('POST', '/api/terms', body({ courseId: 999_999 })),
        'courseId',
        'This course does not exist',
      );
      const gone = await insertCourse(t.db, { name: 'Gone', deletedAt: new Date() });
      await expectFieldError(
        send('POST', '/api/terms', body({ courseId: gone.id })),
        'courseId',
        'This course does not exist',
      );
    });

    test('the teacher must be a teacher whose account is not deleted', async () => {
      const message = 'This teacher does not exist';
      await expectFieldError(send('POST', '/api/terms', body({ teacherId: 999_999 })), 'teacherId', message);
      const [operatorRow] = await t.db.select().from(users).where(eq(users.login, 'operator'));
      await expectFieldError(send('POST', '/api/terms', body({ teacherId: operatorRow.id })), 'teacherId', message);
      const left = await insertUser(t.db, { login: 'leftteacher', role: 'ROLE_TEACHER' });
      await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, left.id));
      await expectFieldError(send('POST', '/api/terms', body({ teacherId: left.id })), 'teacherId', message);
    });

    test('an edit replaces the fields; the same date rule applies', async () => {
      const created = (await send('POST', '/api/terms', body())).json() as Term;
      const response = await send(
        'PUT',
        `/api/terms/${created.id}`,
        body({ courseId: piano.id, teacherId: tom.id, endDate: '2027-01-31', comments: null }),
      );
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().courseName, 'Piano');
      assert.equal(response.json().teacherName, 'Tom Kite');
      assert.equal(response.json().endDate, '2027-01-31');
      assert.equal(response.json().comments, null);
      await expectFieldError(
        send('PUT', `/api/terms/${created.id}`, body({ endDate: '2026-08-31' })),
        'endDate',
        'must be on or after the start date',
      );
    });

    test('a term whose teacher left can still be edited without choosing another teacher', async () => {
      const leaving = await insertUser(t.db, { login: 'leaving', role: 'ROLE_TEACHER', firstName: 'Lee' });
      const created = (await send('POST', '/api/terms', body({ teacherId: leaving.id }))).json() as Term;
      await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, leaving.id));
      const response = await send('PUT', `/api/terms/${created.id}`, body({ teacherId: leaving.id, comments: 'kept' }));
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().comments, 'kept');
    });

    test('a term that does not exist is 404 for view, edit and delete', async () => {
      for (const request of [
        t.inject({ method: 'GET', url: '/api/terms/999999', headers: operator }),
        send('PUT', '/api/terms/999999', body()),
        send('DELETE', '/api/terms/999999'),
      ]) {
        const response = await request;
        assert.equal(response.statusCode, 404, response.body);
        assert.equal(response.json().errorCode, 'notfound');
      }
    });
  });

  describe('list', () => {
    let geometry: CourseRow;
    before(async () => {
      geometry = await insertCourse(t.db, { name: 'Geometry' });
      const rows = [
        { startDate: '2025-01-06', endDate: '2025-03-28', school: 'East School', teacherId: tina.id },
        { startDate: '2025-04-07', endDate: '2025-06-27', school: 'West School', teacherId: tom.id },
        { startDate: '2025-09-01', endDate: '2025-12-19', school: 'East School', teacherId: null },
      ];
      for (const row of rows) await insertTerm(t.db, { courseId: geometry.id, ...row });
    });

    test('pages newest start date first by default, with a total over all pages', async () => {
      const first = await list({ courseId: String(geometry.id), pageSize: '2' });
      assert.equal(first.total, 3);
      assert.deepEqual(
        first.data.map((row) => row.startDate),
        ['2025-09-01', '2025-04-07'],
      );
      const second = await list({ courseId: String(geometry.id), pageSize: '2', page: '2' });
      assert.deepEqual(
        second.data.map((row) => row.startDate),
        ['2025-01-06'],
      );
      const all = await list({ pageSize: '100' });
      const starts = all.data.map((row) => row.startDate);
      assert.deepEqual(starts, [...starts].sort().reverse());
    });

    test('sorts by end date ascending on request', async () => {
      const { data } = await list({ courseId: String(geometry.id), sort: 'endDate,asc' });
      assert.deepEqual(
        data.map((row) => row.endDate),
        ['2025-03-28', '2025-06-27', '2025-12-19'],
      );
    });

    test('filters by teacher and by a date the term runs on', async () => {
      const byTeacher = await list({ courseId: String(geometry.id), teacherId: String(tom.id) });
      assert.deepEqual(
        byTeacher.data.map((row) => row.school),
        ['West School'],
      );
      const onFirstDay = await list({ courseId: String(geometry.id), activeOn: '2025-04-07' });
      assert.deepEqual(
        onFirstDay.data.map((row) => row.startDate),
        ['2025-04-07'],
      );
      const onLastDay = await list({ courseId: String(geometry.id), activeOn: '2025-03-28' });
      assert.deepEqual(
        onLastDay.data.map((row) => row.startDate),
        ['2025-01-06'],
      );
      assert.equal((await list({ courseId: String(geometry.id), activeOn: '2025-08-01' })).total, 0);
    });

    test('keyword matches the school, the course name or the teacher name, case-insensitively', async () => {
      const bySchool = await list({ keyword: 'east sch' });
      assert.ok(bySchool.data.length >= 2 && bySchool.data.every((row) => row.school === 'East School'));
      const byCourse = await list({ keyword: 'GEOMET' });
      assert.equal(byCourse.total, 3);
      const byTeacher = await list({ keyword: 'kite', courseId: String(geometry.id) });
      assert.deepEqual(
        byTeacher.data.map((row) => row.teacherName),
        ['Tom Kite'],
      );
    });

    test('a keyword of several words needs every word, each in any of those fields', async () => {
      const schoolOf = async (keyword: string) =>
        (await list({ keyword, courseId: String(geometry.id) })).data.map((row) => row.school);
      // The teacher's full name spans two columns; the course and the teacher are two fields.
      assert.deepEqual(await schoolOf('Tom Kite'), ['West School']);
      assert.deepEqual(await schoolOf('geometry  turner'), ['East School']);
      assert.deepEqual(await schoolOf('east tina'), ['East School']);
      assert.deepEqual(await schoolOf('west tina'), []);
    });

    test('counts each term’s registers', async () => {
      const term = await insertTerm(t.db, { courseId: geometry.id, startDate: '2024-01-01', endDate: '2024-02-01' });
      for (let i = 0; i < 2; i += 1) {
        const student = await insertStudent(t.db);
        await t.db.insert(termRegisters).values({
          termId: term.id,
          studentId: student.id,
          paymentType: 'CASH',
          price: '10.00',
          createDate: '2024-01-01',
        });
      }
      const { data } = await list({ activeOn: '2024-01-15' });
      assert.deepEqual(
        data.map((row) => [row.id, row.registerCount]),
        [[term.id, 2]],
      );
    });
  });

  describe('delete', () => {
    test('deletes a term nobody is registered in', async () => {
      const term = await insertTerm(t.db, { courseId: algebra.id });
      const response = await send('DELETE', `/api/terms/${term.id}`);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(await t.db.select().from(terms).where(eq(terms.id, term.id)), []);
    });

    test('refuses (422) to delete a term with registers, and keeps it', async () => {
      const term = await insertTerm(t.db, { courseId: algebra.id });
      const student = await insertStudent(t.db);
      await t.db.insert(termRegisters).values({
        termId: term.id,
        studentId: student.id,
        paymentType: 'CASH',
        price: '10.00',
        createDate: '2026-09-01',
      });
      const before = await tableSnapshot(t.db);
      const response = await send('DELETE', `/api/terms/${term.id}`);
      assert.equal(response.statusCode, 422, response.body);
      assert.equal(response.json().errorCode, 'ruleviolated');
      assert.match(response.json().errorMessage, /1 registered student/);
      assert.deepEqual(await tableSnapshot(t.db), before);
    });
  });
});
