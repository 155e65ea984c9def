import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { courses, scheduleStudents, schedules, students, teachers, users } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';
import { insertLesson, insertTeacher } from './helpers/lessons';
import { insertCourse, insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

type CalendarLesson = {
  id: number;
  status: string;
  teacherName: string;
  color: string;
  courseName: string;
  students: { name: string }[];
};

/**
 * The calendar's answers are cached and must never outlive the data behind them: writes through the
 * API are seen at once, writes by anything else (another server process, a script) as soon as the
 * database's notification arrives.
 */
describe('lessons: the cached calendar stays fresh', () => {
  let t: TestApp;
  let operator: AuthHeader;
  let lessonId: number;
  let courseId: number;
  let teacherId: number;
  let studentId: number;
  const week = { from: '2032-03-01T00:00:00.000Z', to: '2032-03-08T00:00:00.000Z' };

  const calendar = async (headers: Record<string, string> = {}) => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/schedules/calendar',
      query: week,
      headers: { ...operator, ...headers },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data as CalendarLesson[];
  };
  /** Another process's write reaches this one as a notification: allow it a moment to arrive. */
  const calendarShows = async (check: (lessons: CalendarLesson[]) => boolean, what: string) => {
    const lessons = await eventually(() => calendar(), check);
    assert.ok(check(lessons), `the calendar never showed ${what}: ${JSON.stringify(lessons)}`);
  };
  const only = (lessons: CalendarLesson[]) => lessons.find((lesson) => lesson.id === lessonId);

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    operator = await t.signIn('operator');
    const course = await insertCourse(t.db, { name: 'Algebra' });
    const teacher = await insertTeacher(t.db, { firstName: 'Tina', lastName: 'Chen', color: '#aa3300' });
    const student = await insertStudent(t.db, { firstName: 'Amy', lastName: 'Zhu' });
    [courseId, teacherId, studentId] = [course.id, teacher.id, student.id];
    ({ id: lessonId } = await insertLesson(t.db, {
      teacherId,
      courseId,
      studentIds: [studentId],
      startTime: '2032-03-02T09:00:00.000Z',
      endTime: '2032-03-02T10:00:00.000Z',
    }));
  });
  after(() => t.close());

  test('an answer is kept: a change that notifies nobody is not seen until the next notified one', async () => {
    await calendarShows((lessons) => only(lessons)?.courseName === 'Algebra', 'the lesson');
    // A superuser session can switch triggers off; nothing else in the product does. It shows that
    // the answer really comes from memory, and that the next notified change clears it.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(courses).set({ name: 'Unnotified' }).where(eq(courses.id, courseId));
    });
    assert.equal(only(await calendar())?.courseName, 'Algebra');
    assert.equal(only(await calendar({ 'cache-control': 'no-cache' }))?.courseName, 'Unnotified');
    await t.db.update(courses).set({ name: 'Algebra II' }).where(eq(courses.id, courseId));
    await calendarShows((lessons) => only(lessons)?.courseName === 'Algebra II', 'the renamed course');
  });

  test('a lesson created through the API is on the very next answer', async () => {
    await calendar();
    const created = await t.inject({
      method: 'POST',
      url: '/api/schedules',
      headers: operator,
      payload: {
        courseType: 'PRIVATE',
        courseId,
        teacherId,
        studentIds: [studentId],
        scheduleTimes: [{ startTime: '2032-03-03T09:00:00.000Z', endTime: '2032-03-03T10:00:00.000Z' }],
        price: '40.00',
        acknowledgeConflicts: true,
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    const [newId] = created.json().data.ids as number[];
    assert.ok((await calendar()).some((lesson) => lesson.id === newId));
  });

  test('changes made outside this process to everything the calendar shows are seen', async () => {
    await t.db.update(schedules).set({ status: 'CANCELLED' }).where(eq(schedules.id, lessonId));
    await calendarShows((lessons) => only(lessons)?.status === 'CANCELLED', 'the cancelled status');

    await t.db.update(teachers).set({ color: '#00aa33' }).where(eq(teachers.userId, teacherId));
    await calendarShows((lessons) => only(lessons)?.color === '#00aa33', 'the new colour');

    await t.db.update(users).set({ firstName: 'Tanya' }).where(eq(users.id, teacherId));
    await calendarShows((lessons) => only(lessons)?.teacherName === 'Tanya Chen', "the teacher's new name");

    await t.db.update(students).set({ lastName: 'Zhou' }).where(eq(students.id, studentId));
    await calendarShows((lessons) => only(lessons)?.students[0]?.name === 'Amy Zhou', "the student's new name");

    await t.db.delete(scheduleStudents).where(eq(scheduleStudents.scheduleId, lessonId));
    await calendarShows((lessons) => only(lessons)?.students.length === 0, 'the unbooked student');

    await t.db
      .update(schedules)
      .set({ startTime: new Date('2032-04-02T09:00:00Z'), endTime: new Date('2032-04-02T10:00:00Z') })
      .where(eq(schedules.id, lessonId));
    await calendarShows((lessons) => !only(lessons), 'the lesson moved out of the week');
  });
});
