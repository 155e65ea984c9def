import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import dayjs from 'dayjs';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  type CourseRow,
  type ScheduleRow,
  scheduleStudents,
  schedules,
  students,
  type UserRow,
} from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { insertLesson, insertTeacher } from './helpers/lessons';
import { insertCourse, insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

const at = (date: string, clock: string) => dayjs(`${date}T${clock}`).toISOString();
const local = (instant: Date) => dayjs(instant).format('ddd YYYY-MM-DD HH:mm');

describe('lessons: edit, move and repeat', () => {
  let t: TestApp;
  let operator: AuthHeader;
  let course: CourseRow;
  let tina: UserRow;
  let omar: UserRow;

  const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
    t.inject({ method, url, payload, headers: operator });
  const lessonsOf = (ids: number[]) =>
    t.db.select().from(schedules).where(inArray(schedules.id, ids)).orderBy(asc(schedules.startTime));
  const studentsOn = async (id: number) =>
    (await t.db.select().from(scheduleStudents).where(eq(scheduleStudents.scheduleId, id)))
      .map((row) => row.studentId)
      .sort((a, b) => a - b);
  /** Mondays 10:00–11:00 and Wednesdays 14:00–15:00 for two weeks from `monday`: four lessons. */
  const series = async (studentIds: number[], monday: string) => {
    const wednesday = dayjs(monday).add(2, 'day').format('YYYY-MM-DD');
    const response = await send('POST', '/api/schedules', {
      courseType: 'PRIVATE',
      courseId: course.id,
      teacherId: tina.id,
      studentIds,
      scheduleTimes: [
        { startTime: at(monday, '10:00'), endTime: at(monday, '11:00') },
        { startTime: at(wednesday, '14:00'), endTime: at(wednesday, '15:00') },
      ],
      repeat: { weeks: 2 },
    });
    assert.equal(response.statusCode, 201, response.body);
    return lessonsOf(response.json().data.ids);
  };
  const edit = (lesson: ScheduleRow, studentIds: number[], changes: Record<string, unknown>) =>
    send('PUT', `/api/schedules/${lesson.id}`, {
      courseType: lesson.courseType,
      courseId: lesson.courseId,
      teacherId: lesson.teacherId,
      studentIds,
      startTime: lesson.startTime.toISOString(),
      endTime: lesson.endTime.toISOString(),
      ...changes,
    });

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    operator = await t.signIn('operator');
    course = await insertCourse(t.db);
    tina = await insertTeacher(t.db, { hourlyRate: '30.00' });
    omar = await insertTeacher(t.db, { hourlyRate: '35.00' });
  });
  // Each test uses its own weeks, so one test's lessons never clash with another's.
  after(() => t.close());

  test('editing one lesson changes only it: times, teacher, students, and a price worked out again', async () => {
    const amy = await insertStudent(t.db, { hourlyRate: '40.00' });
    const ben = await insertStudent(t.db, { hourlyRate: '50.00' });
    const [first, second, third, fourth] = await series([amy.id], '2031-03-03');
    const response = await edit(second, [ben.id, amy.id], {
      teacherId: omar.id,
      startTime: at('2031-03-05', '15:00'),
      endTime: at('2031-03-05', '16:30'),
      comments: 'Moved',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json().data.ids, [second.id]);
    const [edited] = await lessonsOf([second.id]);
    assert.equal(local(edited.startTime), 'Wed 2031-03-05 15:00');
    assert.equal(local(edited.endTime), 'Wed 2031-03-05 16:30');
    // Ben is now first: his rate × 1.5 h; the new teacher's rate.
    assert.deepEqual(
      [edited.teacherId, edited.hourlyRate, edited.price, edited.teacherHourlyRate, edited.comments],
      [omar.id, '50.00', '75.00', '35.00', 'Moved'],
    );
    assert.deepEqual(await studentsOn(second.id), [amy.id, ben.id]);
    const untouched = await lessonsOf([first.id, third.id, fourth.id]);
    assert.deepEqual(untouched, [first, third, fourth]);
  });

  test('editing this and following shifts the later unconfirmed lessons of the series alike; others stay', async () => {
    const amy = await insertStudent(t.db, { hourlyRate: '40.00' });
    const ben = await insertStudent(t.db, { hourlyRate: '40.00' });
    const lessons = await series([amy.id], '2031-03-17');
    const [mon1, wed1, mon2, wed2] = lessons;
    await t.db.update(schedules).set({ status: 'CONFIRMED' }).where(eq(schedules.id, wed2.id));
    // Wednesday 14:00–15:00 becomes Thursday 15:00–16:30: one day later, one hour later, 30 minutes longer.
    const response = await edit(wed1, [ben.id], {
      startTime: at('2031-03-20', '15:00'),
      endTime: at('2031-03-20', '16:30'),
      price: '45.00',
      address: 'Room 2',
      scope: 'following',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json().data.ids.sort(), [wed1.id, mon2.id].sort());
    const after = await lessonsOf([mon1.id, wed1.id, mon2.id, wed2.id]);
    assert.deepEqual(
      after.map((row) => `${local(row.startTime)}–${dayjs(row.endTime).format('HH:mm')} ${row.price} ${row.address}`),
      [
        'Mon 2031-03-17 10:00–11:00 40.00 null',
        'Thu 2031-03-20 15:00–16:30 45.00 Room 2',
        'Tue 2031-03-25 11:00–12:30 45.00 Room 2',
        'Wed 2031-03-26 14:00–15:00 40.00 null',
      ],
    );
    assert.deepEqual(await studentsOn(mon1.id), [amy.id]);
    assert.deepEqual(await studentsOn(mon2.id), [ben.id]);
    assert.deepEqual(await studentsOn(wed2.id), [amy.id], 'the confirmed lesson keeps its students');
  });

  test('confirmed and cancelled lessons cannot be edited or moved (422), nothing written', async () => {
    const amy = await insertStudent(t.db, { hourlyRate: '40.00' });
    for (const status of ['CONFIRMED', 'CANCELLED'] as const) {
      const lesson = await insertLesson(t.db, {
        teacherId: tina.id,
        courseId: course.id,
        studentIds: [amy.id],
        startTime: at('2031-04-01', '10:00'),
        endTime: at('2031-04-01', '11:00'),
        status,
      });
      const before = await tableSnapshot(t.db);
      const put = await edit(lesson, [amy.id], { comments: 'x' });
      const patch = await send('PATCH', `/api/schedules/${lesson.id}/time`, {
        startTime: at('2031-04-01', '12:00'),
        endTime: at('2031-04-01', '13:00'),
      });
      for (const response of [put, patch]) {
        assert.equal(response.statusCode, 422, response.body);
        assert.match(response.json().errorMessage, status === 'CONFIRMED' ? /only an administrator/ : /cancelled/);
      }
      assert.deepEqual(await tableSnapshot(t.db), before);
    }
  });

  test('an edit may keep a student suspended since, but not add one; an unknown lesson is 404', async () => {
    const kept = await insertStudent(t.db, { hourlyRate: '40.00' });
    const added = await insertStudent(t.db, { status: 'suspended' });
    const lesson = await insertLesson(t.db, {
      teacherId: tina.id,
      courseId: course.id,
      studentIds: [kept.id],
      startTime: at('2031-04-08', '10:00'),
      endTime: at('2031-04-08', '11:00'),
    });
    await t.db.update(schedules).set({ hourlyRate: '40.00' }).where(eq(schedules.id, lesson.id));
    await t.db.update(students).set({ status: 'suspended' }).where(eq(students.id, kept.id));
    const keep = await edit(lesson, [kept.id], { comments: 'Still booked' });
    assert.equal(keep.statusCode, 200, keep.body);
    const add = await edit(lesson, [kept.id, added.id], {});
    assert.equal(add.statusCode, 400, add.body);
    assert.equal(add.json().fieldErrors[0].field, 'studentIds');
    const missing = await edit({ ...lesson, id: 999_999 }, [kept.id], {});
    assert.equal(missing.statusCode, 404, missing.body);
  });

  test('moving or resizing checks clashes; a rate-based price follows the new length, a set price stays', async () => {
    const amy = await insertStudent(t.db, { hourlyRate: '40.00' });
    const create = await send('POST', '/api/schedules', {
      courseType: 'PRIVATE',
      courseId: course.id,
      teacherId: tina.id,
      studentIds: [amy.id],
      scheduleTimes: [{ startTime: at('2031-05-05', '10:00'), endTime: at('2031-05-05', '11:00') }],
    });
    const id = create.json().data.ids[0];
    const blocker = await insertLesson(t.db, {
      teacherId: omar.id,
      courseId: course.id,
      studentIds: [amy.id],
      startTime: at('2031-05-05', '13:00'),
      endTime: at('2031-05-05', '14:00'),
    });
    const move = (from: string, to: string, acknowledgeConflicts = false) =>
      send('PATCH', `/api/schedules/${id}/time`, {
        startTime: at('2031-05-05', from),
        endTime: at('2031-05-05', to),
        acknowledgeConflicts,
      });

    const resized = await move('10:00', '11:30');
    assert.equal(resized.statusCode, 200, resized.body);
    assert.deepEqual([resized.json().data.minutes, resized.json().data.price], [90, '60.00']);

    const before = await tableSnapshot(t.db);
    const clash = await move('12:30', '13:30');
    assert.equal(clash.statusCode, 409, clash.body);
    assert.match(clash.json().errorMessage, new RegExp(`already has lesson #${blocker.id}`));
    assert.deepEqual(await tableSnapshot(t.db), before);
    const anyway = await move('12:30', '13:30', true);
    assert.equal(anyway.statusCode, 200, anyway.body);
    assert.equal(anyway.json().data.acknowledgedConflicts[0].kind, 'student');

    await t.db.update(schedules).set({ price: '55.00' }).where(eq(schedules.id, id));
    const later = await move('15:00', '17:00');
    assert.equal(later.statusCode, 200, later.body);
    assert.equal(later.json().data.price, '55.00');
    assert.equal(later.json().data.acknowledgedConflicts, null, 'no clash any more, no warning kept');
  });

  test('a move whose rate-based price or pay would pass 9,999,999,999.99 is refused on the rate, nothing written', async () => {
    const amy = await insertStudent(t.db, { hourlyRate: '40.00' });
    const lessonAt = async (rates: Record<string, string>) => {
      const response = await send('POST', '/api/schedules', {
        courseType: 'PRIVATE',
        courseId: course.id,
        teacherId: tina.id,
        studentIds: [amy.id],
        scheduleTimes: [{ startTime: at('2031-06-02', '10:00'), endTime: at('2031-06-02', '11:00') }],
        ...rates,
      });
      assert.equal(response.statusCode, 201, response.body);
      return response.json().data.ids[0] as number;
    };
    const moveToTwoHours = async (id: number) => {
      const before = await tableSnapshot(t.db);
      const response = await send('PATCH', `/api/schedules/${id}/time`, {
        startTime: at('2031-06-02', '10:00'),
        endTime: at('2031-06-02', '12:00'),
        acknowledgeConflicts: true,
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(await tableSnapshot(t.db), before, 'a refused move wrote to the database');
      return response.json().fieldErrors.map((error: { field: string }) => error.field);
    };
    // 5,000,000,000.00 an hour: an hour fits an amount column, two hours do not.
    const pricey = await lessonAt({ hourlyRate: '5000000000.00' });
    assert.deepEqual(await moveToTwoHours(pricey), ['hourlyRate']);
    await t.db.delete(scheduleStudents).where(eq(scheduleStudents.scheduleId, pricey));
    await t.db.delete(schedules).where(eq(schedules.id, pricey));
    const wellPaid = await lessonAt({ teacherHourlyRate: '5000000000.00' });
    assert.deepEqual(await moveToTwoHours(wellPaid), ['teacherHourlyRate']);
  });

  test('repeat weekly copies lessons with their students, price and rates, as new unconfirmed lessons', async () => {
    const amy = await insertStudent(t.db, { hourlyRate: '40.00' });
    const ben = await insertStudent(t.db, { hourlyRate: '40.00' });
    const source = await insertLesson(t.db, {
      teacherId: tina.id,
      courseId: course.id,
      studentIds: [amy.id, ben.id],
      startTime: at('2031-06-02', '09:00'),
      endTime: at('2031-06-02', '10:00'),
      status: 'CONFIRMED',
      price: '33.00',
      teacherHourlyRate: '21.00',
      address: 'Online',
    });
    const response = await send('POST', '/api/schedules/repeat-weekly', { scheduleIds: [source.id], weeks: 2 });
    assert.equal(response.statusCode, 201, response.body);
    const copies = await lessonsOf(response.json().data.ids);
    assert.deepEqual(
      copies.map((row) => [local(row.startTime), row.status, row.price, row.teacherHourlyRate, row.address]),
      [
        ['Mon 2031-06-09 09:00', 'PLANNED', '33.00', '21.00', 'Online'],
        ['Mon 2031-06-16 09:00', 'PLANNED', '33.00', '21.00', 'Online'],
      ],
    );
    assert.deepEqual(
      await studentsOn(copies[0].id),
      [amy.id, ben.id].sort((a, b) => a - b),
    );
    const [updatedSource] = await lessonsOf([source.id]);
    assert.ok(updatedSource.seriesId && copies.every((copy) => copy.seriesId === updatedSource.seriesId));

    const until = await send('POST', '/api/schedules/repeat-weekly', {
      scheduleIds: [copies[1].id],
      until: '2031-06-30',
    });
    assert.equal(until.statusCode, 201, until.body);
    assert.deepEqual(
      (await lessonsOf(until.json().data.ids)).map((row) => local(row.startTime)),
      ['Mon 2031-06-23 09:00', 'Mon 2031-06-30 09:00'],
    );
  });

  test('repeat weekly refuses cancelled lessons and inactive students, and asks before clashing copies', async () => {
    const amy = await insertStudent(t.db, { hourlyRate: '40.00' });
    const lessonOn = (date: string, values: Partial<Parameters<typeof insertLesson>[1]> = {}) =>
      insertLesson(t.db, {
        teacherId: tina.id,
        courseId: course.id,
        studentIds: [amy.id],
        startTime: at(date, '18:00'),
        endTime: at(date, '19:00'),
        ...values,
      });
    const cancelled = await lessonOn('2031-07-07', { status: 'CANCELLED' });
    const refusedCancelled = await send('POST', '/api/schedules/repeat-weekly', {
      scheduleIds: [cancelled.id],
      weeks: 1,
    });
    assert.equal(refusedCancelled.statusCode, 422, refusedCancelled.body);

    const week1 = await lessonOn('2031-07-14');
    const week2 = await lessonOn('2031-07-21');
    const before = await tableSnapshot(t.db);
    const clash = await send('POST', '/api/schedules/repeat-weekly', { scheduleIds: [week1.id, week2.id], weeks: 1 });
    assert.equal(clash.statusCode, 409, clash.body);
    assert.match(clash.json().errorMessage, new RegExp(`lesson #${week2.id}`));
    assert.deepEqual(await tableSnapshot(t.db), before, 'a refused repeat wrote to the database');

    await t.db.update(students).set({ status: 'inactive' }).where(eq(students.id, amy.id));
    const beforeInactive = await tableSnapshot(t.db);
    const inactive = await send('POST', '/api/schedules/repeat-weekly', { scheduleIds: [week2.id], weeks: 1 });
    assert.equal(inactive.statusCode, 400, inactive.body);
    assert.equal(inactive.json().fieldErrors[0].field, 'scheduleIds');
    assert.deepEqual(await tableSnapshot(t.db), beforeInactive);
  });
});
