import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, courseTeachers, teachers, users } from '../../db/schema';
import { AppError, assertAllKnown } from '../../lib/app-error';
import type { FieldCipher } from '../../lib/field-encryption';
import { textOrder } from '../../lib/paging';
import { QueryShapes } from '../../lib/query-shapes';
import type { Teacher } from './teachers.schemas';

/**
 * Reading teachers: a teacher is a ROLE_TEACHER account joined to its profile. These columns are all a
 * response needs; the SIN ciphertext is deliberately not among them, so no list or view can leak it.
 */
export const TEACHER_COLUMNS = {
  id: users.id,
  login: users.login,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  birthday: users.birthday,
  activated: users.activated,
  awaitingApproval: users.awaitingApproval,
  emailConfirmedAt: users.emailConfirmedAt,
  createdAt: users.createdAt,
  employeeId: teachers.employeeId,
  preferredName: teachers.preferredName,
  wechat: teachers.wechat,
  sinLast3: teachers.sinLast3,
  payrollContact: teachers.payrollContact,
  hourlyRate: teachers.hourlyRate,
  operatingArea: teachers.operatingArea,
  advantage: teachers.advantage,
  disadvantage: teachers.disadvantage,
  feedback: teachers.feedback,
  color: teachers.color,
};

/** Teachers joined to their profiles; callers add the filter, order and paging. */
export function selectTeachers(db: Executor) {
  return db.select(TEACHER_COLUMNS).from(users).innerJoin(teachers, eq(teachers.userId, users.id));
}

type TeacherRecord = Awaited<ReturnType<typeof selectTeachers>>[number];
type CourseRef = Teacher['courses'][number];

/** Current (not deleted) teacher accounts. */
export const isTeacher = and(eq(users.role, 'ROLE_TEACHER'), isNull(users.deletedAt));

export const teacherNotFound = () => new AppError('notfound', { message: 'This teacher does not exist.' });

export function maskSin(last3: string | null): string | null {
  return last3 ? `*** *** ${last3}` : null;
}

/**
 * Field by field rather than by a rest spread of the row: a list builds 20 of these per request, and
 * the spread was the costliest line of the teachers list in the bench's profile.
 */
export function toTeacher(row: TeacherRecord, taught: CourseRef[]): Teacher {
  return {
    id: row.id,
    login: row.login,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    birthday: row.birthday,
    activated: row.activated,
    awaitingApproval: row.awaitingApproval,
    emailConfirmed: row.emailConfirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
    employeeId: row.employeeId,
    preferredName: row.preferredName,
    wechat: row.wechat,
    sinMasked: maskSin(row.sinLast3),
    payrollContact: row.payrollContact,
    hourlyRate: row.hourlyRate,
    operatingArea: row.operatingArea,
    advantage: row.advantage,
    disadvantage: row.disadvantage,
    feedback: row.feedback,
    color: row.color,
    courses: taught,
  };
}

// One array parameter rather than a list of them, so every page size is the same statement
// (lib/query-shapes.ts).
const courseLinks = new QueryShapes(
  () => '',
  (db: Executor) =>
    db
      .select({ teacherId: courseTeachers.teacherId, id: courses.id, name: courses.name })
      .from(courseTeachers)
      .innerJoin(courses, eq(courses.id, courseTeachers.courseId))
      .where(
        and(sql`${courseTeachers.teacherId} = any(${sql.placeholder('teacherIds')}::int[])`, isNull(courses.deletedAt)),
      )
      .orderBy(asc(textOrder(courses.name)), asc(courses.id))
      .prepare('teachers_course_links'),
);

/**
 * The courses of many teachers in one query (a list page never costs a query per row). Tried and
 * dropped: the courses as a json_agg subquery of the page's own query, one round trip instead of
 * two. PostgreSQL spent more on it than on this query, and the bench served fewer pages.
 */
export async function coursesOfTeachers(db: Executor, teacherIds: number[]): Promise<Map<number, CourseRef[]>> {
  const byTeacher = new Map<number, CourseRef[]>(teacherIds.map((id) => [id, []]));
  if (teacherIds.length === 0) return byTeacher;
  const links = await courseLinks.of(db, undefined).execute({ teacherIds });
  for (const link of links) byTeacher.get(link.teacherId)?.push({ id: link.id, name: link.name });
  return byTeacher;
}

export async function withCourses(db: Executor, rows: TeacherRecord[]): Promise<Teacher[]> {
  const taught = await coursesOfTeachers(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toTeacher(row, taught.get(row.id) ?? []));
}

export async function getTeacher(db: Executor, id: number): Promise<Teacher> {
  const [row] = await selectTeachers(db).where(and(eq(users.id, id), isTeacher));
  if (!row) throw teacherNotFound();
  const [found] = await withCourses(db, [row]);
  return found;
}

/** Refuses course ids that do not name a current course, naming the field the client sent them in. */
export async function assertCoursesExist(db: Executor, courseIds: number[] | undefined): Promise<void> {
  const wanted = [...new Set(courseIds ?? [])];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(inArray(courses.id, wanted), isNull(courses.deletedAt)));
  assertAllKnown(
    'courseIds',
    'course',
    wanted,
    found.map((row) => row.id),
  );
}

/** `sin` as the update body means it: absent keeps the stored SIN, null clears it, digits replace it. */
export function sinColumns(sin: string | null | undefined, cipher: FieldCipher) {
  if (sin === undefined) return {};
  if (sin === null) return { sinEncrypted: null, sinLast3: null };
  return { sinEncrypted: cipher.encrypt(sin), sinLast3: sin.slice(-3) };
}
