import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { importBatches, scheduleSeries, scheduleStudents, schedules } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { csv, importClient } from './helpers/imports';
import { insertLesson, insertTeacher } from './helpers/lessons';
import { insertCourse, insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

const HEADER = [
  'Course',
  'Teacher',
  'Students',
  'Weekday',
  'Start time',
  'End time',
  'First date',
  'Last date',
  'Price',
];
const local = (date: string, time: string) => new Date(`${date}T${time}:00`);

describe('importing recurring lessons', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let client: ReturnType<typeof importClient>;
  let teacherId: number;
  let courseId: number;
  const ids: Record<string, number> = {};

  const lessonsOf = (batchRows: number[]) =>
    t.db.select().from(schedules).where(inArray(schedules.id, batchRows)).orderBy(asc(schedules.startTime));
  const importedLessonIds = async (batchId: number) =>
    (
      await t.db.execute(
        sql`select record_id as id from import_batch_records where batch_id = ${batchId} and record_type = 'lesson'`,
      )
    ).rows.map((row) => Number(row.id));

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    client = importClient(t, admin);
    const teacher = await insertTeacher(t.db, {
      login: 'maria',
      firstName: 'Maria',
      lastName: 'Lopez',
      hourlyRate: '30.00',
    });
    teacherId = teacher.id;
    await insertTeacher(t.db, { login: 'tom', firstName: 'Tom', lastName: 'Reed' });
    courseId = (await insertCourse(t.db, { name: 'Piano', number: 'MUS 1' })).id;
    await insertCourse(t.db, { name: 'Algebra' });
    for (const [number, values] of [
      ['S1', { hourlyRate: '40.00' }],
      ['S2', {}],
      ['S3', { status: 'inactive' as const }],
      ['S4', { hourlyRate: '20.00' }],
    ] as const)
      ids[number] = (await insertStudent(t.db, { studentId: number, ...values })).id;
  });
  after(() => t.close());

  test('a weekly row becomes one series of PLANNED lessons through the calendar’s weekly repeat; undo removes them', async () => {
    const file = await client.uploaded(
      'lessons',
      csv([
        HEADER,
        // 2030-03-04 is a Monday; the weekday moves a first date of Sunday the 3rd onto it.
        ['MUS 1', 'maria', 'S1; S2', 'Monday', '4:00 pm', '17:00', '2030-03-03', '2030-03-25', ''],
        ['algebra', 'Tom Reed', 'S4', '', '09:30', '10:15', '2030-03-06', '', '25.00'],
      ]),
    );
    assert.deepEqual(file.mapping, {
      course: 'Course',
      teacher: 'Teacher',
      students: 'Students',
      weekday: 'Weekday',
      startTime: 'Start time',
      endTime: 'End time',
      firstDate: 'First date',
      lastDate: 'Last date',
      price: 'Price',
    });
    const before = await tableSnapshot(t.db);
    const dry = await client.dryRun('lessons', file);
    assert.deepEqual(await tableSnapshot(t.db), before, 'a dry run writes nothing');
    assert.deepEqual([dry.created, dry.refused], [2, 0], JSON.stringify(dry.problems));

    const batch = await client.run('lessons', file);
    assert.deepEqual([batch.created, batch.refused], [2, 0]);
    const lessons = await lessonsOf(await importedLessonIds(batch.id));
    assert.deepEqual(
      lessons.map((l) => [l.startTime.toISOString(), l.endTime.toISOString(), l.price, l.status, l.teacherHourlyRate]),
      [
        [
          local('2030-03-04', '16:00').toISOString(),
          local('2030-03-04', '17:00').toISOString(),
          '40.00',
          'PLANNED',
          '30.00',
        ],
        [
          local('2030-03-06', '09:30').toISOString(),
          local('2030-03-06', '10:15').toISOString(),
          '25.00',
          'PLANNED',
          '0.00',
        ],
        [
          local('2030-03-11', '16:00').toISOString(),
          local('2030-03-11', '17:00').toISOString(),
          '40.00',
          'PLANNED',
          '30.00',
        ],
        [
          local('2030-03-18', '16:00').toISOString(),
          local('2030-03-18', '17:00').toISOString(),
          '40.00',
          'PLANNED',
          '30.00',
        ],
        [
          local('2030-03-25', '16:00').toISOString(),
          local('2030-03-25', '17:00').toISOString(),
          '40.00',
          'PLANNED',
          '30.00',
        ],
      ],
    );
    const piano = lessons.filter((l) => l.courseId === courseId);
    assert.equal(new Set(piano.map((l) => l.seriesId)).size, 1, 'the weekly row is one series');
    assert.ok(piano[0].seriesId);
    assert.equal(lessons.find((l) => l.courseId !== courseId)?.seriesId, null, 'a single lesson has none');
    const booked = await t.db
      .select()
      .from(scheduleStudents)
      .where(eq(scheduleStudents.scheduleId, piano[0].id))
      .orderBy(asc(scheduleStudents.studentId));
    assert.deepEqual(
      booked.map((b) => b.studentId),
      [ids.S1, ids.S2],
    );
    // The calendar shows them.
    const calendar = await t.inject({
      method: 'GET',
      url: '/api/schedules',
      query: { from: '2030-03-01', to: '2030-03-31' },
      headers: admin,
    });
    assert.equal(calendar.statusCode, 200, calendar.body);
    assert.equal(calendar.json().data.length, 5);

    const undone = await client.undo(batch.id);
    assert.equal(undone.statusCode, 200, undone.body);
    assert.equal((await lessonsOf(lessons.map((l) => l.id))).length, 0);
    assert.equal(
      (
        await t.db
          .select()
          .from(scheduleSeries)
          .where(eq(scheduleSeries.id, piano[0].seriesId as number))
      ).length,
      0,
    );
  });

  test('each refusal names its line and field; clashes with booked lessons and earlier rows are refused, not booked', async () => {
    const existing = await insertLesson(t.db, {
      teacherId,
      courseId,
      studentIds: [ids.S4],
      startTime: local('2030-05-06', '16:30'),
      endTime: local('2030-05-06', '17:30'),
    });
    const file = await client.uploaded(
      'lessons',
      csv([
        HEADER,
        ['Chemistry', 'maria', 'S1', '', '10:00', '11:00', '2030-05-01', '', '10'],
        ['Piano', 'nobody', 'S1', '', '10:00', '11:00', '2030-05-01', '', '10'],
        ['Piano', 'maria', 'S9', '', '10:00', '11:00', '2030-05-01', '', '10'],
        ['Piano', 'maria', 'S3', '', '10:00', '11:00', '2030-05-01', '', '10'],
        ['Piano', 'maria', 'S1', '', 'noon', '11:00', '2030-05-01', '', '10'],
        ['Piano', 'maria', 'S1', '', '11:00', '10:00', '2030-05-01', '', '10'],
        ['Piano', 'maria', 'S1', '', '10:00', '11:00', '03/04/2030', '', '10'],
        ['Piano', 'maria', 'S1', '', '10:00', '11:00', '2030-05-01', '2030-04-01', '10'],
        ['Piano', 'maria', 'S1', 'Someday', '10:00', '11:00', '2030-05-01', '', '10'],
        ['Piano', 'maria', 'S2', '', '10:00', '11:00', '2030-05-01', '', ''],
        // Monday 2030-04-29 onwards: the third Monday clashes with the lesson inserted above.
        ['Piano', 'maria', 'S1', 'Monday', '16:00', '17:00', '2030-04-29', '2030-05-20', ''],
        ['Piano', 'tom', 'S1', '', '09:00', '10:00', '2020-01-01', '2020-02-01', '10'],
        ['Piano', 'tom', 'S1', '', '09:00', '10:00', '2030-06-03', '', '10'],
        ['Algebra', 'maria', 'S1', '', '09:30', '10:30', '2030-06-03', '', '10'],
        ['Piano', 'maria', 'S1', '', '09:00', '10:00', '2030-06-03', '2099-01-01', '10'],
      ]),
    );
    const before = await tableSnapshot(t.db);
    const dry = await client.dryRun('lessons', file);
    assert.deepEqual(await tableSnapshot(t.db), before, 'a dry run writes nothing');
    assert.deepEqual(
      dry.problems.map((p) => [p.line, p.field, p.message]),
      [
        [2, 'course', 'no current course has the number or name "Chemistry"'],
        [3, 'teacher', 'no current teacher has the e-mail, login or name "nobody"'],
        [4, 'students', 'no student has the number or e-mail "S9"'],
        [5, 'students', 'S3 is inactive: only active students can be booked'],
        [6, 'startTime', 'must be a time like 16:00 or 4:00 pm'],
        [7, 'endTime', 'must be after the start time'],
        [8, 'firstDate', 'is ambiguous (day/month or month/day?): write it as YYYY-MM-DD'],
        [9, 'lastDate', 'must be on or after the first date'],
        [10, 'weekday', 'must be a day of the week, like Monday'],
        [11, 'price', 'is required: the first student has no hourly rate to work it out from'],
        [12, 'teacher', `Mon 2030-05-06 16:00–17:00: the teacher already has lesson #${existing.id} at that time`],
        [13, 'lastDate', 'every lesson of this row is in the past: nothing to book'],
        [15, 'students', 'Mon 2030-06-03 09:30–10:30: S1 already has line 14 of the file at that time'],
        [16, 'lastDate', 'makes more than 366 lessons: check the year'],
      ],
    );
    assert.deepEqual([dry.created, dry.refused], [1, 14]);
  });

  test('undo is refused once an imported lesson has been changed or confirmed', async () => {
    const batch = await client.importRows('lessons', [
      HEADER,
      ['Piano', 'maria', 'S1', '', '12:00', '13:00', '2030-07-01', '2030-07-15', ''],
    ]);
    const [first] = await lessonsOf(await importedLessonIds(batch.id));
    const moved = await t.inject({
      method: 'POST',
      url: `/api/schedules/${first.id}/cancel`,
      headers: admin,
      payload: { reason: 'Closed' },
    });
    assert.ok([200, 204].includes(moved.statusCode), moved.body);
    const before = await tableSnapshot(t.db);
    const refused = await client.undo(batch.id);
    assert.equal(refused.statusCode, 422, refused.body);
    assert.match(
      refused.json().errorMessage,
      new RegExp(`confirmed, cancelled or changed since the import.*#${first.id}`),
    );
    assert.deepEqual(await tableSnapshot(t.db), before, 'a refused undo writes nothing');
    const [row] = await t.db.select().from(importBatches).where(eq(importBatches.id, batch.id));
    assert.equal(row.status, 'done');
  });

  test('the templates of teachers, courses, students and lessons import as they are, in that order', async () => {
    let lessons = 0;
    for (const kind of ['teachers', 'courses', 'students', 'lessons']) {
      const template = await t.inject({ method: 'GET', url: `/api/imports/templates/${kind}`, headers: admin });
      assert.equal(template.statusCode, 200);
      const batch = await client.run(kind, await client.uploaded(kind, template.body));
      assert.deepEqual([batch.created, batch.refused], [1, 0], `${kind}: ${JSON.stringify(batch.problems)}`);
      if (kind === 'lessons') lessons = (await importedLessonIds(batch.id)).length;
    }
    assert.equal(lessons, 11, 'next Monday and ten weeks on');
  });
});
