import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { reverseLessonAccounting } from '../src/modules/schedule-confirmation/lesson-accounting';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { accountingOf, balanceOf, fundedStudent, pastLesson, signedInTeacher } from './helpers/confirmations';
import { cents, formatCents, ledgerProblems } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

const sum = (amounts: string[]) => formatCents(amounts.reduce((total, amount) => total + cents(amount), 0n));

describe('correcting a confirmed lesson', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let operator: AuthHeader;
  let teacher: Awaited<ReturnType<typeof signedInTeacher>>;

  /** A lesson of three funded students (100.00 each) confirmed with ann and cat present: 40.00 each, pay 45.00. */
  async function confirmedLesson() {
    const students = [await fundedStudent(t.db), await fundedStudent(t.db), await fundedStudent(t.db)];
    const lesson = await pastLesson(
      t.db,
      teacher.teacher.id,
      students.map((s) => s.id),
    );
    const response = await t.inject({
      method: 'POST',
      url: `/api/teacher-confirmations/${lesson.id}/confirm`,
      headers: teacher.headers,
      payload: {
        teacherStartTime: lesson.startTime.toISOString(),
        teacherEndTime: lesson.endTime.toISOString(),
        attendance: students.map((s, i) => ({ studentId: s.id, attendance: i === 1 ? 'ABSENT' : 'PRESENT' })),
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    return { lesson, students };
  }
  const correct = (id: number, payload: object, headers = admin) =>
    t.inject({ method: 'PUT', url: `/api/schedules/${id}/confirmation`, headers, payload });

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    operator = await t.signIn('operator');
    teacher = await signedInTeacher(t);
  });
  afterEach(async () => assert.deepEqual(await ledgerProblems(t.db), []));
  after(() => t.close());

  test('reverses the charges and pay, re-applies the corrected values, and records the change', async () => {
    const { lesson, students } = await confirmedLesson();
    const [ann, bob, cat] = students;
    const start = lesson.startTime;
    const response = await correct(lesson.id, {
      teacherStartTime: start.toISOString(),
      teacherEndTime: new Date(start.getTime() + 60 * 60_000).toISOString(),
      attendance: [
        { studentId: ann.id, attendance: 'PRESENT' },
        { studentId: bob.id, attendance: 'PRESENT' },
        { studentId: cat.id, attendance: 'ABSENT' },
      ],
      price: '50.00',
      teacherHourlyRate: '36.00',
      reason: 'Bob came, Cat did not; one hour only',
    });
    assert.equal(response.statusCode, 200, response.body);
    const change = response.json().data;
    assert.equal(change.action, 'correct-confirmation');
    assert.equal(change.changedByName, 'admin');
    assert.deepEqual(
      [change.before.price, change.after.price, change.before.teacherHourlyRate, change.after.teacherHourlyRate],
      ['40.00', '50.00', '30.00', '36.00'],
    );
    assert.deepEqual(
      change.after.attendance.map((a: { attendance: string }) => a.attendance),
      ['PRESENT', 'PRESENT', 'ABSENT'],
    );

    assert.deepEqual(
      [await balanceOf(t.db, ann.id), await balanceOf(t.db, bob.id), await balanceOf(t.db, cat.id)],
      ['50.00', '50.00', '100.00'],
    );
    const { ledger, pay, booked } = await accountingOf(t.db, lesson.id);
    // Each original charge was reversed exactly once, by an entry naming it.
    const charges = ledger.filter((e) => e.kind === 'charge');
    const reversals = ledger.filter((e) => e.reversesEntryId !== null);
    assert.equal(charges.length, 4);
    assert.deepEqual(
      reversals.map((e) => e.reversesEntryId).sort(),
      charges
        .slice(0, 2)
        .map((e) => e.id)
        .sort(),
    );
    assert.equal(sum(ledger.map((e) => e.amount)), '-100.00');
    assert.deepEqual(
      booked.map((s) => s.chargedAmount),
      ['50.00', '50.00', null],
    );
    // 45.00, its reversal, then 60 minutes × 36.00.
    assert.deepEqual(
      pay.map((p) => [p.minutes, p.amount, p.reversesRecordId]),
      [
        [90, '45.00', null],
        [-90, '-45.00', pay[0].id],
        [60, '36.00', null],
      ],
    );

    const changes = await t.inject({ method: 'GET', url: `/api/schedules/${lesson.id}/changes`, headers: operator });
    assert.equal(changes.statusCode, 200, changes.body);
    assert.deepEqual(
      changes.json().data.map((c: { id: number; reason: string }) => [c.id, c.reason]),
      [[change.id, 'Bob came, Cat did not; one hour only']],
    );
  });

  test('a second correction reverses only what the first one applied', async () => {
    const { lesson, students } = await confirmedLesson();
    const everyone = (attendance: string) => students.map((s) => ({ studentId: s.id, attendance }));
    const body = {
      teacherStartTime: lesson.startTime.toISOString(),
      teacherEndTime: lesson.endTime.toISOString(),
      reason: 'Attendance was wrong',
    };
    assert.equal((await correct(lesson.id, { ...body, attendance: everyone('PRESENT') })).statusCode, 200);
    assert.equal(
      (await correct(lesson.id, { ...body, attendance: everyone('ABSENT'), price: '10.00' })).statusCode,
      200,
    );
    for (const student of students) assert.equal(await balanceOf(t.db, student.id), '100.00');
    const { ledger, pay } = await accountingOf(t.db, lesson.id);
    assert.equal(sum(ledger.map((e) => e.amount)), '0.00');
    assert.equal(sum(pay.map((p) => p.amount)), '45.00');
    assert.equal(pay.filter((p) => p.reversesRecordId === null).length, 3);
    const changes = await t.inject({ method: 'GET', url: `/api/schedules/${lesson.id}/changes`, headers: admin });
    assert.equal(changes.json().data.length, 2);
  });

  test('reverseLessonAccounting (cancelling a confirmed lesson) leaves nothing charged and nothing paid', async () => {
    const { lesson, students } = await confirmedLesson();
    await t.db.transaction((tx) => reverseLessonAccounting(tx, lesson.id, 'Lesson cancelled', null));
    for (const student of students) assert.equal(await balanceOf(t.db, student.id), '100.00');
    const { ledger, pay, booked } = await accountingOf(t.db, lesson.id);
    assert.equal(sum(ledger.map((e) => e.amount)), '0.00');
    assert.equal(sum(pay.map((p) => p.amount)), '0.00');
    assert.deepEqual(
      booked.map((s) => s.chargedAmount),
      [null, null, null],
    );
    // Reversing again finds nothing left to reverse.
    const before = await tableSnapshot(t.db);
    await t.db.transaction((tx) => reverseLessonAccounting(tx, lesson.id, 'Again', null));
    assert.deepEqual(await tableSnapshot(t.db), before);
  });

  test('operators cannot correct; only confirmed lessons can be corrected; a reason and a payable rate are required', async () => {
    const { lesson, students } = await confirmedLesson();
    const planned = await pastLesson(t.db, teacher.teacher.id, [students[0].id]);
    const body = {
      teacherStartTime: lesson.startTime.toISOString(),
      teacherEndTime: lesson.endTime.toISOString(),
      attendance: students.map((s) => ({ studentId: s.id, attendance: 'PRESENT' })),
      reason: 'Everyone came',
    };
    const before = await tableSnapshot(t.db);
    const refused = await correct(lesson.id, body, operator);
    assert.deepEqual([refused.statusCode, refused.json().errorCode], [403, 'forbidden']);
    const notConfirmed = await correct(planned.id, { ...body, attendance: [body.attendance[0]] });
    assert.equal(notConfirmed.statusCode, 422);
    assert.equal(notConfirmed.json().errorMessage, 'Only a confirmed lesson can have its confirmation corrected.');
    const noReason = await correct(lesson.id, { ...body, reason: '   ' });
    assert.deepEqual([noReason.statusCode, noReason.json().fieldErrors[0].field], [400, 'reason']);
    assert.equal((await correct(999_999, body)).statusCode, 404);
    // 90 minutes at 9,999,999,999.00 an hour: a pay no amount column holds.
    const overpaid = await correct(lesson.id, { ...body, teacherHourlyRate: '9999999999.00' });
    assert.deepEqual([overpaid.statusCode, overpaid.json().fieldErrors[0].field], [400, 'teacherHourlyRate']);
    assert.deepEqual(await tableSnapshot(t.db), before);
    const missing = await t.inject({ method: 'GET', url: '/api/schedules/999999/changes', headers: admin });
    assert.equal(missing.statusCode, 404);
  });
});
