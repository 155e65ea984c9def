import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { students, termRegisters, users, voucherLedgerEntries } from '../src/db/schema';
import { localDateOf } from '../src/modules/dashboard/local-periods';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { fundedStudent } from './helpers/confirmations';
import { hoursFromNow, insertLesson, insertTeacher } from './helpers/lessons';
import { insertCourse, insertStudent, insertTerm } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

/** A centre-local instant, so the test reads the same whatever TZ the server runs in. */
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe('dashboard: totals and the day (a known March 2025)', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let teacherHeaders: AuthHeader;
  const get = async (url: string, query: Record<string, string> = {}) => {
    const response = await t.inject({ method: 'GET', url, query, headers: admin });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
  });
  after(() => t.close());

  test('cards count the week and month around the date, each beside the previous one, netting reversals', async () => {
    const teacher = await insertTeacher(t.db, {
      hourlyRate: '30.00',
      color: '#aa3300',
      firstName: 'Tia',
      lastName: 'Teach',
    });
    await t.db
      .update(users)
      .set({ createdAt: local(2025, 2, 1) })
      .where(eq(users.id, teacher.id));
    teacherHeaders = await t.signIn(teacher.login);
    const ann = await fundedStudent(t.db, '100.00');
    await t.db
      .update(students)
      .set({ createdAt: local(2025, 1, 5), firstName: 'Ann', lastName: 'Abel' })
      .where(eq(students.id, ann.id));
    await insertStudent(t.db);
    await insertStudent(t.db, { status: 'inactive' });
    const course = await insertCourse(t.db, { name: 'Algebra' });
    const lesson = (start: Date, minutes: number, status: 'PLANNED' | 'CANCELLED' = 'PLANNED') =>
      insertLesson(t.db, {
        teacherId: teacher.id,
        courseId: course.id,
        studentIds: [ann.id],
        startTime: start,
        endTime: new Date(start.getTime() + minutes * 60_000),
        status,
        teacherHourlyRate: '30.00',
      });
    const confirmed = await lesson(local(2025, 3, 11, 10), 90);
    await lesson(local(2025, 3, 12, 16), 60);
    await lesson(local(2025, 3, 13, 9), 60, 'CANCELLED');
    const confirmedThenCancelled = await lesson(local(2025, 3, 14, 9), 60);
    await lesson(local(2025, 3, 5, 9), 60);
    const february = await lesson(local(2025, 2, 20, 9), 60);
    for (const { id } of [confirmed, confirmedThenCancelled, february]) {
      const response = await t.inject({
        method: 'POST',
        url: `/api/teacher-confirmations/${id}/confirm-unchanged`,
        headers: teacherHeaders,
      });
      assert.equal(response.statusCode, 200, response.body);
    }
    const cancelled = await t.inject({
      method: 'POST',
      url: `/api/schedules/${confirmedThenCancelled.id}/cancel`,
      headers: admin,
      payload: { reason: 'Entered twice' },
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);

    const purchase = (purchaseDate: string, type: string, voucherAmount: string, giftAmount = '0') =>
      t.inject({
        method: 'POST',
        url: '/api/voucher-purchases',
        headers: admin,
        payload: { studentId: ann.id, type, purchaseDate, voucherAmount, giftAmount },
      });
    assert.equal((await purchase('2025-03-02', 'CASH', '200.00', '20.00')).statusCode, 201);
    assert.equal((await purchase('2025-02-10', 'CARD', '150.55')).statusCode, 201);
    const mistaken = await purchase('2025-03-05', 'E_TRANSFER', '80.00');
    assert.equal(mistaken.statusCode, 201, mistaken.body);
    const [entry] = await t.db
      .select()
      .from(voucherLedgerEntries)
      .where(eq(voucherLedgerEntries.purchaseId, mistaken.json().id));
    const reversed = await t.inject({
      method: 'POST',
      url: `/api/ledger-entries/${entry.id}/reverse`,
      headers: admin,
      payload: { reason: 'Typed twice' },
    });
    assert.equal(reversed.statusCode, 201, reversed.body);

    const totals = await get('/api/dashboard/totals', { date: '2025-03-12' });
    assert.deepEqual(totals, {
      weekStart: '2025-03-10',
      weekEnd: '2025-03-16',
      monthStart: '2025-03-01',
      monthEnd: '2025-03-31',
      activeStudents: { value: 2, previous: 1 },
      // The role users' teacher was created today, so only Tia was registered before March 2025.
      activeTeachers: { value: 2, previous: 1 },
      lessonsThisWeek: { planned: 1, confirmed: 1, cancelled: 2 },
      lessonsPreviousWeek: { planned: 1, confirmed: 0, cancelled: 0 },
      // 90 minutes, and the confirmed-then-cancelled lesson's 60 taken back.
      minutesTaught: { value: 90, previous: 60 },
      vouchersSold: { value: '200.00', previous: '150.55' },
      // Charges count on their lesson's day: the confirmed lesson's 40.00 (the cancelled one's netted
      // out), and February's 40.00, though all were posted today.
      vouchersUsed: { value: '40.00', previous: '40.00' },
    });

    // Posted this month, but for lessons of 2025: nothing used this month.
    const now = await get('/api/dashboard/totals');
    assert.equal(now.vouchersUsed.value, '0.00');
    assert.equal(now.monthStart, `${localDateOf(new Date()).slice(0, 7)}-01`);

    const day = await get('/api/dashboard/day', { date: '2025-03-11' });
    assert.deepEqual(day, {
      date: '2025-03-11',
      lessons: [
        {
          id: confirmed.id,
          startTime: local(2025, 3, 11, 10).toISOString(),
          endTime: local(2025, 3, 11, 11, 30).toISOString(),
          status: 'CONFIRMED',
          courseName: 'Algebra',
          courseType: 'PRIVATE',
          teacherId: teacher.id,
          teacherName: 'Tia Teach',
          teacherColor: '#aa3300',
          students: [{ id: ann.id, studentNumber: ann.studentId, name: 'Ann Abel' }],
        },
      ],
    });
    assert.deepEqual((await get('/api/dashboard/day', { date: '2025-03-15' })).lessons, []);
  });

  test("the day defaults to today and lists today's lessons only, in start order", async () => {
    const teacher = await insertTeacher(t.db);
    const course = await insertCourse(t.db);
    const today = localDateOf(new Date());
    const [y, m, d] = today.split('-').map(Number);
    const late = await insertLesson(t.db, {
      teacherId: teacher.id,
      courseId: course.id,
      studentIds: [],
      startTime: local(y, m, d, 18),
      endTime: local(y, m, d, 19),
    });
    const early = await insertLesson(t.db, {
      teacherId: teacher.id,
      courseId: course.id,
      studentIds: [],
      startTime: local(y, m, d, 8),
      endTime: local(y, m, d, 9),
    });
    await insertLesson(t.db, {
      teacherId: teacher.id,
      courseId: course.id,
      studentIds: [],
      startTime: local(y, m, d + 1, 8),
      endTime: local(y, m, d + 1, 9),
    });
    const day = await get('/api/dashboard/day');
    assert.equal(day.date, today);
    assert.deepEqual(
      day.lessons.map((lesson: { id: number }) => lesson.id),
      [early.id, late.id],
    );
  });

  test('a date that is not a real day is refused on its field; so is an unknown filter', async () => {
    for (const url of ['/api/dashboard/day', '/api/dashboard/totals']) {
      const response = await t.inject({ method: 'GET', url, query: { date: '2025-02-30' }, headers: admin });
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json().fieldErrors, [{ field: 'date', message: 'must be a real date' }]);
      const unknown = await t.inject({ method: 'GET', url, query: { teacher: '1' }, headers: admin });
      assert.equal(unknown.statusCode, 400, unknown.body);
    }
  });
});

