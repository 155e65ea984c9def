/**
 * Exactly-once confirmation under concurrency. On PGlite (one connection) the burst is serialised by
 * the driver; on PostgreSQL (DATABASE_URL) it races over the pool, which is where the lesson's row
 * lock (and the lesson-then-students lock order) earns its keep.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Transaction } from '../src/db/client';
import { students as studentsTable, teachers } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { accountingOf, balanceOf, fundedStudent, pastLesson, signedInTeacher } from './helpers/confirmations';
import { insertLesson } from './helpers/lessons';
import { ON_PGLITE, waitingOnLocks, whileHeld } from './helpers/locks';
import { cents, formatCents, insertCourse, ledgerProblems } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

describe('confirmation under concurrency', () => {
  let t: TestApp;
  let teacher: Awaited<ReturnType<typeof signedInTeacher>>;
  let admin: AuthHeader;
  let operator: AuthHeader;

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
    admin = await t.signIn('admin');
    operator = await t.signIn('operator');
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

  test('a confirmation that waited for an edit of the lesson charges the students booked after it', {
    skip: ON_PGLITE,
  }, async () => {
    const [ann, bob] = [await fundedStudent(t.db), await fundedStudent(t.db)];
    const lesson = await pastLesson(t.db, teacher.teacher.id, [ann.id]);
    // Bob's row is held, so the edit that books him instead of Ann stops with the lesson locked.
    let answers: LightMyRequestResponse[] = [];
    const bobHeld = (tx: Transaction) =>
      tx.select().from(studentsTable).where(eq(studentsTable.id, bob.id)).for('update');
    await whileHeld(t.db, bobHeld, async (release, sent) => {
      const edit = sent(
        t.inject({
          method: 'PUT',
          url: `/api/schedules/${lesson.id}`,
          headers: operator,
          payload: {
            courseType: lesson.courseType,
            courseId: lesson.courseId,
            teacherId: lesson.teacherId,
            studentIds: [bob.id],
            startTime: lesson.startTime.toISOString(),
            endTime: lesson.endTime.toISOString(),
            price: '40.00',
            paymentType: 'VOUCHER',
            // The other tests' lessons of this teacher end an hour ago too.
            acknowledgeConflicts: true,
          },
        }),
      );
      await waitingOnLocks(t.db, 1, edit);
      const confirmation = sent(post(`${lesson.id}/confirm-unchanged`, teacher.headers));
      await waitingOnLocks(t.db, 2, confirmation);
      await release();
      answers = await Promise.all([edit.response, confirmation.response]);
    });
    const [edited, confirmed] = answers;

    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.deepEqual(
      confirmed.json().data.students.map((s: { studentId: number }) => s.studentId),
      [bob.id],
    );
    const { ledger, booked } = await accountingOf(t.db, lesson.id);
    assert.deepEqual(
      ledger.map((e) => [e.studentId, e.amount]),
      [[bob.id, '-40.00']],
    );
    assert.deepEqual(
      booked.map((b) => [b.studentId, b.attendance, b.chargedAmount]),
      [[bob.id, 'PRESENT', '40.00']],
    );
    assert.deepEqual([await balanceOf(t.db, ann.id), await balanceOf(t.db, bob.id)], ['100.00', '60.00']);
  });

  test("an administrator's correction and another lesson's confirmation sharing its students both go through", {
    skip: ON_PGLITE,
  }, async () => {
    // Ann has the lower id: the correction makes her present, so it posts to Bob first, then to her.
    const [ann, bob] = [await fundedStudent(t.db), await fundedStudent(t.db)];
    const corrected = await pastLesson(t.db, teacher.teacher.id, [ann.id, bob.id]);
    const first = await post(`${corrected.id}/confirm`, teacher.headers, {
      teacherStartTime: corrected.startTime.toISOString(),
      teacherEndTime: corrected.endTime.toISOString(),
      attendance: [
        { studentId: ann.id, attendance: 'ABSENT' },
        { studentId: bob.id, attendance: 'PRESENT' },
      ],
    });
    assert.equal(first.statusCode, 200, first.body);
    const other = await signedInTeacher(t);
    const shared = await pastLesson(t.db, other.teacher.id, [ann.id, bob.id]);
    // The teacher's row is held, so the correction stops at its pay reversal, with what it locked.
    let answers: LightMyRequestResponse[] = [];
    const teacherHeld = (tx: Transaction) =>
      tx.select().from(teachers).where(eq(teachers.userId, teacher.teacher.id)).for('update');
    await whileHeld(t.db, teacherHeld, async (release, sent) => {
      const correction = sent(
        t.inject({
          method: 'PUT',
          url: `/api/schedules/${corrected.id}/confirmation`,
          headers: admin,
          payload: {
            teacherStartTime: corrected.startTime.toISOString(),
            teacherEndTime: corrected.endTime.toISOString(),
            attendance: [
              { studentId: ann.id, attendance: 'PRESENT' },
              { studentId: bob.id, attendance: 'PRESENT' },
            ],
            reason: 'Ann came late',
          },
        }),
      );
      await waitingOnLocks(t.db, 1, correction);
      const confirmation = sent(post(`${shared.id}/confirm-unchanged`, other.headers));
      await waitingOnLocks(t.db, 2, confirmation);
      await release();
      answers = await Promise.all([correction.response, confirmation.response]);
    });
    const [correctedAnswer, confirmed] = answers;

    assert.deepEqual(
      [correctedAnswer.statusCode, confirmed.statusCode],
      [200, 200],
      `${correctedAnswer.body} ${confirmed.body}`,
    );
    // Ann: 40.00 for each lesson; Bob: 40.00 for each lesson (his first charge reversed and re-applied).
    assert.deepEqual([await balanceOf(t.db, ann.id), await balanceOf(t.db, bob.id)], ['20.00', '20.00']);
  });
});
