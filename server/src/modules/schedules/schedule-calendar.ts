/**
 * The calendar's visible range: lessons overlapping it, as ONE query that returns the answer's JSON.
 *
 * A week of every teacher is thousands of lessons. Reading them as rows and shaping them in Node, then
 * through the zod response serialiser, cost more than PostgreSQL building the same JSON itself
 * (docs/decisions.md, "Figures behind code comments"); so PostgreSQL builds it and the route sends the
 * text as it is. The calendar route's test checks the text against
 * the `CalendarResult` schema, which the zod serialiser no longer does on every request.
 */
import { type AnyColumn, and, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, scheduleStudents, schedules, students } from '../../db/schema';
import { joinLessonTeacher, lessonTeacherColor, lessonTeacherName } from '../teachers';
import { bookedStudent } from './schedule-queries';
import { type CalendarQuery, MAX_LESSON_HOURS } from './schedules.schemas';

/** The same text as `Date.toISOString()` ("2032-01-05T09:00:00.000Z"), as every other lesson answer gives. */
const isoInstant = (column: AnyColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The lesson's students as `[{studentId, name}]`, by name. A correlated subquery on purpose: it probes
 * schedule_students' primary key once per lesson, where a list of thousands of lesson ids or a join
 * lets the planner scan all of schedule_students (a million rows on the bench).
 */
const bookedStudents = sql`(
  select coalesce(json_agg(json_build_object(
    'studentId', ${students.id}, 'name', ${students.firstName} || ' ' || ${students.lastName}
  ) order by lower(${students.lastName}), lower(${students.firstName}), ${students.id}), '[]')
  from ${scheduleStudents} join ${students} on ${students.id} = ${scheduleStudents.studentId}
  where ${scheduleStudents.scheduleId} = ${schedules.id}
)`;

/** One `CalendarLesson` (schedules.schemas.ts): keep the keys in step with that schema. */
const calendarLessonJson = sql`json_build_object(
  'id', ${schedules.id},
  'startTime', ${isoInstant(schedules.startTime)},
  'endTime', ${isoInstant(schedules.endTime)},
  'status', ${schedules.status},
  'teacherId', ${schedules.teacherId},
  'teacherName', ${lessonTeacherName},
  'color', ${lessonTeacherColor},
  'courseId', ${schedules.courseId},
  'courseName', ${courses.name},
  'students', ${bookedStudents},
  'feedbackStatus', ${schedules.feedbackStatus}
)`;

/**
 * Lessons overlapping [from, to) in start order, as the JSON text of a `CalendarResult`. The range is a
 * start_time range reaching back by the longest lesson, served by schedules_start_idx
 * (schedules_teacher_start_idx with a teacher).
 */
export async function calendarLessonsJson(db: Database, query: CalendarQuery): Promise<string> {
  const from = new Date(query.from);
  const to = new Date(query.to);
  const selected = db
    .select({
      // ::text so the driver hands the JSON over as it is instead of parsing it.
      lessons: sql<string>`coalesce(json_agg(${calendarLessonJson} order by ${schedules.startTime}, ${schedules.id}), '[]')::text`,
    })
    .from(schedules)
    .innerJoin(courses, eq(courses.id, schedules.courseId))
    .$dynamic();
  const [{ lessons }] = await joinLessonTeacher(selected).where(
    and(
      gte(schedules.startTime, new Date(from.getTime() - MAX_LESSON_HOURS * 3_600_000)),
      lt(schedules.startTime, to),
      gt(schedules.endTime, from),
      query.teacherId ? eq(schedules.teacherId, query.teacherId) : undefined,
      query.courseId ? eq(schedules.courseId, query.courseId) : undefined,
      query.studentId ? bookedStudent(query.studentId) : undefined,
    ),
  );
  return `{"success":true,"data":${lessons}}`;
}
