/** Teachers and lessons inserted straight into the database (bypassing the API under test). */
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import {
  type CourseType,
  type FeedbackStatus,
  type PaymentType,
  type ScheduleRow,
  type ScheduleStatus,
  scheduleStudents,
  schedules,
  type TeacherRow,
  teachers,
  type UserRow,
} from '../../src/db/schema';
import { insertUser } from './users';

let sequence = 0;

/** A ROLE_TEACHER account with its profile; `hourlyRate`/`color` go on the profile. */
export async function insertTeacher(
  db: Database,
  values: { login?: string; firstName?: string; lastName?: string; hourlyRate?: string | null; color?: string } = {},
): Promise<UserRow & { profile: TeacherRow }> {
  const n = ++sequence;
  const user = await insertUser(db, {
    login: values.login ?? `teacher${n}x`,
    role: 'ROLE_TEACHER',
    firstName: values.firstName ?? 'Tea',
    lastName: values.lastName ?? `Cher${n}`,
  });
  const [profile] = await db
    .update(teachers)
    .set({ hourlyRate: values.hourlyRate ?? null, ...(values.color && { color: values.color }) })
    .where(eq(teachers.userId, user.id))
    .returning();
  return { ...user, profile };
}

export type NewLesson = {
  teacherId: number;
  courseId: number;
  studentIds: number[];
  startTime: Date | string;
  endTime: Date | string;
  status?: ScheduleStatus;
  price?: string;
  paymentType?: PaymentType;
  hourlyRate?: string | null;
  teacherHourlyRate?: string;
  courseType?: CourseType;
  seriesId?: number | null;
  feedbackStatus?: FeedbackStatus;
  teacherStartTime?: Date | string | null;
  teacherEndTime?: Date | string | null;
  confirmedAt?: Date | null;
  address?: string | null;
  comments?: string | null;
};

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * A lesson row and its students. It writes no ledger entry or pay record: a CONFIRMED lesson made
 * here has no accounting unless the test applies it (e.g. with applyLessonAccounting).
 */
export async function insertLesson(db: Database, lesson: NewLesson): Promise<ScheduleRow> {
  const [row] = await db
    .insert(schedules)
    .values({
      teacherId: lesson.teacherId,
      courseId: lesson.courseId,
      startTime: asDate(lesson.startTime),
      endTime: asDate(lesson.endTime),
      status: lesson.status ?? 'PLANNED',
      price: lesson.price ?? '40.00',
      paymentType: lesson.paymentType ?? 'VOUCHER',
      hourlyRate: lesson.hourlyRate ?? null,
      teacherHourlyRate: lesson.teacherHourlyRate ?? '30.00',
      courseType: lesson.courseType ?? 'PRIVATE',
      seriesId: lesson.seriesId ?? null,
      feedbackStatus: lesson.feedbackStatus ?? 'NOT_SUBMITTED',
      teacherStartTime: lesson.teacherStartTime ? asDate(lesson.teacherStartTime) : null,
      teacherEndTime: lesson.teacherEndTime ? asDate(lesson.teacherEndTime) : null,
      confirmedAt: lesson.confirmedAt ?? (lesson.status === 'CONFIRMED' ? new Date() : null),
      address: lesson.address ?? null,
      comments: lesson.comments ?? null,
    })
    .returning();
  if (lesson.studentIds.length > 0) {
    await db.insert(scheduleStudents).values(lesson.studentIds.map((studentId) => ({ scheduleId: row.id, studentId })));
  }
  return row;
}

/** An instant `hours` from now (negative = in the past), whole minutes, for lessons relative to now. */
export function hoursFromNow(hours: number): Date {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setSeconds(0, 0);
  return at;
}
