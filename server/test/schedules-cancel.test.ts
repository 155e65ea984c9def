import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { scheduleChanges, scheduleStudents, schedules, type UserRow } from '../src/db/schema';
import { applyLessonAccounting } from '../src/modules/schedule-confirmation/lesson-accounting';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { accountingOf, balanceOf, fundedStudent, pastLesson } from './helpers/confirmations';
import { hoursFromNow, insertLesson, insertTeacher } from './helpers/lessons';
import { cents, insertCourse, ledgerProblems } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

describe('lessons: cancel', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let operator: AuthHeader;
  let roleUsers: Awaited<ReturnType<typeof insertRoleUsers>>;
  let teacher: UserRow;

  const cancel = (id: number, headers: AuthHeader, reason?: string) =>
    t.inject({ method: 'POST', url: `/api/schedules/${id}/cancel`, headers, payload: reason ? { reason } : {} });
  const changesOf = (id: number) => t.db.select().from(scheduleChanges).where(eq(scheduleChanges.scheduleId, id));

  /** A lesson confirmed the way the teacher's confirmation does it: attendance set, then the accounting. */
  const confirmedLesson = async (studentIds: number[], absent: number[] = []) => {
    const lesson = await pastLesson(t.db, teacher.id, studentIds, { price: '42.50', teacherHourlyRate: '30.00' });
    await t.db.transaction(async (tx) => {
      await tx
        .update(schedules)
        .set({ status: 'CONFIRMED', confirmedAt: new Date(), confirmedBy: teacher.id })
        .where(eq(schedules.id, lesson.id));
      for (const studentId of studentIds) {
        await tx
          .update(scheduleStudents)
          .set({ attendance: absent.includes(studentId) ? 'ABSENT' : 'PRESENT' })
          .where(and(eq(scheduleStudents.scheduleId, lesson.id), eq(scheduleStudents.studentId, studentId)));
      }
      await applyLessonAccounting(tx, lesson.id, teacher.id);
    });
    return lesson;
  };

  before(async () => {
    t = await createTestApp();
    roleUsers = await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    operator = await t.signIn('operator');
    teacher = await insertTeacher(t.db);
  });
  afterEach(async () => assert.deepEqual(await ledgerProblems(t.db), []));
  after(() => t.close());

  test('staff cancel an unconfirmed lesson; the change log keeps who and why; a second cancel is refused', async () => {
    const course = await insertCourse(t.db);
    const lesson = await insertLesson(t.db, {
      teacherId: teacher.id,
      courseId: course.id,
      studentIds: [],
      startTime: hoursFromNow(24),
      endTime: hoursFromNow(25),
    });
    const response = await cancel(lesson.id, operator, 'Student is ill');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().data.status, 'CANCELLED');
    const [row] = await t.db.select().from(schedules).where(eq(schedules.id, lesson.id));
    assert.equal(row.cancelledBy, roleUsers.ROLE_OPERATOR.id);
    assert.ok(row.cancelledAt);
    const changes = await changesOf(lesson.id);
    assert.deepEqual(
      changes.map((c) => [c.action, c.reason, c.changedBy, (c.before as { status: string }).status]),
      [['cancel', 'Student is ill', roleUsers.ROLE_OPERATOR.id, 'PLANNED']],
    );

    const before = await tableSnapshot(t.db);
    const again = await cancel(lesson.id, operator);
    assert.equal(again.statusCode, 422, again.body);
    assert.equal(again.json().errorMessage, 'This lesson is already cancelled.');
    assert.deepEqual(await tableSnapshot(t.db), before);
    assert.equal((await cancel(999_999, operator)).statusCode, 404);
  });

  test('an operator cannot cancel a confirmed lesson (403), and nothing moves', async () => {
    const amy = await fundedStudent(t.db);
    const lesson = await confirmedLesson([amy.id]);
    const before = await tableSnapshot(t.db);
    const response = await cancel(lesson.id, operator, 'Never happened');
    assert.equal(response.statusCode, 403, response.body);
    assert.equal(response.json().errorMessage, 'Only an administrator can cancel a confirmed lesson.');
    assert.deepEqual(await tableSnapshot(t.db), before);
  });

  test("an administrator cancelling a confirmed lesson reverses its charges and the teacher's pay", async () => {
    const [amy, ben] = [await fundedStudent(t.db), await fundedStudent(t.db)];
    const lesson = await confirmedLesson([amy.id, ben.id], [ben.id]);
    assert.deepEqual([await balanceOf(t.db, amy.id), await balanceOf(t.db, ben.id)], ['57.50', '100.00']);

    const response = await cancel(lesson.id, admin, 'Entered for the wrong week');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().data.status, 'CANCELLED');
    assert.deepEqual(
      response.json().data.students.map((s: { chargedAmount: string | null }) => s.chargedAmount),
      [null, null],
    );
    assert.deepEqual([await balanceOf(t.db, amy.id), await balanceOf(t.db, ben.id)], ['100.00', '100.00']);

    const { ledger, pay } = await accountingOf(t.db, lesson.id);
    assert.deepEqual(
      ledger.map((entry) => [entry.studentId, entry.amount]),
      [
        [amy.id, '-42.50'],
        [amy.id, '42.50'],
      ],
    );
    assert.equal(pay.length, 2);
    assert.equal(
      pay.reduce((sum, record) => sum + cents(record.amount), 0n),
      0n,
      'the pay record and its reversal cancel out',
    );
    assert.equal(pay[1].reason, 'Entered for the wrong week');
    const changes = await changesOf(lesson.id);
    assert.deepEqual(
      changes.map((c) => [c.action, (c.before as { status: string }).status, (c.after as { status: string }).status]),
      [['cancel', 'CONFIRMED', 'CANCELLED']],
    );
  });
});
