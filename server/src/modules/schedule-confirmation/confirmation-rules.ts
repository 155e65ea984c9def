/**
 * The checks and writes a confirmation and its admin correction share: sane reported times, the
 * attendance of every booked student exactly once, and recording both on the locked lesson.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { type Attendance, type ScheduleRow, scheduleStudents, schedules } from '../../db/schema';
import { AppError } from '../../lib/app-error';

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
export function saneReportedTimes(lesson: ScheduleRow, input: { teacherStartTime: string; teacherEndTime: string }) {
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
 * Writes the reported times and attendance (one statement for all students) on the locked lesson;
 * returns the lesson row as written. On a lesson that is CONFIRMED once written, each present student's
 * `charged_amount` is the price in the same statement (the ledger and pay are lesson-accounting's).
 */
export async function recordTimesAndAttendance(
  tx: Transaction,
  scheduleId: number,
  times: ReportedTimes,
  attendance: AttendanceInput,
  extra: Partial<typeof schedules.$inferInsert> = {},
): Promise<ScheduleRow> {
  const [lesson] = await tx
    .update(schedules)
    .set({ ...times, ...extra, updatedAt: new Date() })
    .where(eq(schedules.id, scheduleId))
    .returning();
  const present = attendance.filter((a) => a.attendance === 'PRESENT').map((a) => a.studentId);
  await tx
    .update(scheduleStudents)
    .set({
      attendance: sql`case when ${inArray(scheduleStudents.studentId, present)} then 'PRESENT' else 'ABSENT' end::attendance`,
      chargedAmount:
        lesson.status === 'CONFIRMED'
          ? sql`case when ${inArray(scheduleStudents.studentId, present)} then ${lesson.price}::numeric end`
          : null,
    })
    .where(eq(scheduleStudents.scheduleId, scheduleId));
  return lesson;
}
