/**
 * The checks and writes a confirmation and its admin correction share: sane reported times, the
 * attendance of every booked student exactly once, and recording both on the locked lesson.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { type Attendance, type ScheduleRow, scheduleStudents, schedules } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertAllCharged, type LessonCharges, lessonChargeCtes } from '../vouchers/ledger';
import { payRecordInsert } from './lesson-accounting';
import { teacherLessonColumns } from './teacher-lessons';

const DAY_MS = 24 * 3_600_000;

export type AttendanceInput = { studentId: number; attendance: Attendance }[];
export type ReportedTimes = { teacherStartTime: Date; teacherEndTime: Date };

function invalid(field: string, message: string): AppError {
  return new AppError('validation', { message: `${field}: ${message}`, fieldErrors: [{ field, message }] });
}

/**
 * Start before end, at most a day long, and starting within a day of the planned start: pay is
 * computed from these times, so a typo in the date must not become a day's pay.
 */
export function saneReportedTimes(
  lesson: Pick<ScheduleRow, 'startTime'>,
  input: { teacherStartTime: string; teacherEndTime: string },
) {
  const start = new Date(input.teacherStartTime);
  const end = new Date(input.teacherEndTime);
  if (end <= start) throw invalid('teacherEndTime', 'must be after the start time');
  if (end.getTime() - start.getTime() > DAY_MS) {
    throw invalid('teacherEndTime', 'must be within 24 hours of the start time');
  }
  if (Math.abs(start.getTime() - lesson.startTime.getTime()) > DAY_MS) {
    throw invalid('teacherStartTime', 'must be within 24 hours of the planned start');
  }
  return { teacherStartTime: start, teacherEndTime: end };
}

/** The lesson's booked student ids, in id order (the order accounting locks them in). */
export async function bookedStudentIds(tx: Transaction, scheduleId: number): Promise<number[]> {
  const rows = await tx
    .select({ studentId: scheduleStudents.studentId })
    .from(scheduleStudents)
    .where(eq(scheduleStudents.scheduleId, scheduleId))
    .orderBy(asc(scheduleStudents.studentId));
  return rows.map((row) => row.studentId);
}

/** Every booked student exactly once and nobody else (duplicates are refused by the body schema). */
export function assertEveryStudentOnce(booked: number[], attendance: AttendanceInput) {
  const given = new Set(attendance.map((a) => a.studentId));
  const missing = booked.filter((id) => !given.has(id));
  if (missing.length > 0) {
    throw invalid('attendance', `must give the attendance of every booked student; missing: ${missing.join(', ')}`);
  }
  const known = new Set(booked);
  const strangers = attendance.filter((a) => !known.has(a.studentId)).map((a) => a.studentId);
  if (strangers.length > 0) throw invalid('attendance', `not booked on this lesson: ${strangers.join(', ')}`);
}

/**
 * What recordTimesAndAttendance returns of the lesson it wrote: the teacher's view, what the charges
 * need, and what the pay record (payRecordInsert, reading this row) needs.
 */
const recordedColumns = {
  ...teacherLessonColumns,
  price: schedules.price,
  paymentType: schedules.paymentType,
  teacherId: schedules.teacherId,
  teacherHourlyRate: schedules.teacherHourlyRate,
};
export type RecordedLesson = Pick<ScheduleRow, keyof typeof recordedColumns>;

/** The teacher's pay record to write with a confirmation: its label and who confirmed. */
export type PayRecording = { reason: string; userId: number | null };

/** What else the statement writes: lesson columns, the teacher's pay record, the students' charges. */
export type RecordingExtras = {
  set?: Partial<typeof schedules.$inferInsert>;
  pay?: PayRecording;
  charges?: LessonCharges | null;
};

/**
 * Writes the reported times and attendance on the locked lesson in ONE statement and returns the
 * lesson as written (recordedColumns). On a lesson that is CONFIRMED once written, each present student's
 * `charged_amount` is the price. With `pay`, the same statement also writes the teacher's pay record
 * from the times just written; with `charges`, the students' ledger charges (lessonChargeCtes).
 */
export async function recordTimesAndAttendance(
  tx: Transaction,
  scheduleId: number,
  times: ReportedTimes,
  attendance: AttendanceInput,
  { set = {}, pay, charges }: RecordingExtras = {},
): Promise<RecordedLesson> {
  const written = tx.$with('written').as(
    tx
      .update(schedules)
      .set({ ...times, ...set, updatedAt: new Date() })
      .where(eq(schedules.id, scheduleId))
      .returning(recordedColumns),
  );
  const isPresent = inArray(
    scheduleStudents.studentId,
    attendance.filter((a) => a.attendance === 'PRESENT').map((a) => a.studentId),
  );
  const attendanceWritten = tx.$with('attendance_written', {}).as(sql`
    update ${scheduleStudents} set
      attendance = case when ${isPresent} then 'PRESENT' else 'ABSENT' end::attendance,
      charged_amount = case when ${isPresent} then (select price from written where status = 'CONFIRMED') end
    where ${scheduleStudents.scheduleId} = ${scheduleId}`);
  const payRecorded = pay && tx.$with('pay_recorded', {}).as(payRecordInsert(sql`written`, pay.reason, pay.userId));
  const charging = charges ? lessonChargeCtes(tx, charges) : null;
  const ctes = [written, attendanceWritten, ...(payRecorded ? [payRecorded] : []), ...(charging?.ctes ?? [])];
  const [{ chargedCount, ...lesson }] = await tx
    .with(...ctes)
    .select({
      ...written._.selectedFields,
      chargedCount: charging ? sql<number>`(select count(*) from charged)::integer` : sql<number>`0`,
    })
    .from(written);
  assertAllCharged(chargedCount, charging?.studentCount ?? 0);
  return lesson;
}