describe('dashboard: the lists', () => {
  let t: TestApp;
  let admin: AuthHeader;

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
  });
  after(() => t.close());

  /** Saves the centre's low-balance threshold, keeping its other settings. */
  const setThreshold = async (lowBalanceThreshold: string) => {
    const current = await t.inject({ method: 'GET', url: '/api/centre-settings', headers: admin });
    assert.equal(current.statusCode, 200, current.body);
    const { centreName, contactEmail, contactPhone, currency, timeFormat, reminderHoursBefore, pwaEnabled } =
      current.json();
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/centre-settings',
      headers: admin,
      payload: {
        ...{ centreName, contactEmail, contactPhone, currency, timeFormat, reminderHoursBefore, pwaEnabled },
        lowBalanceThreshold,
      },
    });
    assert.equal(saved.statusCode, 200, saved.body);
  };

  test('students below the threshold (lowest first, with their next lesson), unpaid registers and past unconfirmed lessons, oldest first', async () => {
    const teacher = await insertTeacher(t.db, { firstName: 'Pat', lastName: 'Tutor', color: '#00aa00' });
    const teacherHeaders = await t.signIn(teacher.login);
    const course = await insertCourse(t.db, { name: 'Physics' });
    const lessonAt = (startHours: number, studentIds: number[], price = '40.00') =>
      insertLesson(t.db, {
        teacherId: teacher.id,
        courseId: course.id,
        studentIds,
        startTime: hoursFromNow(startHours),
        endTime: hoursFromNow(startHours + 1),
        price,
      });
    const deep = await fundedStudent(t.db, '10.00');
    const shallow = await fundedStudent(t.db, '10.00');
    const untouched = await fundedStudent(t.db, '0.01');
    await insertStudent(t.db); // zero balance: not under a 0.00 threshold
    for (const [student, price] of [
      [deep, '40.00'],
      [shallow, '15.25'],
    ] as const) {
      const past = await lessonAt(-30, [student.id], price);
      const response = await t.inject({
        method: 'POST',
        url: `/api/teacher-confirmations/${past.id}/confirm-unchanged`,
        headers: teacherHeaders,
      });
      assert.equal(response.statusCode, 200, response.body);
    }
    const next = await lessonAt(48, [deep.id, untouched.id]);
    await lessonAt(72, [deep.id]);
    const older = await lessonAt(-50, [untouched.id]);
    const newer = await lessonAt(-3, []);

    const term = await insertTerm(t.db, { courseId: course.id, startDate: '2026-09-01', endDate: '2026-12-20' });
    const today = new Date();
    const daysAgo = (n: number) => localDateOf(new Date(today.getFullYear(), today.getMonth(), today.getDate() - n));
    const [oldRegister, newRegister] = await t.db
      .insert(termRegisters)
      .values([
        { termId: term.id, studentId: deep.id, paymentType: 'CASH', price: '300.00', createDate: daysAgo(12) },
        { termId: term.id, studentId: shallow.id, paymentType: 'CASH', price: '250.50', createDate: daysAgo(2) },
        {
          termId: term.id,
          studentId: untouched.id,
          paymentType: 'CASH',
          price: '99.00',
          createDate: daysAgo(40),
          paid: true,
        },
      ])
      .returning();

    await setThreshold('0.00');
    const response = await t.inject({ method: 'GET', url: '/api/dashboard/lists', headers: admin });
    assert.equal(response.statusCode, 200, response.body);
    const lists = response.json();
    assert.ok(!response.body.includes('threshold'), 'the threshold is not shown (spec §4)');
    assert.deepEqual(lists.lowBalanceStudents, {
      total: 2,
      items: [
        {
          id: deep.id,
          studentNumber: deep.studentId,
          name: `${deep.firstName} ${deep.lastName}`,
          balance: '-30.00',
          nextLessonStart: next.startTime.toISOString(),
        },
        {
          id: shallow.id,
          studentNumber: shallow.studentId,
          name: `${shallow.firstName} ${shallow.lastName}`,
          balance: '-5.25',
          nextLessonStart: null,
        },
      ],
    });
    assert.deepEqual(lists.unpaidTermRegisters, {
      total: 2,
      items: [
        {
          id: oldRegister.id,
          termId: term.id,
          termLabel: 'Physics (2026-09-01 – 2026-12-20)',
          studentId: deep.id,
          studentNumber: deep.studentId,
          studentName: `${deep.firstName} ${deep.lastName}`,
          price: '300.00',
          createDate: daysAgo(12),
          daysSince: 12,
        },
        {
          id: newRegister.id,
          termId: term.id,
          termLabel: 'Physics (2026-09-01 – 2026-12-20)',
          studentId: shallow.id,
          studentNumber: shallow.studentId,
          studentName: `${shallow.firstName} ${shallow.lastName}`,
          price: '250.50',
          createDate: daysAgo(2),
          daysSince: 2,
        },
      ],
    });
    const lesson = (row: { id: number; startTime: Date; endTime: Date }, studentCount: number) => ({
      id: row.id,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      courseName: 'Physics',
      teacherId: teacher.id,
      teacherName: 'Pat Tutor',
      teacherColor: '#00aa00',
      studentCount,
    });
    assert.deepEqual(lists.unconfirmedLessons, { total: 2, items: [lesson(older, 1), lesson(newer, 0)] });

    // The threshold is the centre setting: raised, it lists the students below the new value.
    await setThreshold('0.02');
    const raised = await t.inject({ method: 'GET', url: '/api/dashboard/lists', headers: admin });
    const listed = raised.json().lowBalanceStudents;
    // The two in debt as before, then the 0.01 student and the zero-balance one (lowest first).
    assert.equal(listed.total, 4);
    assert.deepEqual(
      listed.items.map((student: { balance: string }) => student.balance),
      ['-30.00', '-5.25', '0.00', '0.01'],
    );
    assert.ok(!raised.body.includes('0.02'), 'the threshold is not shown (spec §4)');
  });

  test('teachers and system users may not read the dashboard', async () => {
    for (const login of ['teacher', 'system']) {
      const headers = await t.signIn(login);
      for (const url of ['/api/dashboard/day', '/api/dashboard/totals', '/api/dashboard/lists']) {
        assert.equal((await t.inject({ method: 'GET', url, headers })).statusCode, 403);
      }
    }
  });
});
