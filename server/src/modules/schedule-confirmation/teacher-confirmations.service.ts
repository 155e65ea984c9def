/**
 * A teacher confirms (or cancels) their own past lesson. Exactly once: the lesson row is locked
 * FOR UPDATE and must still be PLANNED, so of two racing confirmations the second waits, then sees
 * CONFIRMED and is refused (409) before anything is charged.
 */

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { courses, type ScheduleRow, scheduleChanges, scheduleStudents, schedules, students } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { textOrder } from '../../lib/paging';
import { QueryShapes } from '../../lib/query-shapes';
import { dataResult } from '../../lib/responses';
import { recordAuditEvent } from '../audit-log';
import { recordMailEvent } from '../messaging';
import { emitLessonEvents } from '../webhooks';
import {
  type AttendanceInput,
  assertEveryStudentOnce,
  assertPayFits,
  type ReportedTimes,
  recordTimesAndAttendance,
  saneReportedTimes,
} from './confirmation-rules';
import { lessonCharges, lessonLabel } from './lesson-accounting';
import type { CancelLessonInput, ConfirmLessonInput } from './schedule-confirmation.schemas';
import { getTeacherLesson, lessonNotFound, type TeacherLessonStudent, teacherLessonOf } from './teacher-lessons';

type BookedStudent = Omit<TeacherLessonStudent, 'attendance'>;

/**
 * The caller's own lesson, locked FOR UPDATE; another teacher's lesson is not found (nor locked).
 * Only the lesson row, in a statement of its own: a locking read that waited for an edit re-reads the
 * locked row alone, so students or a course joined into it would be the ones from before the edit
 * (a student the edit removed would be charged). Named, like the read below: PostgreSQL spent more
 * time planning these lookups than running them.
 */
const ownLessonLocks = new QueryShapes(
  () => '',
  (tx: Transaction) =>
    tx
      .select({ id: schedules.id })
      .from(schedules)
      .where(and(eq(schedules.id, sql.placeholder('id')), eq(schedules.teacherId, sql.placeholder('teacherId'))))
      .for('update')
      .prepare('teacher_confirmation_lock'),
);

/**
 * The locked lesson with its course name (for the ledger label and the answer) and its booked
 * students, read once the lock is held, so no edit of the booking can slip in before the
 * confirmation: they are checked against the attendance, charged, and shown in the answer, in its
 * order. Built once per connection (QueryShapes) and named, so PostgreSQL
 * plans it once per connection rather than on every confirmation.
 */
const ownLessonReads = new QueryShapes(
  () => '',
  (tx: Transaction) =>
    tx
      .select({
        // What the checks need; the answer is built from what the confirmation writes and returns.
        lesson: {
          id: schedules.id,
          status: schedules.status,
          startTime: schedules.startTime,
          endTime: schedules.endTime,
          price: schedules.price,
          paymentType: schedules.paymentType,
          teacherHourlyRate: schedules.teacherHourlyRate,
          closedByRequestKey: schedules.closedByRequestKey,
        },
        courseName: courses.name,
        // Drizzle gives null for this object on the lesson's row when nobody is booked (left join).
        student: {
          studentId: students.id,
          studentNumber: students.studentId,
          firstName: students.firstName,
          lastName: students.lastName,
          lateCancelled: sql<boolean>`${scheduleStudents.lateCancelledAt} is not null`,
        },
      })
      .from(schedules)
      .innerJoin(courses, eq(courses.id, schedules.courseId))
      .leftJoin(scheduleStudents, eq(scheduleStudents.scheduleId, schedules.id))
      .leftJoin(students, eq(students.id, scheduleStudents.studentId))
      .where(eq(schedules.id, sql.placeholder('id')))
      .orderBy(asc(textOrder(students.firstName)), asc(textOrder(students.lastName)), asc(students.id))
      .prepare('teacher_confirmation_read'),
);

async function lockOwnLesson(tx: Transaction, teacher: CurrentUser, id: number) {
  const [own] = await ownLessonLocks.of(tx, undefined).execute({ id, teacherId: teacher.id });
  if (!own) throw lessonNotFound();
  const rows = await ownLessonReads.of(tx, undefined).execute({ id });
  const booked: BookedStudent[] = rows.flatMap(({ student }) => (student ? [student] : []));
  return { lesson: rows[0].lesson, courseName: rows[0].courseName, booked };
}

/** How the teacher's device names one confirmation or cancellation, so a replay of it is known. */
export type ClosingRequest = { requestKey?: string };

/**
 * Whether this request already closed the lesson: a device that sent it while the connection dropped
 * (or an offline queue replaying it) gets the lesson as it is now, and nothing is charged again.
 */
const closedByThisRequest = (lesson: { status: string; closedByRequestKey: string | null }, request: ClosingRequest) =>
  request.requestKey !== undefined && lesson.status !== 'PLANNED' && lesson.closedByRequestKey === request.requestKey;

async function answerAsItIs(tx: Transaction, teacher: CurrentUser, id: number) {
  return dataResult(await getTeacherLesson(tx, teacher.id, id));
}

