import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { type ScheduleRow, scheduleChanges, schedules } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { dataResult } from '../../lib/responses';
import { recordMailEvent } from '../messaging';
import { notifyTeachersOfLessons } from '../notices';
import { lockLesson, reverseLessonAccounting } from '../schedule-confirmation';
import { emitLessonEvents } from '../webhooks';
import { getSchedule } from './schedule-queries';

const snapshot = (lesson: ScheduleRow) => ({
  status: lesson.status,
  startTime: lesson.startTime.toISOString(),
  endTime: lesson.endTime.toISOString(),
  teacherStartTime: lesson.teacherStartTime?.toISOString() ?? null,
  teacherEndTime: lesson.teacherEndTime?.toISOString() ?? null,
  price: lesson.price,
  teacherHourlyRate: lesson.teacherHourlyRate,
});

/**
 * PLANNED → CANCELLED for centre staff. A CONFIRMED lesson has charged its students and paid its
 * teacher: only an administrator may cancel it, and its charges and pay are reversed in the same
 * transaction. Either way the change log records who, when and why.
 */
export async function cancelSchedule(db: Database, actor: CurrentUser, id: number, reason: string | undefined) {
  await db.transaction(async (tx) => {
    const lesson = await lockLesson(tx, id);
    await cancelLockedLesson(tx, actor, lesson, reason);
  });
  return dataResult(await getSchedule(db, id));
}

/**
 * The cancellation itself, on a lesson the caller has locked (lockLesson) in its transaction: staff's
 * cancel above, and a family's from the portal (a one-student lesson cancelled inside the free window).
 * The teacher is told (notice) and everyone booked and the teacher mailed, by their choices.
 */
export async function cancelLockedLesson(
  tx: Transaction,
  actor: CurrentUser,
  lesson: ScheduleRow,
  reason: string | undefined,
) {
  const id = lesson.id;
  if (lesson.status === 'CANCELLED')
    throw new AppError('ruleviolated', { message: 'This lesson is already cancelled.' });
  const confirmed = lesson.status === 'CONFIRMED';
  if (confirmed) {
    if (actor.role !== 'ROLE_ADMIN')
      throw new AppError('forbidden', { message: 'Only an administrator can cancel a confirmed lesson.' });
    await reverseLessonAccounting(tx, id, reason ?? `Lesson #${id} cancelled after confirmation`, actor.id);
  }
  const now = new Date();
  const [cancelled] = await tx
    .update(schedules)
    .set({ status: 'CANCELLED', cancelledAt: now, cancelledBy: actor.id, updatedAt: now })
    .where(eq(schedules.id, id))
    .returning();
  await tx.insert(scheduleChanges).values({
    scheduleId: id,
    action: 'cancel',
    reason: reason ?? null,
    before: snapshot(lesson),
    after: snapshot(cancelled),
    changedBy: actor.id,
    changedAt: now,
  });
  await notifyTeachersOfLessons(tx, 'cancelled', [id], actor.id);
  await recordMailEvent(tx, 'lesson-cancelled', id, actor.id);
  await emitLessonEvents(tx, 'lesson.cancelled', [id]);
}
