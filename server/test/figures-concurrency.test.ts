/**
 * Issue 35: no roll-up update is lost. 100 confirmations, corrections, purchases, refunds and purchase
 * reversals at once, all against ONE student and ONE teacher (so they share every roll-up row: the
 * day's ledger and purchase figures, the teacher's month), then check:figures finds no difference.
 * On PGlite the burst is serialised by its one connection; with DATABASE_URL it races over the pool,
 * where a lost increment or a deadlock would show.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { fundedStudent, pastLesson, signedInTeacher } from './helpers/confirmations';
import { assertFiguresMatch, rollupRows } from './helpers/figures';
import { ledgerProblems } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

describe('roll-ups under concurrency', () => {
  let t: TestApp;
  let admin: AuthHeader;
  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
  });
  after(() => t.close());

  test('100 racing writes against one student and one teacher: every roll-up equals its recount', async () => {
    const teacher = await signedInTeacher(t, '30.00');
    const student = await fundedStudent(t.db, '5000.00');
    const today = new Date().toISOString().slice(0, 10);
    const lessons: Awaited<ReturnType<typeof pastLesson>>[] = [];
    for (let i = 0; i < 40; i++) lessons.push(await pastLesson(t.db, teacher.teacher.id, [student.id]));
    const body = (lesson: (typeof lessons)[number]) => ({
      teacherStartTime: lesson.startTime.toISOString(),
      teacherEndTime: lesson.endTime.toISOString(),
      attendance: [{ studentId: student.id, attendance: 'PRESENT' }],
    });
    const request = (method: 'POST' | 'PUT', url: string, headers: AuthHeader, payload: object) =>
      t.inject({ method, url: `/api/${url}`, headers, payload });
    const purchase = () =>
      request('POST', 'voucher-purchases', admin, {
        studentId: student.id,
        type: 'CASH',
        purchaseDate: today,
        voucherAmount: '50.00',
        giftAmount: '5.00',
      });
    // Made before the burst: 5 confirmed lessons to correct, 20 purchases to reverse.
    for (const lesson of lessons.slice(35)) {
      const confirmed = await request(
        'POST',
        `teacher-confirmations/${lesson.id}/confirm`,
        teacher.headers,
        body(lesson),
      );
      assert.equal(confirmed.statusCode, 200, confirmed.body);
    }
    const purchaseEntries: number[] = [];
    for (let i = 0; i < 20; i++) {
      const made = await purchase();
      assert.equal(made.statusCode, 201, made.body);
      // The purchase's own 'purchase' entry: reversing it reverses its gift too.
      const { rows } = await t.db.execute<{ id: number }>(
        sql`select id from voucher_ledger_entries where purchase_id = ${made.json().id} and kind = 'purchase'`,
      );
      purchaseEntries.push(Number(rows[0].id));
    }
    const before = await rollupRows(t.db);

    const burst = [
      ...lessons
        .slice(0, 35)
        .map((lesson) => request('POST', `teacher-confirmations/${lesson.id}/confirm`, teacher.headers, body(lesson))),
      ...lessons.slice(35).map((lesson) =>
        request('PUT', `schedules/${lesson.id}/confirmation`, admin, {
          ...body(lesson),
          price: '25.00',
          teacherHourlyRate: '36.00',
          reason: 'Agreed price after all',
        }),
      ),
      ...Array.from({ length: 20 }, purchase),
      ...Array.from({ length: 20 }, () =>
        request('POST', `students/${student.id}/ledger-entries`, admin, {
          kind: 'refund',
          amount: '1.00',
          reason: 'Refund in the burst',
        }),
      ),
      ...purchaseEntries.map((id) =>
        request('POST', `ledger-entries/${id}/reverse`, admin, { reason: 'Entered twice' }),
      ),
    ];
    assert.equal(burst.length, 100);
    const responses = await Promise.all(burst);
    const failed = responses.filter((response) => response.statusCode >= 300).map((response) => response.body);
    assert.deepEqual(failed, []);

    assert.notDeepEqual(await rollupRows(t.db), before);
    await assertFiguresMatch(t.db);
    assert.deepEqual(await ledgerProblems(t.db), []);
  });
});