/** Still PLANNED and already begun: the only lessons a teacher may confirm or cancel. */
function assertOpenAndStarted(lesson: Pick<ScheduleRow, 'status' | 'startTime'>) {
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

/**
 * Records, pays and charges in one statement (the price and payment type were read under the lock, and
 * a confirmation does not change them), then answers from what it wrote: no lesson or student is read
 * again.
 */
async function confirmLocked(
  tx: Transaction,
  teacher: CurrentUser,
  { lesson, courseName, booked }: Awaited<ReturnType<typeof lockOwnLesson>>,
  times: ReportedTimes,
  attendance: AttendanceInput,
  request: ClosingRequest,
) {
  assertPayFits(lesson.teacherHourlyRate, times, 'teacherEndTime');
  // A family's late cancellation is charged whatever the teacher reports (the portal's policy "charge").
  const late = new Set(booked.filter((s) => s.lateCancelled).map((s) => s.studentId));
  const charged = attendance.map((a) => ({ ...a, lateCancelled: late.has(a.studentId) }));
  const charges = lessonCharges({ ...lesson, courseName }, charged, teacher.id);
  const confirmed = await recordTimesAndAttendance(tx, lesson.id, times, attendance, {
    set: {
      status: 'CONFIRMED',
      confirmedAt: new Date(),
      confirmedBy: teacher.id,
      closedByRequestKey: request.requestKey ?? null,
    },
    pay: { reason: lessonLabel({ ...lesson, courseName }), userId: teacher.id },
    charges,
  });
  await recordAuditEvent(tx, {
    action: 'lesson.confirm',
    recordType: 'lesson',
    recordId: lesson.id,
    summary: `${lessonLabel({ ...lesson, courseName })} confirmed`,
    before: { status: lesson.status, startTime: lesson.startTime, endTime: lesson.endTime },
    after: { status: 'CONFIRMED', ...times, attendance },
    actorId: teacher.id,
  });
  await emitLessonEvents(tx, 'lesson.confirmed', [lesson.id]);
  const attended = new Map(attendance.map((a) => [a.studentId, a.attendance]));
  const shown = booked.map((s) => ({ ...s, attendance: attended.get(s.studentId) ?? null }));
  return dataResult(teacherLessonOf(confirmed, courseName, shown));
}

/** Confirms with the times the teacher reports and each booked student's attendance. */
export async function confirmLesson(
  db: Database,
  teacher: CurrentUser,
  id: number,
  input: ConfirmLessonInput,
  request: ClosingRequest = {},
) {
  return db.transaction(async (tx) => {
    const locked = await lockOwnLesson(tx, teacher, id);
    if (closedByThisRequest(locked.lesson, request)) return answerAsItIs(tx, teacher, id);
    assertOpenAndStarted(locked.lesson);
    const times = saneReportedTimes(locked.lesson, input);
    assertEveryStudentOnce(
      locked.booked.map((s) => s.studentId),
      input.attendance,
    );
    return confirmLocked(tx, teacher, locked, times, input.attendance, request);
  });
}

/** "Confirm with no change": the planned times, and every booked student present. */
export async function confirmLessonUnchanged(
  db: Database,
  teacher: CurrentUser,
  id: number,
  request: ClosingRequest = {},
) {
  return db.transaction(async (tx) => {
    const locked = await lockOwnLesson(tx, teacher, id);
    if (closedByThisRequest(locked.lesson, request)) return answerAsItIs(tx, teacher, id);
    assertOpenAndStarted(locked.lesson);
    // A student whose family cancelled late did not come: absent (and still charged, confirmLocked).
    const everyone = locked.booked.map(({ studentId, lateCancelled }) => ({
      studentId,
      attendance: lateCancelled ? ('ABSENT' as const) : ('PRESENT' as const),
    }));
    const times = { teacherStartTime: locked.lesson.startTime, teacherEndTime: locked.lesson.endTime };
    return confirmLocked(tx, teacher, locked, times, everyone, request);
  });
}

/** The lesson did not take place: CANCELLED, nobody charged, nothing paid; the reason is kept in the audit trail. */
export async function cancelOwnLesson(
  db: Database,
  teacher: CurrentUser,
  id: number,
  input: CancelLessonInput,
  request: ClosingRequest = {},
) {
  return db.transaction(async (tx) => {
    const { lesson } = await lockOwnLesson(tx, teacher, id);
    if (closedByThisRequest(lesson, request)) return answerAsItIs(tx, teacher, id);
    assertOpenAndStarted(lesson);
    const now = new Date();
    await tx
      .update(schedules)
      .set({
        status: 'CANCELLED',
        cancelledAt: now,
        cancelledBy: teacher.id,
        closedByRequestKey: request.requestKey ?? null,
        updatedAt: now,
      })
      .where(eq(schedules.id, id));
    await tx.insert(scheduleChanges).values({
      scheduleId: id,
      action: 'cancel',
      reason: input.reason || null,
      before: { status: 'PLANNED' },
      after: { status: 'CANCELLED' },
      changedBy: teacher.id,
    });
    await recordMailEvent(tx, 'lesson-cancelled', id, teacher.id);
    await emitLessonEvents(tx, 'lesson.cancelled', [id]);
    return dataResult(await getTeacherLesson(tx, teacher.id, id));
  });
}
