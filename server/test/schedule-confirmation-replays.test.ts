/**
 * The offline app sends a confirmation again when a connection returns, not knowing whether the first
 * try arrived. A client-made key per confirmation or cancellation makes that replay harmless: the request
 * that closed the lesson is answered as done, anything else meets the usual refusal.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { accountingOf, balanceOf, fundedStudent, pastLesson, signedInTeacher } from './helpers/confirmations';
import { ledgerProblems } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

describe('teacher confirmation replays (client-made keys)', () => {
  let t: TestApp;
  let teacher: Awaited<ReturnType<typeof signedInTeacher>>;

  const post = (url: string, key: string | undefined, payload?: object, headers: AuthHeader = teacher.headers) =>
    t.inject({
      method: 'POST',
      url: `/api/teacher-confirmations/${url}`,
      headers: key ? { ...headers, 'idempotency-key': key } : headers,
      payload,
    });
  const everyonePresent = (lesson: { startTime: Date; endTime: Date }, studentIds: number[]) => ({
    teacherStartTime: lesson.startTime.toISOString(),
    teacherEndTime: lesson.endTime.toISOString(),
    attendance: studentIds.map((studentId) => ({ studentId, attendance: 'PRESENT' })),
  });

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    teacher = await signedInTeacher(t);
  });
  afterEach(async () => assert.deepEqual(await ledgerProblems(t.db), []));
  after(() => t.close());

  test('a confirmation sent twice with its key charges once and answers both times', async () => {
    const student = await fundedStudent(t.db);
    const lesson = await pastLesson(t.db, teacher.teacher.id, [student.id], { price: '40.00' });
    const key = 'device-1-confirm-0001';
    const first = await post(`${lesson.id}/confirm`, key, everyonePresent(lesson, [student.id]));
    assert.equal(first.statusCode, 200, first.body);
    const replay = await post(`${lesson.id}/confirm`, key, everyonePresent(lesson, [student.id]));
    assert.equal(replay.statusCode, 200, replay.body);
    assert.deepEqual(replay.json().data, first.json().data);
    assert.equal(await balanceOf(t.db, student.id), '60.00');
    assert.equal((await accountingOf(t.db, lesson.id)).ledger.length, 1);
  });

  test('"confirm with no change" and "cancel" replays are answered as done too, writing nothing more', async () => {
    const student = await fundedStudent(t.db);
    const unchanged = await pastLesson(t.db, teacher.teacher.id, [student.id], { price: '25.00' });
    const cancelled = await pastLesson(t.db, teacher.teacher.id, [student.id]);
    assert.equal((await post(`${unchanged.id}/confirm-unchanged`, 'device-1-unchanged-01')).statusCode, 200);
    assert.equal(
      (await post(`${cancelled.id}/cancel`, 'device-1-cancel-00001', { reason: 'Snow day' })).statusCode,
      200,
    );
    const before = await tableSnapshot(t.db);
    const unchangedAgain = await post(`${unchanged.id}/confirm-unchanged`, 'device-1-unchanged-01');
    const cancelledAgain = await post(`${cancelled.id}/cancel`, 'device-1-cancel-00001', { reason: 'Snow day' });
    assert.equal(unchangedAgain.statusCode, 200, unchangedAgain.body);
    assert.equal(unchangedAgain.json().data.status, 'CONFIRMED');
    assert.equal(cancelledAgain.statusCode, 200, cancelledAgain.body);
    assert.equal(cancelledAgain.json().data.status, 'CANCELLED');
    assert.deepEqual(await tableSnapshot(t.db), before);
    assert.equal(await balanceOf(t.db, student.id), '75.00');
  });

  test('another key, or none, for a lesson already closed is refused as before, naming why', async () => {
    const student = await fundedStudent(t.db);
    const lesson = await pastLesson(t.db, teacher.teacher.id, [student.id]);
    assert.equal((await post(`${lesson.id}/cancel`, 'device-1-cancel-00002', {})).statusCode, 200);
    for (const key of ['device-2-confirm-0001', undefined]) {
      const late = await post(`${lesson.id}/confirm`, key, everyonePresent(lesson, [student.id]));
      assert.equal(late.statusCode, 409, late.body);
      assert.equal(late.json().errorMessage, 'This lesson has already been cancelled.');
    }
    assert.equal(await balanceOf(t.db, student.id), '100.00');
  });

  test("a key does not open another teacher's lesson", async () => {
    const other = await signedInTeacher(t);
    const student = await fundedStudent(t.db);
    const lesson = await pastLesson(t.db, teacher.teacher.id, [student.id]);
    const key = 'device-1-confirm-0003';
    assert.equal((await post(`${lesson.id}/confirm`, key, everyonePresent(lesson, [student.id]))).statusCode, 200);
    const stranger = await post(`${lesson.id}/confirm`, key, everyonePresent(lesson, [student.id]), other.headers);
    assert.equal(stranger.statusCode, 404, stranger.body);
  });

  test('a malformed key is refused on its field before anything is written', async () => {
    const student = await fundedStudent(t.db);
    const lesson = await pastLesson(t.db, teacher.teacher.id, [student.id]);
    const before = await tableSnapshot(t.db);
    const response = await post(`${lesson.id}/confirm`, 'short', everyonePresent(lesson, [student.id]));
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json().fieldErrors, [
      { field: 'idempotency-key', message: 'must be 16 to 64 letters, digits, _ or -' },
    ]);
    assert.deepEqual(await tableSnapshot(t.db), before);
  });
});
