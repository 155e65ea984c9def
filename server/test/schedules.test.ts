import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import dayjs from 'dayjs';
import { asc, eq } from 'drizzle-orm';
import { type CourseRow, centreSettings, courses, scheduleSeries, schedules, type UserRow } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { insertTeacher } from './helpers/lessons';
import { insertCourse, insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

// A centre zone with daylight saving, so weekly repeats are tested across a clock change (2030-03-10).
process.env.TZ = 'America/Toronto';

/** A local (centre) time as the ISO instant the client sends. */
const at = (date: string, clock: string) => dayjs(`${date}T${clock}`).toISOString();
const localOf = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

describe('lessons: create', () => {
  let t: TestApp;
  let operator: AuthHeader;
  let course: CourseRow;
  let teacher: UserRow;

  const create = (payload: object, headers = operator) =>
    t.inject({ method: 'POST', url: '/api/schedules', payload, headers });
  const body = (studentIds: number[], overrides: Record<string, unknown> = {}) => ({
    courseType: 'PRIVATE',
    courseId: course.id,
    teacherId: teacher.id,
    studentIds,
    scheduleTimes: [{ startTime: at('2030-03-04', '10:00'), endTime: at('2030-03-04', '11:30') }],
    ...overrides,
  });
  const getLesson = async (id: number) => {
    const response = await t.inject({ method: 'GET', url: `/api/schedules/${id}`, headers: operator });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  };
  const refused = async (payload: object, status: number) => {
    const before = await tableSnapshot(t.db);
    const response = await create(payload);
    assert.equal(response.statusCode, status, response.body);
    assert.deepEqual(await tableSnapshot(t.db), before, 'a refused create wrote to the database');
    return response.json();
  };

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    operator = await t.signIn('operator');
    course = await insertCourse(t.db, { name: 'Algebra' });
    teacher = await insertTeacher(t.db, { firstName: 'Tina', lastName: 'Chen', hourlyRate: '30.00', color: '#aa3300' });
  });
  after(() => t.close());

  test('one time makes one lesson with no series, and reads back with its students and defaults', async () => {
    const amy = await insertStudent(t.db, { firstName: 'Amy', lastName: 'Zhu', hourlyRate: '40.00' });
    const ben = await insertStudent(t.db, { firstName: 'Ben', lastName: 'Adams', hourlyRate: '99.00' });
    const response = await create(body([amy.id, ben.id], { address: '12 Main St', comments: 'Bring the workbook' }));
    assert.equal(response.statusCode, 201, response.body);
    const { ids, seriesId } = response.json().data;
    assert.equal(ids.length, 1);
    assert.equal(seriesId, null);

    const lesson = await getLesson(ids[0]);
    assert.equal(lesson.status, 'PLANNED');
    assert.equal(lesson.feedbackStatus, 'NOT_SUBMITTED');
    assert.equal(lesson.courseName, 'Algebra');
    assert.equal(lesson.teacherName, 'Tina Chen');
    assert.equal(lesson.teacherColor, '#aa3300');
    assert.equal(lesson.paymentType, 'VOUCHER');
    assert.equal(lesson.startTime, at('2030-03-04', '10:00'));
    assert.deepEqual([lesson.minutes, lesson.hours], [90, 1.5]);
    // The first student's rate × 1.5 hours; the teacher's own rate.
    assert.deepEqual([lesson.hourlyRate, lesson.price, lesson.teacherHourlyRate], ['40.00', '60.00', '30.00']);
    assert.deepEqual(
      lesson.students.map((s: { name: string; studentNumber: string; attendance: null }) => [
        s.name,
        s.studentNumber,
        s.attendance,
      ]),
      [
        ['Ben Adams', ben.studentId, null],
        ['Amy Zhu', amy.studentId, null],
      ],
    );
    assert.deepEqual(
      [lesson.address, lesson.comments, lesson.acknowledgedConflicts],
      ['12 Main St', 'Bring the workbook', null],
    );
  });

  test('the default price is rate × planned hours rounded to the cent, per lesson; explicit values win', async () => {
    const student = await insertStudent(t.db, { hourlyRate: '37.55' });
    const response = await create(
      body([student.id], {
        scheduleTimes: [
          { startTime: at('2030-04-01', '09:00'), endTime: at('2030-04-01', '09:50') },
          { startTime: at('2030-04-02', '09:00'), endTime: at('2030-04-02', '10:00') },
        ],
      }),
    );
    assert.equal(response.statusCode, 201, response.body);
    // 37.55 × 50 / 60 = 31.2916… → 31.29; the hour-long one is the rate itself.
    const prices = await Promise.all(response.json().data.ids.map(async (id: number) => (await getLesson(id)).price));
    assert.deepEqual(prices, ['31.29', '37.55']);

    const explicit = await create(
      body([student.id], {
        scheduleTimes: [{ startTime: at('2030-04-03', '09:00'), endTime: at('2030-04-03', '10:00') }],
        price: '25',
        hourlyRate: '20.00',
        teacherHourlyRate: '0',
        paymentType: 'CASH',
      }),
    );
    assert.equal(explicit.statusCode, 201, explicit.body);
    const lesson = await getLesson(explicit.json().data.ids[0]);
    assert.deepEqual(
      [lesson.price, lesson.hourlyRate, lesson.teacherHourlyRate, lesson.paymentType],
      ['25.00', '20.00', '0.00', 'CASH'],
    );

    const rateOnly = await create(
      body([student.id], {
        scheduleTimes: [{ startTime: at('2030-04-04', '09:00'), endTime: at('2030-04-04', '11:00') }],
        hourlyRate: '20.00',
      }),
    );
    assert.equal((await getLesson(rateOnly.json().data.ids[0])).price, '40.00');
  });

  test('a teacher without a rate is paid 0.00 by default; no rate and no price asks for a price', async () => {
    const unpaid = await insertTeacher(t.db, { hourlyRate: null });
    const student = await insertStudent(t.db, { hourlyRate: '40.00' });
    const response = await create(
      body([student.id], {
        teacherId: unpaid.id,
        scheduleTimes: [{ startTime: at('2030-05-01', '09:00'), endTime: at('2030-05-01', '10:00') }],
      }),
    );
    assert.equal(response.statusCode, 201, response.body);
    assert.equal((await getLesson(response.json().data.ids[0])).teacherHourlyRate, '0.00');

    const noRate = await insertStudent(t.db, { hourlyRate: null });
    const error = await refused(body([noRate.id]), 400);
    assert.deepEqual(error.fieldErrors, [
      { field: 'price', message: 'is required: there is no hourly rate to work it out from' },
    ]);
  });

  test('a rate whose price or pay for the lesson would pass 9,999,999,999.99 is refused on its field, nothing written', async () => {
    const student = await insertStudent(t.db, { hourlyRate: '40.00' });
    const twoHours = [{ startTime: at('2030-05-02', '09:00'), endTime: at('2030-05-02', '11:00') }];
    // 5,000,000,000.00 an hour fits a column, two hours of it do not.
    const price = await refused(body([student.id], { scheduleTimes: twoHours, hourlyRate: '5000000000.00' }), 400);
    assert.deepEqual(price.fieldErrors, [
      { field: 'hourlyRate', message: "× the lesson's length makes the price more than 9,999,999,999.99" },
    ]);
    const pay = await refused(body([student.id], { scheduleTimes: twoHours, teacherHourlyRate: '5000000000.00' }), 400);
    assert.deepEqual(pay.fieldErrors, [
      {
        field: 'teacherHourlyRate',
        message: "× the lesson's length makes the teacher's pay more than 9,999,999,999.99",
      },
    ]);
    // The same rates with an hour-long lesson, and the hand-set price, are accepted.
    const oneHour = [{ startTime: at('2030-05-02', '09:00'), endTime: at('2030-05-02', '10:00') }];
    const accepted = await create(
      body([student.id], { scheduleTimes: oneHour, hourlyRate: '5000000000.00', teacherHourlyRate: '5000000000.00' }),
    );
    assert.equal(accepted.statusCode, 201, accepted.body);
    assert.equal((await getLesson(accepted.json().data.ids[0])).price, '5000000000.00');
  });

  test('a weekly repeat by weeks makes that many lessons per time, in one series, at the same local time', async () => {
    const student = await insertStudent(t.db, { hourlyRate: '40.00' });
    const response = await create(
      body([student.id], {
        scheduleTimes: [
          { startTime: at('2030-06-03', '16:00'), endTime: at('2030-06-03', '17:00') },
          { startTime: at('2030-06-06', '10:00'), endTime: at('2030-06-06', '11:00') },
        ],
        repeat: { weeks: 3 },
      }),
    );
    assert.equal(response.statusCode, 201, response.body);
    const { ids, seriesId } = response.json().data;
    assert.ok(seriesId);
    const rows = await t.db.select().from(schedules).where(eq(schedules.seriesId, seriesId)).orderBy(asc(schedules.id));
    assert.deepEqual(
      rows.map((row) => row.id),
      ids,
    );
    assert.deepEqual(
      rows.map((row) => localOf(row.startTime.toISOString())),
      [
        '2030-06-03 16:00',
        '2030-06-06 10:00',
        '2030-06-10 16:00',
        '2030-06-13 10:00',
        '2030-06-17 16:00',
        '2030-06-20 10:00',
      ],
    );
    const [series] = await t.db.select().from(scheduleSeries).where(eq(scheduleSeries.id, seriesId));
    assert.deepEqual([series.repeatWeeks, series.repeatUntil], [3, null]);
  });

  test('a weekly repeat across a daylight-saving change keeps the local clock time', async () => {
    const student = await insertStudent(t.db, { hourlyRate: '40.00' });
    const response = await create(
      body([student.id], {
        scheduleTimes: [{ startTime: at('2030-03-05', '18:00'), endTime: at('2030-03-05', '19:00') }],
        repeat: { weeks: 2 },
      }),
    );
    assert.equal(response.statusCode, 201, response.body);
    const rows = await t.db
      .select()
      .from(schedules)
      .where(eq(schedules.seriesId, response.json().data.seriesId))
      .orderBy(asc(schedules.startTime));
    assert.deepEqual(
      rows.map((row) => [localOf(row.startTime.toISOString()), row.startTime.toISOString()]),
      [
        ['2030-03-05 18:00', '2030-03-05T23:00:00.000Z'],
        ['2030-03-12 18:00', '2030-03-12T22:00:00.000Z'],
      ],
    );
  });

  test('a weekly repeat until a date includes that date', async () => {
    const student = await insertStudent(t.db, { hourlyRate: '40.00' });
    const response = await create(
      body([student.id], {
        scheduleTimes: [
          { startTime: at('2030-07-01', '16:00'), endTime: at('2030-07-01', '17:00') },
          { startTime: at('2030-07-04', '23:00'), endTime: at('2030-07-04', '23:45') },
        ],
        repeat: { until: '2030-07-15' },
      }),
    );
    assert.equal(response.statusCode, 201, response.body);
    const rows = await t.db
      .select()
      .from(schedules)
      .where(eq(schedules.seriesId, response.json().data.seriesId))
      .orderBy(asc(schedules.startTime));
    assert.deepEqual(
      rows.map((row) => localOf(row.startTime.toISOString())),
      ['2030-07-01 16:00', '2030-07-04 23:00', '2030-07-08 16:00', '2030-07-11 23:00', '2030-07-15 16:00'],
    );
  });

  test('no schedule times: "Please enter Schedule Times" on scheduleTimes, nothing written', async () => {
    const student = await insertStudent(t.db, { hourlyRate: '40.00' });
    for (const scheduleTimes of [[], undefined]) {
      const error = await refused(body([student.id], { scheduleTimes }), 400);
      assert.deepEqual(error.fieldErrors, [{ field: 'scheduleTimes', message: 'Please enter Schedule Times' }]);
    }
  });

  test('times that overlap each other, more than 200 lessons, or an end date before a time are refused', async () => {
    const student = await insertStudent(t.db, { hourlyRate: '40.00' });
    const overlapping = await refused(
      body([student.id], {
        scheduleTimes: [
          { startTime: at('2030-08-05', '10:00'), endTime: at('2030-08-05', '11:00') },
          { startTime: at('2030-08-12', '10:30'), endTime: at('2030-08-12', '11:30') },
        ],
        repeat: { weeks: 2 },
      }),
      400,
    );
    assert.equal(overlapping.fieldErrors[0].field, 'scheduleTimes');
    assert.match(overlapping.errorMessage, /overlap each other: Mon 2030-08-12 10:00–11:00 and Mon 2030-08-12 10:30/);
    // On a 12-hour centre the message writes its clock, as the screens do.
    await t.db.update(centreSettings).set({ timeFormat: '12h' });
    try {
      const twelveHour = await refused(
        body([student.id], {
          scheduleTimes: [
            { startTime: at('2030-08-05', '14:00'), endTime: at('2030-08-05', '15:00') },
            { startTime: at('2030-08-05', '14:30'), endTime: at('2030-08-05', '15:30') },
          ],
        }),
        400,
      );
      assert.match(
        twelveHour.errorMessage,
        /overlap each other: Mon 2030-08-05 2:00 PM–3:00 PM and Mon 2030-08-05 2:30 PM/,
      );
    } finally {
      await t.db.update(centreSettings).set({ timeFormat: '24h' });
    }

    const times = Array.from({ length: 5 }, (_, day) => ({
      startTime: at(`2030-09-0${day + 2}`, '10:00'),
      endTime: at(`2030-09-0${day + 2}`, '11:00'),
    }));
    const tooMany = await refused(body([student.id], { scheduleTimes: times, repeat: { weeks: 41 } }), 400);
    assert.deepEqual(tooMany.fieldErrors[0].field, 'repeat');
    assert.match(tooMany.errorMessage, /At most 200 lessons can be created at once/);
    const exactly200 = await create(body([student.id], { scheduleTimes: times, repeat: { weeks: 40 } }));
    assert.equal(exactly200.statusCode, 201, exactly200.body);
    assert.equal(exactly200.json().data.ids.length, 200);

    const early = await refused(body([student.id], { repeat: { until: '2030-03-03' } }), 400);
    assert.deepEqual(early.fieldErrors, [
      { field: 'repeat.until', message: 'must be on or after the date of every schedule time' },
    ]);
  });

  test('students must exist and be active; course and teacher must exist', async () => {
    const active = await insertStudent(t.db, { hourlyRate: '40.00' });
    const gone = await insertStudent(t.db, { firstName: 'Ina', lastName: 'Active', status: 'inactive' });
    const paused = await insertStudent(t.db, { firstName: 'Sus', lastName: 'Pended', status: 'suspended' });
    const inactive = await refused(body([active.id, gone.id, paused.id]), 400);
    assert.equal(inactive.fieldErrors[0].field, 'studentIds');
    assert.equal(
      inactive.fieldErrors[0].message,
      `Inactive or suspended students can't be booked: Ina Active (${gone.studentId}, inactive), Sus Pended (${paused.studentId}, suspended)`,
    );
    const unknown = await refused(body([active.id, 999_999]), 400);
    assert.deepEqual(unknown.fieldErrors, [{ field: 'studentIds', message: 'unknown student(s): 999999' }]);

    const deletedCourse = await insertCourse(t.db);
    await t.db.update(courses).set({ deletedAt: new Date() }).where(eq(courses.id, deletedCourse.id));
    const course = await refused(body([active.id], { courseId: deletedCourse.id }), 400);
    assert.deepEqual(course.fieldErrors, [{ field: 'courseId', message: 'This course does not exist' }]);
    const notTeacher = await refused(body([active.id], { teacherId: 999_999 }), 400);
    assert.deepEqual(notTeacher.fieldErrors, [{ field: 'teacherId', message: 'This teacher does not exist' }]);
  });
});
