/** The rules scheduling adds to students and teachers: deactivation and deletion meet lessons. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { type CourseRow, scheduleStudents, students, users } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { hoursFromNow, insertLesson, insertTeacher, type NewLesson } from './helpers/lessons';
import { insertCourse, insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

const INCOMPLETE = 'This teacher has incomplete lessons (past and not confirmed); confirm or cancel them first.';

describe('lessons: student deactivation and teacher deletion', () => {
  let t: TestApp;
  let operator: AuthHeader;
  let course: CourseRow;
  let teacherId: number;

  /** A lesson from `fromHours` to `toHours` hours from now (negative: in the past). */
  const lesson = (fromHours: number, toHours: number, values: Partial<NewLesson> & { studentIds: number[] }) =>
    insertLesson(t.db, {
      teacherId,
      courseId: course.id,
      startTime: hoursFromNow(fromHours),
      endTime: hoursFromNow(toHours),
      ...values,
    });
  const bookedOn = async (scheduleId: number) =>
    (
      await t.db
        .select({ id: scheduleStudents.studentId })
        .from(scheduleStudents)
        .where(eq(scheduleStudents.scheduleId, scheduleId))
        .orderBy(asc(scheduleStudents.studentId))
    ).map((row) => row.id);
  const statusOf = async (id: number) =>
    (await t.db.select({ status: students.status }).from(students).where(eq(students.id, id)))[0].status;
  const post = (url: string, payload: object) => t.inject({ method: 'POST', url, payload, headers: operator });

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    operator = await t.signIn('operator');
    course = await insertCourse(t.db);
    teacherId = (await insertTeacher(t.db)).id;
  });
  after(() => t.close());

  test('a batch deactivation skips students with incomplete lessons and unbinds the others from future ones', async () => {
    const busy = await insertStudent(t.db);
    const free = await insertStudent(t.db);
    const incomplete = await lesson(-3, -2, { studentIds: [busy.id] });
    const confirmedPast = await lesson(-50, -49, { studentIds: [free.id], status: 'CONFIRMED' });
    const inProgress = await lesson(-0.5, 0.5, { studentIds: [free.id] });
    const future = await lesson(24, 25, { studentIds: [busy.id, free.id] });
    const futureCancelled = await lesson(48, 49, { studentIds: [free.id], status: 'CANCELLED' });

    const response = await post('/api/students/deactivate', { ids: [busy.id, free.id] });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      success: true,
      changed: [free.id],
      unchanged: [
        {
          id: busy.id,
          code: 'incompleteSchedules',
          reason: 'The student has 1 incomplete lesson(s) (past and not confirmed); confirm or cancel them first.',
        },
      ],
    });
    assert.deepEqual([await statusOf(busy.id), await statusOf(free.id)], ['active', 'inactive']);
    // Only the future unconfirmed lesson loses the deactivated student; history and a running lesson keep them.
    assert.deepEqual(await bookedOn(future.id), [busy.id]);
    assert.deepEqual(await bookedOn(confirmedPast.id), [free.id]);
    assert.deepEqual(await bookedOn(inProgress.id), [free.id]);
    assert.deepEqual(await bookedOn(futureCancelled.id), [free.id]);
    assert.deepEqual(await bookedOn(incomplete.id), [busy.id]);
  });

  test('suspending is not blocked by incomplete lessons and keeps the bookings', async () => {
    const student = await insertStudent(t.db);
    await lesson(-3, -2, { studentIds: [student.id] });
    const future = await lesson(30, 31, { studentIds: [student.id] });
    const response = await post('/api/students/suspend', { ids: [student.id] });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json().changed, [student.id]);
    assert.deepEqual(await bookedOn(future.id), [student.id]);
  });

  test('a teacher with incomplete lessons is not deleted, alone or in a batch; nothing is written', async () => {
    const busy = await insertTeacher(t.db, { firstName: 'Bea', lastName: 'Busy' });
    const idle = await insertTeacher(t.db, { firstName: 'Ida', lastName: 'Idle' });
    await insertLesson(t.db, {
      teacherId: busy.id,
      courseId: course.id,
      studentIds: [],
      startTime: hoursFromNow(-5),
      endTime: hoursFromNow(-4),
    });
    // Confirmed past lessons and cancelled future ones do not block.
    await insertLesson(t.db, {
      teacherId: idle.id,
      courseId: course.id,
      studentIds: [],
      startTime: hoursFromNow(-5),
      endTime: hoursFromNow(-4),
      status: 'CONFIRMED',
    });
    await insertLesson(t.db, {
      teacherId: idle.id,
      courseId: course.id,
      studentIds: [],
      startTime: hoursFromNow(5),
      endTime: hoursFromNow(6),
      status: 'CANCELLED',
    });

    const before = await tableSnapshot(t.db);
    const single = await t.inject({ method: 'DELETE', url: `/api/teachers/${busy.id}`, headers: operator });
    assert.equal(single.statusCode, 422, single.body);
    assert.equal(single.json().errorCode, 'ruleviolated');
    assert.equal(single.json().errorMessage, INCOMPLETE);
    const batch = await post('/api/teachers/delete', { ids: [idle.id, busy.id] });
    assert.equal(batch.statusCode, 422, batch.body);
    assert.equal(batch.json().errorMessage, `Bea Busy: ${INCOMPLETE}`);
    assert.deepEqual(await tableSnapshot(t.db), before, 'a refused delete wrote to the database');

    const idleDeleted = await t.inject({ method: 'DELETE', url: `/api/teachers/${idle.id}`, headers: operator });
    assert.equal(idleDeleted.statusCode, 200, idleDeleted.body);
    const [row] = await t.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, idle.id));
    assert.ok(row.deletedAt);
  });

  test('a teacher with lessons still to come (or under way) is not deleted; the message counts them', async () => {
    const booked = await insertTeacher(t.db, { firstName: 'Una', lastName: 'Upcoming' });
    for (const [from, to] of [
      [-1, 1],
      [24, 25],
    ]) {
      await insertLesson(t.db, {
        teacherId: booked.id,
        courseId: course.id,
        studentIds: [],
        startTime: hoursFromNow(from),
        endTime: hoursFromNow(to),
      });
    }
    const upcoming = 'This teacher has 2 upcoming lessons; give them to another teacher or cancel them first.';
    const free = await insertTeacher(t.db, { firstName: 'Fay', lastName: 'Free' });
    const before = await tableSnapshot(t.db);
    const single = await t.inject({ method: 'DELETE', url: `/api/teachers/${booked.id}`, headers: operator });
    assert.equal(single.statusCode, 422, single.body);
    assert.equal(single.json().errorMessage, upcoming);
    const batch = await post('/api/teachers/delete', { ids: [booked.id] });
    assert.equal(batch.json().errorMessage, upcoming);
    const named = await post('/api/teachers/delete', { ids: [free.id, booked.id] });
    assert.equal(named.json().errorMessage, `Una Upcoming: ${upcoming}`);
    assert.deepEqual(await tableSnapshot(t.db), before, 'a refused delete wrote to the database');
  });
});
