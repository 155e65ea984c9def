/** The calendar's visible range: lessons overlapping it, in two queries however many there are. */
import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, scheduleStudents, schedules, students, teachers, users } from '../../db/schema';
import { displayNameSql } from '../users/user-accounts';
import { bookedStudent } from './schedule-queries';
import { type CalendarQuery, MAX_LESSON_HOURS } from './schedules.schemas';

/** Lessons overlapping [from, to): a start_time range (reaching back by the longest lesson) on the index. */
export async function calendarLessons(db: Database, query: CalendarQuery) {
  const from = new Date(query.from);
  const to = new Date(query.to);
  const where = and(
    gte(schedules.startTime, new Date(from.getTime() - MAX_LESSON_HOURS * 3_600_000)),
    lt(schedules.startTime, to),
    gt(schedules.endTime, from),
    query.teacherId ? eq(schedules.teacherId, query.teacherId) : undefined,
    query.courseId ? eq(schedules.courseId, query.courseId) : undefined,
    query.studentId ? bookedStudent(query.studentId) : undefined,
  );
  const rows = await db
    .select({
      id: schedules.id,
      startTime: schedules.startTime,
      endTime: schedules.endTime,
      status: schedules.status,
      teacherId: schedules.teacherId,
      teacherName: displayNameSql,
      color: teachers.color,
      courseId: schedules.courseId,
      courseName: courses.name,
      feedbackStatus: schedules.feedbackStatus,
    })
    .from(schedules)
    .innerJoin(courses, eq(courses.id, schedules.courseId))
    .innerJoin(users, eq(users.id, schedules.teacherId))
    .innerJoin(teachers, eq(teachers.userId, schedules.teacherId))
    .where(where)
    .orderBy(asc(schedules.startTime), asc(schedules.id));
  // The students of the same range, joined on the same filter: the planner walks the start_time index
  // again, where a list of thousands of ids would make it scan every booking.
  const booked = await db
    .select({
      scheduleId: scheduleStudents.scheduleId,
      studentId: scheduleStudents.studentId,
      firstName: students.firstName,
      lastName: students.lastName,
    })
    .from(scheduleStudents)
    .innerJoin(schedules, eq(schedules.id, scheduleStudents.scheduleId))
    .innerJoin(students, eq(students.id, scheduleStudents.studentId))
    .where(where)
    .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id));
  const byLesson = new Map<number, { studentId: number; name: string }[]>();
  for (const { scheduleId, studentId, firstName, lastName } of booked) {
    const list = byLesson.get(scheduleId) ?? [];
    list.push({ studentId, name: `${firstName} ${lastName}` });
    byLesson.set(scheduleId, list);
  }
  return {
    success: true as const,
    data: rows.map((row) => ({
      ...row,
      teacherName: row.teacherName ?? '',
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      students: byLesson.get(row.id) ?? [],
    })),
  };
}
