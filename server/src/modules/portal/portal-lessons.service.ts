import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, familyFeedbackReads, scheduleStudents, schedules, students, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { freeCancellationEnds, getCancellationPolicy } from '../centre-settings';
import { centreTimeZone } from '../external-calendars';
import { displayNameSql } from '../users';
import { assertLinked, linkedStudents } from './linked-students';

export type LessonQuery = { studentId?: number; when: 'upcoming' | 'past'; limit: number };

/**
 * A family's lessons, one row per lesson and linked student: teacher, course, place, attendance and
 * what it charged. Only the linked students' rows are read; other students of a group lesson stay unseen.
 */
export async function familyLessons(db: Database, userId: number, query: LessonQuery) {
  if (query.studentId !== undefined) await assertLinked(db, userId, query.studentId);
  const ids = query.studentId !== undefined ? [query.studentId] : (await linkedStudents(db, userId)).map((s) => s.id);
  if (ids.length === 0) return [];
  const now = new Date();
  const upcoming = query.when === 'upcoming';
  const rows = await db
    .select({
      scheduleId: schedules.id,
      studentId: students.id,
      studentName: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
      status: schedules.status,
      courseType: schedules.courseType,
      courseName: courses.name,
      teacherName: displayNameSql,
      address: schedules.address,
      startTime: schedules.startTime,
      endTime: schedules.endTime,
      attendance: scheduleStudents.attendance,
      chargedAmount: scheduleStudents.chargedAmount,
      lateCancelled: sql<boolean>`${scheduleStudents.lateCancelledAt} is not null`,
      feedbackStatus: schedules.feedbackStatus,
      feedbackRead: sql<boolean>`exists (select 1 from ${familyFeedbackReads} r where r.user_id = ${userId} and r.schedule_id = ${schedules.id})`,
    })
    .from(scheduleStudents)
    .innerJoin(schedules, eq(schedules.id, scheduleStudents.scheduleId))
    .innerJoin(students, eq(students.id, scheduleStudents.studentId))
    .innerJoin(courses, eq(courses.id, schedules.courseId))
    .innerJoin(users, eq(users.id, schedules.teacherId))
    .where(
      and(
        inArray(scheduleStudents.studentId, ids),
        upcoming ? and(gte(schedules.endTime, now), ne(schedules.status, 'CANCELLED')) : lt(schedules.endTime, now),
      ),
    )
    .orderBy(upcoming ? asc(schedules.startTime) : desc(schedules.startTime), asc(schedules.id), asc(students.id))
    .limit(query.limit);
  const policy = await getCancellationPolicy(db);
  const zone = centreTimeZone();
  return rows.map((row) => ({
    ...row,
    // What cancelling from the portal would do: free until this moment (the centre's clock), then the policy.
    freeCancelUntil:
      row.status === 'PLANNED' && row.startTime > now
        ? freeCancellationEnds(row.startTime, policy.freeCancellationHours, zone).toISOString()
        : null,
    lateCancellation: policy.lateCancellation,
    teacherName: row.teacherName ?? '',
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    feedbackAvailable: row.status === 'CONFIRMED' && row.feedbackStatus === 'SUBMITTED',
  }));
}

/** The linked students booked on a lesson; none (another family's lesson, or no such lesson) answers 404. */
export async function linkedStudentsOnLesson(db: Database, userId: number, scheduleId: number): Promise<number[]> {
  const ids = (await linkedStudents(db, userId)).map((s) => s.id);
  const booked =
    ids.length === 0
      ? []
      : await db
          .select({ studentId: scheduleStudents.studentId })
          .from(scheduleStudents)
          .where(and(eq(scheduleStudents.scheduleId, scheduleId), inArray(scheduleStudents.studentId, ids)));
  if (booked.length === 0) throw new AppError('notfound', { message: 'This lesson does not exist.' });
  return booked.map((row) => row.studentId);
}

/** Marks a lesson's feedback read for the account (opening it on the portal). */
export async function markFeedbackRead(db: Database, userId: number, scheduleId: number) {
  await db.insert(familyFeedbackReads).values({ userId, scheduleId }).onConflictDoNothing();
}
