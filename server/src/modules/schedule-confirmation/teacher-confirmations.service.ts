/**
 * A teacher confirms (or cancels) their own past lesson. Exactly once: the lesson row is locked
 * FOR UPDATE and must still be PLANNED, so of two racing confirmations the second waits, then sees
 * CONFIRMED and is refused (409) before anything is charged.
 */
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { type ScheduleRow, scheduleChanges, schedules } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../plugins/auth';
import {
  type AttendanceInput,
  assertEveryStudentOnce,
  bookedStudentIds,
  type ReportedTimes,
  recordTimesAndAttendance,
  saneReportedTimes,
} from './confirmation-rules';
import { applyLessonAccounting } from './lesson-accounting';
import type { CancelLessonInput, ConfirmLessonInput } from './schedule-confirmation.schemas';
import { getTeacherLesson, lessonNotFound } from './teacher-lessons';

/** Locks the caller's own lesson; another teacher's lesson is not found (and not locked). */
async function lockOwnLesson(tx: Transaction, teacher: CurrentUser, id: number): Promise<ScheduleRow> {
  const [lesson] = await tx
    .select()
    .from(schedules)
    .where(and(eq(schedules.id, id), eq(schedules.teacherId, teacher.id)))
    .for('update');
  if (!lesson) throw lessonNotFound();
  return lesson;
}

/** Still PLANNED and already begun: the only lessons a teacher may confirm or cancel. */
function assertOpenAndStarted(lesson: ScheduleRow) {
  if (lesson.status === 'CONFIRMED') {
    throw new AppError('conflict', { message: 'This lesson has already been confirmed.' });
  }
  if (lesson.status === 'CANCELLED') {
    throw new AppError('conflict', { message: 'This lesson has already been cancelled.' });
  }
  if (lesson.startTime.getTime() > Date.now()) {
    throw new AppError('ruleviolated', {
      message: 'This lesson has not started yet; it can be confirmed or cancelled once it has begun.',
    });
  }
}

async function confirmLocked(
  tx: Transaction,
  teacher: CurrentUser,
  lesson: ScheduleRow,
  times: ReportedTimes,
  attendance: AttendanceInput,
) {
  await recordTimesAndAttendance(tx, lesson.id, times, attendance, {
    status: 'CONFIRMED',
    confirmedAt: new Date(),
    confirmedBy: teacher.id,
  });
  await applyLessonAccounting(tx, lesson.id, teacher.id);
  return { success: true as const, data: await getTeacherLesson(tx, teacher.id, lesson.id) };
}

/** Confirms with the times the teacher reports and each booked student's attendance. */
export async function confirmLesson(db: Database, teacher: CurrentUser, id: number, input: ConfirmLessonInput) {
  return db.transaction(async (tx) => {
    const lesson = await lockOwnLesson(tx, teacher, id);
    assertOpenAndStarted(lesson);
    const times = saneReportedTimes(lesson, input);
    assertEveryStudentOnce(await bookedStudentIds(tx, id), input.attendance);
    return confirmLocked(tx, teacher, lesson, times, input.attendance);
  });
}

/** "Confirm with no change": the planned times, and every booked student present. */
export async function confirmLessonUnchanged(db: Database, teacher: CurrentUser, id: number) {
  return db.transaction(async (tx) => {
    const lesson = await lockOwnLesson(tx, teacher, id);
    assertOpenAndStarted(lesson);
    const everyone = (await bookedStudentIds(tx, id)).map((studentId) => ({
      studentId,
      attendance: 'PRESENT' as const,
    }));
    const times = { teacherStartTime: lesson.startTime, teacherEndTime: lesson.endTime };
    return confirmLocked(tx, teacher, lesson, times, everyone);
  });
}

/** The lesson did not take place: CANCELLED, nobody charged, nothing paid; the reason is kept in the audit trail. */
export async function cancelOwnLesson(db: Database, teacher: CurrentUser, id: number, input: CancelLessonInput) {
  return db.transaction(async (tx) => {
    const lesson = await lockOwnLesson(tx, teacher, id);
    assertOpenAndStarted(lesson);
    const now = new Date();
    await tx
      .update(schedules)
      .set({ status: 'CANCELLED', cancelledAt: now, cancelledBy: teacher.id, updatedAt: now })
      .where(eq(schedules.id, id));
    await tx.insert(scheduleChanges).values({
      scheduleId: id,
      action: 'cancel',
      reason: input.reason || null,
      before: { status: 'PLANNED' },
      after: { status: 'CANCELLED' },
      changedBy: teacher.id,
    });
    return { success: true as const, data: await getTeacherLesson(tx, teacher.id, id) };
  });
}
