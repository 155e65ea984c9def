import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import dayjs from 'dayjs';
import { asc, eq } from 'drizzle-orm';
import {
  type CourseRow,
  centreSettings,
  schedules,
  teacherAvailabilitySlots,
  type UserRow,
  users,
} from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { insertLesson, insertTeacher } from './helpers/lessons';
import { insertCourse, insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

const at = (date: string, clock: string) => dayjs(`${date}T${clock}`).toISOString();
const span = (date: string, from: string, to: string) => ({ startTime: at(date, from), endTime: at(date, to) });

type Conflict = { kind: string; message: string; scheduleId?: number };

describe('lessons: conflicts', () => {
  let t: TestApp;
  let operator: AuthHeader;
  let course: CourseRow;
  let tina: UserRow;
  let omar: UserRow;

  const check = async (payload: object) => {
    const response = await t.inject({ method: 'POST', url: '/api/schedules/conflicts', payload, headers: operator });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data as Conflict[];
  };
  /** A lesson already on the timetable, on 2031-01-06 (a Monday) unless told otherwise. */
  const existing = (teacherId: number, studentIds: number[], from: string, to: string, date = '2031-01-06') =>
    insertLesson(t.db, {
      teacherId,
      courseId: course.id,
      studentIds,
      startTime: at(date, from),
      endTime: at(date, to),
    });
  const create = (payload: object) => t.inject({ method: 'POST', url: '/api/schedules', payload, headers: operator });

  before(async () => {
    t = await createTestApp();
    const roleUsers = await insertRoleUsers(t.db);
    await t.db
      .update(users)
      .set({ firstName: 'Olga', lastName: 'Operator' })
      .where(eq(users.id, roleUsers.ROLE_OPERATOR.id));
    operator = await t.signIn('operator');
    course = await insertCourse(t.db, { name: 'Physics' });
    tina = await insertTeacher(t.db, { firstName: 'Tina', lastName: 'Chen' });
    omar = await insertTeacher(t.db, { firstName: 'Omar', lastName: 'Haddad' });
  });
  after(() => t.close());

  test("the teacher's overlapping lesson clashes; one that only touches does not", async () => {
    const lesson = await existing(tina.id, [], '10:00', '11:00');
    const clashes = await check({ teacherId: tina.id, times: [span('2031-01-06', '10:30', '11:30')] });
    assert.deepEqual(clashes, [
      {
        kind: 'teacher',
        scheduleId: lesson.id,
        message: `Mon 2031-01-06 10:30–11:30: teacher Tina Chen already teaches Physics Mon 2031-01-06 10:00–11:00 (lesson #${lesson.id}).`,
      },
    ]);
    assert.deepEqual(await check({ teacherId: tina.id, times: [span('2031-01-06', '11:00', '12:00')] }), []);
    assert.deepEqual(await check({ teacherId: tina.id, times: [span('2031-01-06', '09:00', '10:00')] }), []);
    assert.deepEqual(await check({ teacherId: omar.id, times: [span('2031-01-06', '10:30', '11:30')] }), []);
  });

  test("a clash names its times on the centre's clock, as the screens do", async () => {
    const lesson = await existing(omar.id, [], '15:00', '16:00');
    await t.db.update(centreSettings).set({ timeFormat: '12h' });
    try {
      assert.deepEqual(await check({ teacherId: omar.id, times: [span('2031-01-06', '15:30', '16:30')] }), [
        {
          kind: 'teacher',
          scheduleId: lesson.id,
          message: `Mon 2031-01-06 3:30 PM–4:30 PM: teacher Omar Haddad already teaches Physics Mon 2031-01-06 3:00 PM–4:00 PM (lesson #${lesson.id}).`,
        },
      ]);
    } finally {
      await t.db.update(centreSettings).set({ timeFormat: '24h' });
      await t.db.update(schedules).set({ status: 'CANCELLED' }).where(eq(schedules.id, lesson.id));
    }
  });

  test("a student's lesson with another teacher clashes; cancelled lessons and the edited lesson do not", async () => {
    const amy = await insertStudent(t.db, { firstName: 'Amy', lastName: 'Zhu' });
    const lesson = await existing(omar.id, [amy.id], '14:00', '15:00');
    const query = { teacherId: tina.id, studentIds: [amy.id], times: [span('2031-01-06', '14:30', '15:30')] };
    assert.deepEqual(await check(query), [
      {
        kind: 'student',
        scheduleId: lesson.id,
        message: `Mon 2031-01-06 14:30–15:30: student Amy Zhu (${amy.studentId}) already has lesson #${lesson.id} Mon 2031-01-06 14:00–15:00.`,
      },
    ]);
    assert.deepEqual(await check({ ...query, excludeScheduleId: lesson.id }), []);
    await t.db.update(schedules).set({ status: 'CANCELLED' }).where(eq(schedules.id, lesson.id));
    assert.deepEqual(await check(query), []);
  });

  test('a long lesson that started hours before still clashes', async () => {
    const lesson = await existing(tina.id, [], '07:00', '18:30', '2031-01-07');
    const clashes = await check({ teacherId: tina.id, times: [span('2031-01-07', '18:00', '19:00')] });
    assert.deepEqual(
      clashes.map((c) => c.scheduleId),
      [lesson.id],
    );
  });

  test("times outside the teacher's weekly availability clash, only once the teacher has set any", async () => {
    const ann = await insertTeacher(t.db, { firstName: 'Ann', lastName: 'Lee' });
    const query = {
      teacherId: ann.id,
      times: [span('2031-01-13', '14:00', '15:00'), span('2031-01-13', '09:00', '10:00')],
    };
    assert.deepEqual(await check(query), []);
    // Mondays 09:00–12:00.
    await t.db
      .insert(teacherAvailabilitySlots)
      .values({ teacherId: ann.id, weekday: 1, startTime: '09:00', endTime: '12:00' });
    const clashes = await check(query);
    assert.equal(clashes.length, 1);
    assert.equal(clashes[0].kind, 'availability');
    assert.match(clashes[0].message, /14:00–15:00 is outside Ann Lee's availability/);
  });

  test('the check expands a weekly repeat like creating would', async () => {
    const lesson = await existing(tina.id, [], '16:00', '17:00', '2031-01-20');
    const clashes = await check({
      teacherId: tina.id,
      times: [span('2031-01-06', '16:00', '17:00')],
      repeat: { weeks: 3 },
    });
    assert.deepEqual(
      clashes.map((c) => [c.kind, c.scheduleId]),
      [['teacher', lesson.id]],
    );
    assert.match(clashes[0].message, /^Mon 2031-01-20 16:00–17:00/);
  });

  test('creating over a clash is refused with 409 listing it; saving anyway records the warnings, who and when', async () => {
    const ben = await insertStudent(t.db, { firstName: 'Ben', lastName: 'Ng', hourlyRate: '40.00' });
    const clash = await existing(tina.id, [], '12:00', '13:00', '2031-02-10');
    const payload = {
      courseType: 'GROUP',
      courseId: course.id,
      teacherId: tina.id,
      studentIds: [ben.id],
      scheduleTimes: [span('2031-02-03', '12:30', '13:30')],
      repeat: { weeks: 3 },
    };
    const before = await tableSnapshot(t.db);
    const refused = await create(payload);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().errorCode, 'conflict');
    assert.match(
      refused.json().errorMessage,
      new RegExp(`\n.*already teaches Physics .*lesson #${clash.id}\\)\\.\nSave anyway`),
    );
    assert.deepEqual(await tableSnapshot(t.db), before, 'a refused create wrote to the database');

    const saved = await create({ ...payload, acknowledgeConflicts: true });
    assert.equal(saved.statusCode, 201, saved.body);
    const rows = await t.db
      .select()
      .from(schedules)
      .where(eq(schedules.seriesId, saved.json().data.seriesId))
      .orderBy(asc(schedules.startTime));
    // Only the second week's lesson clashed, so only it carries the warning.
    assert.deepEqual(
      rows.map((row) => row.acknowledgedConflicts?.length ?? 0),
      [0, 1, 0],
    );
    const response = await t.inject({ method: 'GET', url: `/api/schedules/${rows[1].id}`, headers: operator });
    const lesson = response.json().data;
    assert.equal(lesson.acknowledgedConflicts[0].kind, 'teacher');
    assert.match(lesson.acknowledgedConflicts[0].message, new RegExp(`lesson #${clash.id}`));
    assert.equal(lesson.acknowledgedBy, 'Olga Operator');
    assert.ok(Math.abs(Date.parse(lesson.acknowledgedAt) - Date.now()) < 60_000);
    assert.equal(rows[0].acknowledgedBy, null);
  });
});
