/**
 * Feedback a teacher wrote offline is sent again when a connection returns, not knowing whether the
 * first try arrived. The device's key for the save makes the replay harmless: the save that last wrote
 * the feedback is answered with it as it is, nothing written again (no new submission time).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { schedules } from '../src/db/schema';
import { createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { fundedStudent, pastLesson, signedInTeacher } from './helpers/confirmations';
import { insertRoleUsers } from './helpers/users';

describe('feedback saves sent again (client-made keys)', () => {
  let t: TestApp;
  let teacher: Awaited<ReturnType<typeof signedInTeacher>>;

  const put = (lessonId: number, key: string | undefined, payload: object) =>
    t.inject({
      method: 'PUT',
      url: `/api/schedules/${lessonId}/feedback`,
      headers: key ? { ...teacher.headers, 'idempotency-key': key } : teacher.headers,
      payload,
    });
  const confirmedLesson = async () => {
    const student = await fundedStudent(t.db);
    const lesson = await pastLesson(t.db, teacher.teacher.id, [student.id], { status: 'CONFIRMED' });
    return { lesson, student };
  };

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    teacher = await signedInTeacher(t);
  });
  after(() => t.close());

  test('a save sent twice with its key is written once; both answers are the feedback as saved', async () => {
    const { lesson, student } = await confirmedLesson();
    const body = {
      classFeedback: 'Scales, then a duet',
      students: [{ studentId: student.id, feedback: 'Steady' }],
      submit: true,
    };
    const first = await put(lesson.id, 'device-1-feedback-001', body);
    assert.equal(first.statusCode, 200, first.body);
    const before = await tableSnapshot(t.db);
    const replay = await put(lesson.id, 'device-1-feedback-001', body);
    assert.equal(replay.statusCode, 200, replay.body);
    assert.deepEqual(replay.json(), first.json());
    assert.deepEqual(await tableSnapshot(t.db), before);
  });

  test('a later save with another key, or none, is written as usual', async () => {
    const { lesson } = await confirmedLesson();
    assert.equal(
      (await put(lesson.id, 'device-1-feedback-002', { classFeedback: 'First', submit: false })).statusCode,
      200,
    );
    const second = await put(lesson.id, 'device-1-feedback-003', { classFeedback: 'Second', submit: true });
    assert.equal(second.statusCode, 200, second.body);
    assert.equal(second.json().classFeedback, 'Second');
    assert.equal(second.json().status, 'SUBMITTED');
    const third = await put(lesson.id, undefined, { classFeedback: 'Third', submit: false });
    assert.equal(third.json().classFeedback, 'Third');
    const [row] = await t.db.select().from(schedules).where(eq(schedules.id, lesson.id));
    assert.equal(row.feedbackRequestKey, null);
  });

  test('feedback sent for a lesson cancelled meanwhile is refused with the reason', async () => {
    const { lesson } = await confirmedLesson();
    await t.db.update(schedules).set({ status: 'CANCELLED' }).where(eq(schedules.id, lesson.id));
    const late = await put(lesson.id, 'device-1-feedback-004', { classFeedback: 'Too late', submit: true });
    assert.equal(late.statusCode, 422, late.body);
    assert.equal(late.json().errorMessage, 'Feedback can be written once the lesson is confirmed.');
  });

  test('a malformed key is refused on its field before anything is written', async () => {
    const { lesson } = await confirmedLesson();
    const before = await tableSnapshot(t.db);
    const response = await put(lesson.id, 'short', { classFeedback: 'Hello', submit: true });
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json().fieldErrors, [
      { field: 'idempotency-key', message: 'must be 16 to 64 letters, digits, _ or -' },
    ]);
    assert.deepEqual(await tableSnapshot(t.db), before);
  });
});
