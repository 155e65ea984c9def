import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import dayjs from 'dayjs';
import type { CourseRow, ScheduleRow, StudentRow, UserRow } from '../src/db/schema';
import { calendarResult } from '../src/modules/schedules/schedules.schemas';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { insertLesson, insertTeacher } from './helpers/lessons';
import { insertCourse, insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

const at = (date: string, clock: string) => dayjs(`${date}T${clock}`).toISOString();

type Lesson = { id: number; startTime: string; students: { studentId: number; name: string }[] };

describe('lessons: calendar and table', () => {
  let t: TestApp;
  let operator: AuthHeader;
  let algebra: CourseRow;
  let physics: CourseRow;
  let tina: UserRow;
  let omar: UserRow;
  let amy: StudentRow;
  let ben: StudentRow;
  /** By name: the fixture lessons, 2032-01-05 (Monday) to 2032-01-20. */
  const lessons: Record<string, ScheduleRow> = {};

  const get = async (url: string, query: Record<string, string>) => {
    const response = await t.inject({ method: 'GET', url, query, headers: operator });
    return response;
  };
  const calendar = async (query: Record<string, string>) => {
    const response = await get('/api/schedules/calendar', query);
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    // PostgreSQL writes this JSON and the route sends it unchecked: the published schema must still hold.
    const body = response.json();
    assert.deepEqual(calendarResult.strict().parse(body), body);
    return body.data as (Lesson & { color: string; teacherName: string; courseName: string })[];
  };
  const table = async (query: Record<string, string>) => {
    const response = await get('/api/schedules', query);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { data: Lesson[]; total: number };
  };
  const namesOf = (found: { id: number }[]) =>
    found.map((lesson) => Object.keys(lessons).find((name) => lessons[name].id === lesson.id));

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    operator = await t.signIn('operator');
    algebra = await insertCourse(t.db, { name: 'Algebra' });
    physics = await insertCourse(t.db, { name: 'Physics' });
    tina = await insertTeacher(t.db, { firstName: 'Tina', lastName: 'Chen', color: '#aa3300' });
    omar = await insertTeacher(t.db, { firstName: 'Omar', lastName: 'Haddad', color: '#0033aa' });
    amy = await insertStudent(t.db, { firstName: 'Amy', lastName: 'Zhu' });
    ben = await insertStudent(t.db, { firstName: 'Ben', lastName: 'Adams' });
    const add = async (
      name: string,
      date: string,
      from: string,
      to: string,
      values: Partial<Parameters<typeof insertLesson>[1]> = {},
    ) => {
      lessons[name] = await insertLesson(t.db, {
        teacherId: tina.id,
        courseId: algebra.id,
        studentIds: [amy.id],
        startTime: at(date, from),
        endTime: at(date, to),
        ...values,
      });
    };
    await add('lateSunday', '2032-01-04', '22:00', '23:30');
    await add('mondayTina', '2032-01-05', '09:00', '10:00', { studentIds: [amy.id, ben.id] });
    await add('mondayOmar', '2032-01-05', '09:00', '10:00', { teacherId: omar.id, studentIds: [ben.id] });
    await add('wednesdayPhysics', '2032-01-07', '15:00', '16:00', { courseId: physics.id, status: 'CONFIRMED' });
    await add('sundayNight', '2032-01-11', '23:00', '23:59', { status: 'CANCELLED' });
    await add('nextWeek', '2032-01-13', '10:00', '11:00', { feedbackStatus: 'SUBMITTED', status: 'CONFIRMED' });
    await add('weekAfter', '2032-01-20', '10:00', '11:00', { teacherId: omar.id, studentIds: [ben.id] });
  });
  after(() => t.close());

  test('the calendar returns only lessons overlapping the visible range, with students and colours', async () => {
    const week = await calendar({ from: at('2032-01-05', '00:00'), to: at('2032-01-12', '00:00') });
    assert.deepEqual(namesOf(week), ['mondayTina', 'mondayOmar', 'wednesdayPhysics', 'sundayNight']);
    const monday = week[0];
    assert.deepEqual([monday.teacherName, monday.color, monday.courseName], ['Tina Chen', '#aa3300', 'Algebra']);
    assert.deepEqual(
      monday.students.map((s) => s.name),
      ['Ben Adams', 'Amy Zhu'],
    );
    // A lesson running across the range's start is in it; one ending exactly at the start is not.
    const lateEvening = await calendar({ from: at('2032-01-04', '23:00'), to: at('2032-01-05', '09:00') });
    assert.deepEqual(namesOf(lateEvening), ['lateSunday']);
    const afterIt = await calendar({ from: at('2032-01-04', '23:30'), to: at('2032-01-05', '09:00') });
    assert.deepEqual(afterIt, []);
  });

  test('the calendar filters by teacher, student and course', async () => {
    const range = { from: at('2032-01-01', '00:00'), to: at('2032-01-31', '00:00') };
    assert.deepEqual(namesOf(await calendar({ ...range, teacherId: String(omar.id) })), ['mondayOmar', 'weekAfter']);
    assert.deepEqual(namesOf(await calendar({ ...range, studentId: String(ben.id) })), [
      'mondayTina',
      'mondayOmar',
      'weekAfter',
    ]);
    assert.deepEqual(namesOf(await calendar({ ...range, courseId: String(physics.id) })), ['wednesdayPhysics']);
  });

  test('a calendar range over 62 days, or ending before it starts, is refused on `to`', async () => {
    const tooLong = await get('/api/schedules/calendar', {
      from: '2032-01-01T00:00:00Z',
      to: '2032-03-03T00:00:01Z',
    });
    assert.equal(tooLong.statusCode, 400, tooLong.body);
    assert.deepEqual(tooLong.json().fieldErrors, [{ field: 'to', message: 'The range can be at most 62 days' }]);
    const exactly62 = await get('/api/schedules/calendar', {
      from: '2032-01-01T00:00:00Z',
      to: '2032-03-03T00:00:00Z',
    });
    assert.equal(exactly62.statusCode, 200, exactly62.body);
    const backwards = await get('/api/schedules/calendar', {
      from: '2032-01-02T00:00:00Z',
      to: '2032-01-01T00:00:00Z',
    });
    assert.deepEqual(backwards.json().fieldErrors, [{ field: 'to', message: 'must be after from' }]);
  });

  test('the table filters by local dates (inclusive), teacher, student, course, status and feedback', async () => {
    const all = await table({ pageSize: '100' });
    assert.equal(all.total, 7);
    assert.deepEqual(namesOf(all.data), [
      'weekAfter',
      'nextWeek',
      'sundayNight',
      'wednesdayPhysics',
      'mondayTina',
      'mondayOmar',
      'lateSunday',
    ]);
    assert.deepEqual(namesOf((await table({ from: '2032-01-05', to: '2032-01-11' })).data), [
      'sundayNight',
      'wednesdayPhysics',
      'mondayTina',
      'mondayOmar',
    ]);
    assert.deepEqual(namesOf((await table({ teacherId: String(omar.id) })).data), ['weekAfter', 'mondayOmar']);
    assert.deepEqual(namesOf((await table({ studentId: String(ben.id), sort: 'startTime,asc' })).data), [
      'mondayTina',
      'mondayOmar',
      'weekAfter',
    ]);
    assert.deepEqual(namesOf((await table({ courseId: String(physics.id) })).data), ['wednesdayPhysics']);
    assert.deepEqual(namesOf((await table({ status: 'CONFIRMED' })).data), ['nextWeek', 'wednesdayPhysics']);
    assert.deepEqual(namesOf((await table({ feedbackStatus: 'SUBMITTED' })).data), ['nextWeek']);
    const backwards = await get('/api/schedules', { from: '2032-01-05', to: '2032-01-04' });
    assert.equal(backwards.statusCode, 400, backwards.body);
    assert.equal(backwards.json().fieldErrors[0].field, 'to');
  });

  test('the table pages, with the total across pages and each lesson with its students', async () => {
    const first = await table({ pageSize: '3', sort: 'startTime,asc' });
    const second = await table({ pageSize: '3', page: '2', sort: 'startTime,asc' });
    const third = await table({ pageSize: '3', page: '3', sort: 'startTime,asc' });
    assert.deepEqual([first.total, second.total, third.total], [7, 7, 7]);
    assert.deepEqual(namesOf([...first.data, ...second.data, ...third.data]), [
      'lateSunday',
      'mondayTina',
      'mondayOmar',
      'wednesdayPhysics',
      'sundayNight',
      'nextWeek',
      'weekAfter',
    ]);
    assert.deepEqual(
      first.data[1].students.map((s) => s.studentId),
      [ben.id, amy.id],
    );
    const missing = await t.inject({ method: 'GET', url: '/api/schedules/999999', headers: operator });
    assert.equal(missing.statusCode, 404, missing.body);
  });
});
