import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, scheduleStudents, schedules, students } from '../../db/schema';
import { joinLessonTeacher, lessonTeacherFields } from '../teachers';
import type { DashboardLesson } from './dashboard.schemas';
import { dayOf, todayLocal } from './local-periods';

/** The booked students as one JSON array per lesson (a probe of schedule_students' key per lesson). */
const bookedStudents = sql<DashboardLesson['students']>`(
  select coalesce(json_agg(json_build_object(
    'id', ${students.id}, 'studentNumber', ${students.studentId},
    'name', ${students.firstName} || ' ' || ${students.lastName}
  ) order by lower(${students.lastName}), lower(${students.firstName}), ${students.id}), '[]')
  from ${scheduleStudents} join ${students} on ${students.id} = ${scheduleStudents.studentId}
  where ${scheduleStudents.scheduleId} = ${schedules.id}
)`;

/** The lessons starting on one local day (today by default), in start order: the dashboard's first card. */
export async function getDashboardDay(db: Database, query: { date?: string }) {
  const date = query.date ?? todayLocal();
  const { start, end } = dayOf(date);
  const selected = db
    .select({
      id: schedules.id,
      startTime: schedules.startTime,
      endTime: schedules.endTime,
      status: schedules.status,
      courseName: courses.name,
      courseType: schedules.courseType,
      teacherId: schedules.teacherId,
      ...lessonTeacherFields,
      students: bookedStudents,
    })
    .from(schedules)
    .innerJoin(courses, eq(courses.id, schedules.courseId))
    .$dynamic();
  const rows = await joinLessonTeacher(selected)
    .where(and(gte(schedules.startTime, start), lt(schedules.startTime, end)))
    .orderBy(asc(schedules.startTime), asc(schedules.id));
  const lessons: DashboardLesson[] = rows.map((row) => ({
    ...row,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
  }));
  return { date, lessons };
}
