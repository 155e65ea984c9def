/**
 * Exactly-once confirmation under concurrency. On PGlite (one connection) the burst is serialised by
 * the driver; on PostgreSQL (DATABASE_URL) it races over the pool, which is where the lesson's row
 * lock (and the lesson-then-students lock order) earns its keep.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { accountingOf, balanceOf, fundedStudent, pastLesson, signedInTeacher } from './helpers/confirmations';
import { insertLesson } from './helpers/lessons';
import { cents, formatCents, insertCourse, ledgerProblems } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

describe('confirmation under concurrency', () => {
  let t: TestApp;
  let teacher: Awaited<ReturnType<typeof signedInTeacher>>;

  const post = (url: string, headers: AuthHeader, payload?: object) =>
    t.inject({ method: 'POST', url: `/api/teacher-confirmations/${url}`, headers, payload });
  const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode).sort();
  const conflicts = (n: number) => Array.from({ length: n }, () => 409);

  /** A past VOUCHER lesson (price 40.00) of three students holding 100.00 each. */
  async function lessonOfThree() {
    const students = [await fundedStudent(t.db), await fundedStudent(t.db), await fundedStudent(t.db)];
    const lesson = await pastLesson(
      t.db,
      teacher.teacher.id,
      students.map((s) => s.id),
    );
    const confirmBody = {
      teacherStartTime: lesson.startTime.toISOString(),
      teacherEndTime: lesson.endTime.toISOString(),
      attendance: students.map((s) => ({ studentId: s.id, attendance: 'PRESENT' })),
    };
    return { lesson, students, confirm: () => post(`${lesson.id}/confirm`, teacher.headers, confirmBody) };
  }

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    teacher = await signedInTeacher(t);
  });
  afterEach(async () => assert.deepEqual(await ledgerProblems(t.db), []));
  after(() => t.close());

  test('24 racing confirmations of one lesson: one succeeds, each student is charged once, one pay record', async () => {
    const { lesson, students, confirm } = await lessonOfThree();
    const burst = Array.from({ length: 24 }, (_, i) =>
      i % 4 === 3 ? post(`${lesson.id}/confirm-unchanged`, teacher.headers) : confirm(),
    );
    const responses = await Promise.all(burst);
    assert.deepEqual(statuses(responses), [200, ...conflicts(23)]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      assert.equal(refused.json().errorMessage, 'This lesson has already been confirmed.');
    }
    for (const student of students) assert.equal(await balanceOf(t.db, student.id), '60.00');
    const { ledger, pay } = await accountingOf(t.db, lesson.id);
    assert.equal(ledger.length, 3);
    assert.deepEqual(
      pay.map((p) => p.amount),
      ['45.00'],
    );
  });

  test('confirmations racing cancellations: whichever wins, the lesson is charged once or not at all', async () => {
    const { lesson, students, confirm } = await lessonOfThree();
    const burst = Array.from({ length: 24 }, (_, i) =>
      i % 3 === 0 ? post(`${lesson.id}/cancel`, teacher.headers, { reason: 'Race' }) : confirm(),
    );
    const responses = await Promise.all(burst);
    assert.deepEqual(statuses(responses), [200, ...conflicts(23)]);
    const winner = responses.find((r) => r.statusCode === 200)?.json().data;
    const { ledger, pay } = await accountingOf(t.db, lesson.id);
    if (winner.status === 'CONFIRMED') {
      assert.equal(ledger.length, 3);
      assert.equal(pay.length, 1);
      for (const student of students) assert.equal(await balanceOf(t.db, student.id), '60.00');
    } else {
      assert.equal(winner.status, 'CANCELLED');
      assert.deepEqual([ledger, pay], [[], []]);
      for (const student of students) assert.equal(await balanceOf(t.db, student.id), '100.00');
    }
  });

  test('20 lessons sharing two students confirmed at once: each balance drops by the sum of the prices', async () => {
    const [first, second] = [await fundedStudent(t.db, '500.00'), await fundedStudent(t.db, '500.00')];
    const course = await insertCourse(t.db);
    const prices = Array.from({ length: 20 }, (_, i) => `${10 + i}.25`);
    const lessons = await Promise.all(
      prices.map((price, i) => {
        const startTime = new Date(Date.now() - (i + 3) * 7_200_000);
        const endTime = new Date(startTime.getTime() + 3_600_000);
        // Booked in either order: accounting locks students by id, so neither order can deadlock.
        const studentIds = i % 2 ? [second.id, first.id] : [first.id, second.id];
        return insertLesson(t.db, {
          teacherId: teacher.teacher.id,
          courseId: course.id,
          studentIds,
          startTime,
          endTime,
          price,
        });
      }),
    );
    const responses = await Promise.all(lessons.map((l) => post(`${l.id}/confirm-unchanged`, teacher.headers)));
    assert.deepEqual(
      statuses(responses),
      Array.from({ length: 20 }, () => 200),
    );
    const total = prices.reduce((sum, price) => sum + cents(price), 0n);
    const expected = formatCents(cents('500.00') - total);
    assert.deepEqual([await balanceOf(t.db, first.id), await balanceOf(t.db, second.id)], [expected, expected]);
    for (const lesson of lessons) assert.equal((await accountingOf(t.db, lesson.id)).pay.length, 1);
  });
});
