import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { scheduleStudents, termRegisters } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { insertLesson, insertTeacher } from './helpers/lessons';
import { insertCourse, insertStudent, insertTerm } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

/** A local wall-clock time as the sheet stores it (the library reads cells back as UTC). */
const sheetTime = (date: string, clock: string) => new Date(`${date}T${clock}:00Z`);
const local = (date: string, clock: string) => new Date(`${date}T${clock}:00`);

const HEADER = [
  'Date',
  'Start',
  'End',
  'Teacher',
  'Course',
  'Student ID',
  'Student',
  'Status',
  'Attendance',
  'Price',
  'Payment type',
  'Feedback',
];

describe('schedule downloads', () => {
  let t: TestApp;
  let operator: AuthHeader;
  let ann: { id: number };
  let ben: { id: number };
  let teacherId: number;
  let courseId: number;

  const download = (url: string, query: Record<string, string>) =>
    t.inject({ method: 'GET', url, query, headers: operator });
  const sheetOf = async (url: string, query: Record<string, string>) => {
    const response = await download(url, query);
    assert.equal(response.statusCode, 200, response.body.slice(0, 300));
    assert.equal(response.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // Cells hold times as fractions of a day; reading them back can miss the minute by a millisecond.
    const toMinute = (cell: unknown) =>
      cell instanceof Date ? new Date(Math.round(cell.getTime() / 60_000) * 60_000) : cell;
    const rows = (await readSheet(response.rawPayload)).map((row) => row.map(toMinute));
    return { rows, disposition: response.headers['content-disposition'] };
  };
  const lesson = (date: string, from: string, to: string, extra: Partial<Parameters<typeof insertLesson>[1]> = {}) =>
    insertLesson(t.db, {
      teacherId,
      courseId,
      studentIds: [ann.id],
      startTime: local(date, from),
      endTime: local(date, to),
      ...extra,
    });
  const mark = (scheduleId: number, studentId: number, attendance: 'PRESENT' | 'ABSENT') =>
    t.db
      .update(scheduleStudents)
      .set({ attendance })
      .where(and(eq(scheduleStudents.scheduleId, scheduleId), eq(scheduleStudents.studentId, studentId)));

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    operator = await t.signIn('operator');
    teacherId = (await insertTeacher(t.db, { firstName: 'Tess', lastName: 'Ward' })).id;
    const otherTeacher = await insertTeacher(t.db, { firstName: 'Omar', lastName: 'Diaz' });
    courseId = (await insertCourse(t.db, { name: 'Piano' })).id;
    ann = await insertStudent(t.db, { firstName: 'Ann', lastName: 'Able', studentId: 'S000001' });
    ben = await insertStudent(t.db, { firstName: 'Ben', lastName: 'Bright', studentId: 'S000002' });

    // November 2025: the 3rd is a Monday. One lesson just before and one just after the 31 days.
    await lesson('2025-11-02', '23:00', '23:45');
    const confirmed = await lesson('2025-11-03', '16:00', '17:00', {
      studentIds: [ben.id, ann.id],
      status: 'CONFIRMED',
      price: '42.50',
      feedbackStatus: 'SUBMITTED',
    });
    await mark(confirmed.id, ann.id, 'PRESENT');
    await mark(confirmed.id, ben.id, 'ABSENT');
    await lesson('2025-11-05', '10:00', '11:00', {
      teacherId: otherTeacher.id,
      paymentType: 'CASH',
      status: 'CANCELLED',
    });
    await lesson('2025-11-10', '09:00', '10:00');
    await lesson('2025-12-03', '20:00', '21:00', { studentIds: [ben.id] });
    await lesson('2025-12-04', '00:00', '01:00');
  });
  after(() => t.close());

  test('a 31-day range: one row per lesson and student, in start order, with typed cells', async () => {
    const { rows, disposition } = await sheetOf('/api/schedules/download', { from: '2025-11-03', to: '2025-12-03' });
    assert.equal(disposition, 'attachment; filename="schedule_2025-11-03_2025-12-03.xlsx"');
    assert.deepEqual(rows[0], HEADER);
    const day = (date: string) => sheetTime(date, '00:00');
    assert.deepEqual(rows.slice(1), [
      [
        day('2025-11-03'),
        sheetTime('2025-11-03', '16:00'),
        sheetTime('2025-11-03', '17:00'),
        'Tess Ward',
        'Piano',
        'S000001',
        'Ann Able',
        'Confirmed',
        'Present',
        42.5,
        'Voucher',
        'Submitted',
      ],
      [
        day('2025-11-03'),
        sheetTime('2025-11-03', '16:00'),
        sheetTime('2025-11-03', '17:00'),
        'Tess Ward',
        'Piano',
        'S000002',
        'Ben Bright',
        'Confirmed',
        'Absent',
        42.5,
        'Voucher',
        'Submitted',
      ],
      [
        day('2025-11-05'),
        sheetTime('2025-11-05', '10:00'),
        sheetTime('2025-11-05', '11:00'),
        'Omar Diaz',
        'Piano',
        'S000001',
        'Ann Able',
        'Cancelled',
        null,
        40,
        'Cash',
        'Not Submitted',
      ],
      [
        day('2025-11-10'),
        sheetTime('2025-11-10', '09:00'),
        sheetTime('2025-11-10', '10:00'),
        'Tess Ward',
        'Piano',
        'S000001',
        'Ann Able',
        'Unconfirmed',
        null,
        40,
        'Voucher',
        'Not Submitted',
      ],
      [
        day('2025-12-03'),
        sheetTime('2025-12-03', '20:00'),
        sheetTime('2025-12-03', '21:00'),
        'Tess Ward',
        'Piano',
        'S000002',
        'Ben Bright',
        'Unconfirmed',
        null,
        40,
        'Voucher',
        'Not Submitted',
      ],
    ]);
  });

  test('by teacher and by student', async () => {
    const range = { from: '2025-11-03', to: '2025-12-03' };
    const byTeacher = await sheetOf('/api/schedules/download', { ...range, teacherId: String(teacherId) });
    // Named after the people, not their record ids.
    assert.equal(byTeacher.disposition, 'attachment; filename="schedule_2025-11-03_2025-12-03_tess-ward.xlsx"');
    assert.deepEqual(
      byTeacher.rows.slice(1).map((row) => row[3]),
      ['Tess Ward', 'Tess Ward', 'Tess Ward', 'Tess Ward'],
    );
    const byStudent = await sheetOf('/api/schedules/download', { ...range, studentId: String(ben.id) });
    assert.equal(byStudent.disposition, 'attachment; filename="schedule_2025-11-03_2025-12-03_ben-bright.xlsx"');
    // Accents are dropped; a name with nothing Latin to write falls back to the record id.
    const zoe = await insertStudent(t.db, { firstName: 'Zoë', lastName: "O'Çelik", studentId: 'S000091' });
    const wang = await insertStudent(t.db, { firstName: '芳', lastName: '王', studentId: 'S000092' });
    const byZoe = await sheetOf('/api/schedules/download', { ...range, studentId: String(zoe.id) });
    assert.equal(byZoe.disposition, 'attachment; filename="schedule_2025-11-03_2025-12-03_zoe-o-celik.xlsx"');
    const byWang = await sheetOf('/api/schedules/download', { ...range, studentId: String(wang.id) });
    assert.equal(byWang.disposition, `attachment; filename="schedule_2025-11-03_2025-12-03_student-${wang.id}.xlsx"`);
    assert.deepEqual(
      byStudent.rows.slice(1).map((row) => [row[6], row[7]]),
      [
        ['Ben Bright', 'Confirmed'],
        ['Ben Bright', 'Unconfirmed'],
      ],
    );
  });

  test('32 days, or a range ending before it starts, are refused on "to"', async () => {
    const tooLong = await download('/api/schedules/download', { from: '2025-11-03', to: '2025-12-04' });
    assert.equal(tooLong.statusCode, 400);
    assert.deepEqual(tooLong.json().fieldErrors, [{ field: 'to', message: 'The date range can be at most 31 days' }]);
    const backwards = await download('/api/schedules/download', { from: '2025-11-03', to: '2025-11-02' });
    assert.equal(backwards.statusCode, 400);
    assert.deepEqual(backwards.json().fieldErrors, [{ field: 'to', message: 'must be on or after the start date' }]);
    const badDate = await download('/api/schedules/download', { from: '2025-11-03', to: '2025-11-31' });
    assert.deepEqual(badDate.json().fieldErrors, [{ field: 'to', message: 'must be a real date' }]);
  });

  test('the week of a Monday, Monday to Sunday; any other day is refused', async () => {
    const { rows, disposition } = await sheetOf('/api/schedules/download/week', { monday: '2025-11-03' });
    assert.equal(disposition, 'attachment; filename="schedule_week_2025-11-03.xlsx"');
    assert.deepEqual(rows[0], HEADER);
    assert.deepEqual(
      rows.slice(1).map((row) => [row[0], row[6]]),
      [
        [sheetTime('2025-11-03', '00:00'), 'Ann Able'],
        [sheetTime('2025-11-03', '00:00'), 'Ben Bright'],
        [sheetTime('2025-11-05', '00:00'), 'Ann Able'],
      ],
    );
    for (const monday of ['2025-11-04', '2025-11-09']) {
      const refused = await download('/api/schedules/download/week', { monday });
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json().fieldErrors, [{ field: 'monday', message: 'Pick a Monday and try again' }]);
    }
  });

  test("term attendance: registered students against the term's lesson dates", async () => {
    const course = await insertCourse(t.db, { name: 'Math Club' });
    const term = await insertTerm(t.db, { courseId: course.id, startDate: '2025-09-01', endDate: '2025-09-30' });
    const cara = await insertStudent(t.db, { firstName: 'Cara', lastName: 'Cole', studentId: 'S000003' });
    for (const student of [ben, ann])
      await t.db.insert(termRegisters).values({
        termId: term.id,
        studentId: student.id,
        paymentType: 'CASH',
        price: '100.00',
        createDate: '2025-08-20',
      });
    const inTerm = (date: string, from: string, studentIds: number[], status?: 'CONFIRMED' | 'CANCELLED') =>
      insertLesson(t.db, {
        teacherId,
        courseId: course.id,
        studentIds,
        startTime: local(date, from),
        endTime: local(date, `${String(Number(from.slice(0, 2)) + 1).padStart(2, '0')}:00`),
        status,
      });
    const first = await inTerm('2025-09-02', '15:00', [ann.id, ben.id, cara.id], 'CONFIRMED');
    await mark(first.id, ann.id, 'PRESENT');
    await mark(first.id, ben.id, 'ABSENT');
    const second = await inTerm('2025-09-09', '15:00', [ann.id], 'CONFIRMED');
    await mark(second.id, ann.id, 'PRESENT');
    await inTerm('2025-09-09', '17:00', [ben.id]); // planned: no attendance yet
    await inTerm('2025-09-16', '15:00', [ann.id], 'CANCELLED'); // left out
    await inTerm('2025-10-07', '15:00', [ann.id]); // after the term

    const { rows, disposition } = await sheetOf(`/api/terms/${term.id}/attendance`, {});
    assert.equal(disposition, 'attachment; filename="term-attendance_math-club_2025-09-01_2025-09-30.xlsx"');
    assert.deepEqual(rows, [
      ['Student ID', 'Student', '2025-09-02', '2025-09-09 15:00', '2025-09-09 17:00', 'Attended'],
      ['S000001', 'Ann Able', 'Present', 'Present', null, 2],
      ['S000002', 'Ben Bright', 'Absent', null, null, 0],
    ]);
    const missing = await download('/api/terms/999999/attendance', {});
    assert.equal(missing.statusCode, 404);
  });
});
