/**
 * A lesson's teacher as every lesson answer names it: the account's display name ('' if it has none) and
 * the teacher's calendar colour. Written once here so the table, the calendar and the dashboard cannot
 * drift apart in how they join or name a teacher.
 */
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { schedules, teachers, users } from '../../db/schema';
import { displayNameSql } from '../users';

/** The teacher's name; reads `users`, which `joinLessonTeacher` joins. */
export const lessonTeacherName = sql<string>`coalesce(${displayNameSql}, '')`;
/** The teacher's calendar colour (#rrggbb); reads `teachers`, which `joinLessonTeacher` joins. */
export const lessonTeacherColor = teachers.color;

/** The two fields as a lesson answer spells them, for a select list. */
export const lessonTeacherFields = { teacherName: lessonTeacherName, teacherColor: lessonTeacherColor };

/**
 * Joins the teacher's account and profile to a query (made `$dynamic()`) over lessons. Inner joins: every
 * lesson has a teacher, and a lesson whose teacher row were missing would have no colour to draw.
 */
export function joinLessonTeacher<T extends PgSelect>(query: T, teacherId: AnyColumn = schedules.teacherId) {
  return query.innerJoin(users, eq(users.id, teacherId)).innerJoin(teachers, eq(teachers.userId, teacherId));
}

/**
 * The same joins for a raw SQL statement whose lessons are aliased (`lessonTeacherJoinSql(sql`l.teacher_id`)`);
 * the statement then selects `lessonTeacherName` and `lessonTeacherColor`.
 */
export const lessonTeacherJoinSql = (teacherId: SQL) =>
  sql`join ${users} on ${users.id} = ${teacherId} join ${teachers} on ${teachers.userId} = ${teacherId}`;
