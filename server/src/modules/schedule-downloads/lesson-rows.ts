import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Attendance, courses, scheduleStudents, schedules, students, users } from '../../db/schema';
import { instantAt, localMidnight } from '../teacher-availability';
import { displayNameSql } from '../users';
import type { LessonRowFilters } from './schedule-downloads.schemas';

export type BookedStudent = { number: string; firstName: string; lastName: string; attendance: Attendance | null };

/**
 * The lesson's booked students (only `studentId` when given), by name, as a JSON array. A correlated
 * subquery on purpose: it probes schedule_students' primary key once per lesson, where a plain join
 * made the planner hash all of schedule_students, however few lessons the range holds.
 */
function bookedStudents(studentId: number | undefined): SQL<BookedStudent[]> {
  const onlyStudent = studentId === undefined ? sql`` : sql` and ${scheduleStudents.studentId} = ${studentId}`;
  return sql<BookedStudent[]>`(
    select coalesce(json_agg(json_build_object(
      'number', ${students.studentId}, 'firstName', ${students.firstName},
      'lastName', ${students.lastName}, 'attendance', ${scheduleStudents.attendance}
    ) order by lower(${students.lastName}), lower(${students.firstName}), ${students.id}), '[]')
    from ${scheduleStudents} join ${students} on ${students.id} = ${scheduleStudents.studentId}
    where ${scheduleStudents.scheduleId} = ${schedules.id}${onlyStudent}
  )`;
}

/**
 * The lessons starting on the local dates `from`..`to`, in start order, each with its booked
 * students; with `studentId`, only that student's lessons. The range is served by schedules_start_idx
 * (schedules_teacher_start_idx with a teacher), already in start order.
 */
export function lessonRows(db: Database, filters: LessonRowFilters) {
  const { teacherId, studentId } = filters;
  return db
    .select({
      scheduleId: schedules.id,
      startTime: schedules.startTime,
      endTime: schedules.endTime,
      status: schedules.status,
      price: schedules.price,
      paymentType: schedules.paymentType,
      feedbackStatus: schedules.feedbackStatus,
      courseName: courses.name,
      teacherName: displayNameSql,
      students: bookedStudents(studentId),
    })
    .from(schedules)
    .innerJoin(courses, eq(courses.id, schedules.courseId))
    .innerJoin(users, eq(users.id, schedules.teacherId))
    .where(
      and(
        gte(schedules.startTime, localMidnight(filters.from)),
        lt(schedules.startTime, instantAt(filters.to, 24 * 60)),
        teacherId === undefined ? undefined : eq(schedules.teacherId, teacherId),
        studentId === undefined
          ? undefined
          : sql`exists (select 1 from ${scheduleStudents} where ${scheduleStudents.scheduleId} = ${schedules.id} and ${scheduleStudents.studentId} = ${studentId})`,
      ),
    )
    .orderBy(asc(schedules.startTime), asc(schedules.id));
}

export type LessonRow = Awaited<ReturnType<typeof lessonRows>>[number];
