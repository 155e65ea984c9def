/**
 * An administrator corrects a confirmed lesson (wrong times, attendance, price or rate). Nothing is
 * edited in place: the lesson's charges and pay are reversed and re-applied from the corrected
 * values in one transaction, and a schedule_changes row keeps the before and after.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { scheduleChanges, scheduleStudents, schedules, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { dataResult } from '../../lib/responses';
import { lockStudentBalances } from '../vouchers';
import {
  assertEveryStudentOnce,
  assertPayFits,
  bookedStudentIds,
  recordTimesAndAttendance,
  saneReportedTimes,
} from './confirmation-rules';
import { applyLessonAccounting, lockLesson, reverseLessonAccounting } from './lesson-accounting';
import type { CorrectConfirmationInput } from './schedule-confirmation.schemas';

/** What a correction can change, as the audit trail stores it. */
async function confirmationSnapshot(tx: Transaction, id: number) {
  const [lesson] = await tx.select().from(schedules).where(eq(schedules.id, id));
  const attendance = await tx
    .select({ studentId: scheduleStudents.studentId, attendance: scheduleStudents.attendance })
    .from(scheduleStudents)
    .where(eq(scheduleStudents.scheduleId, id))
    .orderBy(asc(scheduleStudents.studentId));
  return {
    teacherStartTime: lesson.teacherStartTime?.toISOString() ?? null,
    teacherEndTime: lesson.teacherEndTime?.toISOString() ?? null,
    price: lesson.price,
    teacherHourlyRate: lesson.teacherHourlyRate,
    attendance,
  };
}

const changeColumns = {
  id: scheduleChanges.id,
  scheduleId: scheduleChanges.scheduleId,
  action: scheduleChanges.action,
  reason: scheduleChanges.reason,
  before: scheduleChanges.before,
  after: scheduleChanges.after,
  changedBy: scheduleChanges.changedBy,
  changedByName: sql<
    string | null
  >`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.login})`,
  changedAt: scheduleChanges.changedAt,
};

function changesQuery(db: Executor) {
  return db.select(changeColumns).from(scheduleChanges).leftJoin(users, eq(users.id, scheduleChanges.changedBy));
}

function toScheduleChange(row: Awaited<ReturnType<typeof changesQuery>>[number]) {
  return {
    ...row,
    // jsonb written by this module and the lessons module: always an object or null.
    before: row.before as Record<string, unknown> | null,
    after: row.after as Record<string, unknown> | null,
    changedAt: row.changedAt.toISOString(),
  };
}

export async function correctLessonConfirmation(
  db: Database,
  admin: CurrentUser,
  id: number,
  input: CorrectConfirmationInput,
) {
  return db.transaction(async (tx) => {
    const lesson = await lockLesson(tx, id);
    if (lesson.status !== 'CONFIRMED') {
      throw new AppError('ruleviolated', { message: 'Only a confirmed lesson can have its confirmation corrected.' });
    }
    const times = saneReportedTimes(lesson, input);
    const rateField = input.teacherHourlyRate === undefined ? 'teacherEndTime' : 'teacherHourlyRate';
    assertPayFits(input.teacherHourlyRate ?? lesson.teacherHourlyRate, times, rateField);
    const booked = await bookedStudentIds(tx, id);
    assertEveryStudentOnce(booked, input.attendance);
    // Every booked student's balance now, in id order: the reversal below posts to the charged ones
    // one by one and the re-application to the present ones, and taking each lock only then could
    // meet a confirmation of another lesson holding them in id order (a deadlock).
    await lockStudentBalances(tx, booked);
    const before = await confirmationSnapshot(tx, id);
    await reverseLessonAccounting(tx, id, `Correction of lesson #${id}: ${input.reason}`, admin.id);
    await recordTimesAndAttendance(tx, id, times, input.attendance, {
      set: {
        ...(input.price !== undefined && { price: input.price }),
        ...(input.teacherHourlyRate !== undefined && { teacherHourlyRate: input.teacherHourlyRate }),
      },
    });
    await applyLessonAccounting(tx, id, admin.id);
    const after = await confirmationSnapshot(tx, id);
    const [change] = await tx
      .insert(scheduleChanges)
      .values({
        scheduleId: id,
        action: 'correct-confirmation',
        reason: input.reason,
        before,
        after,
        changedBy: admin.id,
      })
      .returning({ id: scheduleChanges.id });
    const [row] = await changesQuery(tx).where(eq(scheduleChanges.id, change.id));
    return dataResult(toScheduleChange(row));
  });
}

/** The lesson's audit trail, oldest first; 404 when there is no such lesson. */
export async function listScheduleChanges(db: Database, id: number) {
  const [lesson] = await db.select({ id: schedules.id }).from(schedules).where(eq(schedules.id, id));
  if (!lesson) throw new AppError('notfound', { message: 'This lesson does not exist.' });
  const rows = await changesQuery(db).where(eq(scheduleChanges.scheduleId, id)).orderBy(asc(scheduleChanges.id));
  return dataResult(rows.map(toScheduleChange));
}
