import { and, asc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, type ScheduleStatus, schedules, users } from '../../db/schema';
import { displayNameSql } from '../users';

export type FeedLesson = {
  id: number;
  status: ScheduleStatus;
  courseType: string;
  start: Date;
  end: Date;
  updatedAt: Date;
  revision: number;
  address: string | null;
  course: string;
  teacher: string;
  /** "First Last" of each booked student: names only, nothing else about them leaves in a feed. */
  students: string[];
};

/** `scheduleIds`: exactly these lessons (a family's feed); an empty list means none. */
export type FeedScope = { teacherId?: number; courseId?: number; from?: Date; to?: Date; scheduleIds?: number[] };

/** A feed's lessons in start order, with what its events show and nothing more. */
export async function feedLessons(db: Executor, scope: FeedScope): Promise<FeedLesson[]> {
  const filters: SQL[] = [];
  if (scope.teacherId !== undefined) filters.push(eq(schedules.teacherId, scope.teacherId));
  if (scope.courseId !== undefined) filters.push(eq(schedules.courseId, scope.courseId));
  if (scope.from) filters.push(gte(schedules.startTime, scope.from));
  if (scope.to) filters.push(lt(schedules.startTime, scope.to));
  if (scope.scheduleIds !== undefined) {
    if (scope.scheduleIds.length === 0) return [];
    filters.push(inArray(schedules.id, scope.scheduleIds));
  }
  const rows = await db
    .select({
      id: schedules.id,
      status: schedules.status,
      courseType: schedules.courseType,
      start: schedules.startTime,
      end: schedules.endTime,
      updatedAt: schedules.updatedAt,
      revision: schedules.revision,
      address: schedules.address,
      course: courses.name,
      teacher: displayNameSql,
      students: sql<string[] | null>`(
        select array_agg(concat_ws(' ', st.first_name, st.last_name) order by st.last_name, st.first_name, st.id)
        from schedule_students ss join students st on st.id = ss.student_id
        where ss.schedule_id = ${schedules.id}
      )`,
    })
    .from(schedules)
    .innerJoin(courses, eq(courses.id, schedules.courseId))
    .innerJoin(users, eq(users.id, schedules.teacherId))
    .where(and(...filters))
    .orderBy(asc(schedules.startTime), asc(schedules.id));
  return rows.map((row) => ({ ...row, teacher: row.teacher ?? '', students: row.students ?? [] }));
}
