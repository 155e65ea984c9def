import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { type CourseRow, courses, courseTeachers, teachers, users } from '../../db/schema';
import { AppError, assertAllKnown } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { orderByOf, pageOf, textOrder } from '../../lib/paging';
import { anyColumnContains } from '../../lib/search';
import { blankToNull } from '../../lib/validation';
import { changedFields, recordAuditEvent } from '../audit-log';
import { coursesOfTeachers } from '../teachers';
import { displayName } from '../users';
import type { Course, CourseInput, CourseListQuery } from './courses.schemas';

type TeacherRef = Course['teachers'][number];

const isCurrentCourse = isNull(courses.deletedAt);
/** Teachers whose account is not deleted (deleted teachers teach nothing). */
const isCurrentTeacher = and(eq(users.role, 'ROLE_TEACHER'), isNull(users.deletedAt));

// Case-insensitive: the embedded database's C collation would put "Zoology" before "algebra".
const SORTABLE = {
  school: textOrder(courses.school),
  number: textOrder(courses.number),
  name: textOrder(courses.name),
  createdAt: courses.createdAt,
};

const courseNotFound = () => new AppError('notfound', { message: 'This course does not exist.' });

/** The teachers of many courses in one query, so a list page never costs a query per row. */
async function teachersOfCourses(db: Executor, courseIds: number[]): Promise<Map<number, TeacherRef[]>> {
  const byCourse = new Map<number, TeacherRef[]>(courseIds.map((id) => [id, []]));
  if (courseIds.length === 0) return byCourse;
  const links = await db
    .select({
      courseId: courseTeachers.courseId,
      id: users.id,
      login: users.login,
      firstName: users.firstName,
      lastName: users.lastName,
      color: teachers.color,
    })
    .from(courseTeachers)
    .innerJoin(users, eq(users.id, courseTeachers.teacherId))
    .innerJoin(teachers, eq(teachers.userId, users.id))
    .where(and(inArray(courseTeachers.courseId, courseIds), isCurrentTeacher))
    .orderBy(asc(textOrder(users.firstName)), asc(textOrder(users.lastName)), asc(users.id));
  for (const { courseId, id, color, ...person } of links) {
    byCourse.get(courseId)?.push({ id, name: displayName(person), color });
  }
  return byCourse;
}

async function withTeachers(db: Executor, rows: CourseRow[]): Promise<Course[]> {
  const taughtBy = await teachersOfCourses(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    school: row.school,
    number: row.number,
    name: row.name,
    description: row.description,
    teachers: taughtBy.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function listCourses(db: Database, query: CourseListQuery) {
  const filters: (SQL | undefined)[] = [isCurrentCourse];
  if (query.keyword) filters.push(anyColumnContains(query.keyword, [courses.name, courses.number, courses.school]));
  if (query.teacherId) {
    filters.push(
      sql`exists (select 1 from ${courseTeachers} where ${courseTeachers.courseId} = ${courses.id} and ${courseTeachers.teacherId} = ${query.teacherId})`,
    );
  }
  const where = and(...filters);
  return pageOf(
    query,
    async (limit, offset) =>
      withTeachers(
        db,
        await db
          .select()
          .from(courses)
          .where(where)
          .orderBy(...orderByOf(query.sort, SORTABLE, desc(courses.createdAt), courses.id))
          .limit(limit)
          .offset(offset),
      ),
    db.select({ total: count() }).from(courses).where(where),
    (course) => course,
  );
}

/**
 * `lock` holds the course row until the transaction ends, so concurrent edits of one course queue up.
 * NO KEY UPDATE, not UPDATE: linking a teacher to the course (its foreign key takes KEY SHARE on this
 * row) must not wait for it, or a teacher edit linking the same pair would deadlock with this one.
 */
async function courseRow(db: Executor, id: number, { lock = false }: { lock?: boolean } = {}): Promise<CourseRow> {
  const query = db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), isCurrentCourse));
  const [row] = await (lock ? query.for('no key update') : query);
  if (!row) throw courseNotFound();
  return row;
}

export async function getCourse(db: Executor, id: number): Promise<Course> {
  const [course] = await withTeachers(db, [await courseRow(db, id)]);
  return course;
}

/** Refuses ids that do not name a current teacher, naming the field the client sent them in. */
async function assertTeachersExist(db: Executor, teacherIds: number[]): Promise<number[]> {
  const wanted = [...new Set(teacherIds)];
  if (wanted.length === 0) return wanted;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(teachers, eq(teachers.userId, users.id))
    .where(and(inArray(users.id, wanted), isCurrentTeacher))
    // Held until the transaction ends: a concurrent delete of one of them (FOR UPDATE, then unlinking
    // its courses) waits, or this one waits and sees the teacher gone.
    .for('key share', { of: users });
  assertAllKnown(
    'teacherIds',
    'teacher',
    wanted,
    found.map((row) => row.id),
  );
  return wanted;
}

/** Links teachers to a course; ones already linked are left as they are. */
async function linkTeachers(tx: Transaction, courseId: number, teacherIds: number[]) {
  const wanted = await assertTeachersExist(tx, teacherIds);
  if (wanted.length === 0) return;
  await tx
    .insert(courseTeachers)
    .values(wanted.map((teacherId) => ({ courseId, teacherId })))
    .onConflictDoNothing();
}

/** The teachers linked to a course now (locked by the caller's course lock). */
async function teachersOfCourse(tx: Executor, courseId: number): Promise<number[]> {
  const rows = await tx
    .select({ teacherId: courseTeachers.teacherId })
    .from(courseTeachers)
    .where(eq(courseTeachers.courseId, courseId));
  return rows.map((row) => row.teacherId);
}

const coursesLine = (taught: { id: number; name: string }[] | undefined) =>
  (taught ?? []).map((course) => `${course.name} (#${course.id})`).join(', ');

/**
 * A course's teachers changed from the Courses screen: each teacher whose courses differ gets an
 * audit entry on their own record (as when their courses are edited on the Teachers screen), in the
 * transaction of the change. `change` runs between the two readings.
 */
async function withTeachingRecorded(
  tx: Transaction,
  actor: CurrentUser,
  teacherIds: number[],
  change: () => Promise<void>,
) {
  const affected = [...new Set(teacherIds)];
  const before = await coursesOfTeachers(tx, affected);
  await change();
  const after = await coursesOfTeachers(tx, affected);
  await recordAuditEvent(
    tx,
    affected.flatMap((teacherId) => {
      const was = coursesLine(before.get(teacherId));
      const now = coursesLine(after.get(teacherId));
      if (was === now) return [];
      return {
        action: 'teacher.courses',
        recordType: 'teacher',
        recordId: teacherId,
        summary: 'Courses changed on the Courses screen',
        before: { courses: was },
        after: { courses: now },
        actorId: actor.id,
      };
    }),
  );
}

function courseColumns(input: CourseInput) {
  return {
    school: blankToNull(input.school),
    number: blankToNull(input.number),
    name: input.name,
    description: blankToNull(input.description),
  };
}

export async function createCourse(db: Database, input: CourseInput, actor: CurrentUser): Promise<Course> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(courses).values(courseColumns(input)).returning({ id: courses.id });
    await recordAuditEvent(tx, {
      action: 'course.create',
      recordType: 'course',
      recordId: row.id,
      summary: input.name,
      after: courseColumns(input),
      actorId: actor.id,
    });
    await withTeachingRecorded(tx, actor, input.teacherIds ?? [], () =>
      linkTeachers(tx, row.id, input.teacherIds ?? []),
    );
    return row.id;
  });
  return getCourse(db, id);
}

export async function updateCourse(db: Database, id: number, input: CourseInput, actor: CurrentUser): Promise<Course> {
  await db.transaction(async (tx) => {
    const current = await courseRow(tx, id, { lock: true });
    // A field left out of the body stays as it is: only the fields sent are compared.
    const sent = Object.fromEntries(Object.entries(courseColumns(input)).filter(([, value]) => value !== undefined));
    const was: Record<string, unknown> = current;
    const changed = changedFields(Object.fromEntries(Object.keys(sent).map((key) => [key, was[key]])), sent);
    if (Object.keys(changed.after).length > 0)
      await recordAuditEvent(tx, {
        action: 'course.update',
        recordType: 'course',
        recordId: id,
        summary: input.name,
        ...changed,
        actorId: actor.id,
      });
    // Renamed first, so the teachers' course lines on the trail show the new name on both sides.
    await tx
      .update(courses)
      .set({ ...courseColumns(input), updatedAt: new Date() })
      .where(eq(courses.id, id));
    const teacherIds = input.teacherIds;
    if (teacherIds) {
      await withTeachingRecorded(tx, actor, [...(await teachersOfCourse(tx, id)), ...teacherIds], async () => {
        await tx.delete(courseTeachers).where(eq(courseTeachers.courseId, id));
        await linkTeachers(tx, id, teacherIds);
      });
    }
  });
  return getCourse(db, id);
}

export async function addCourseTeachers(
  db: Database,
  id: number,
  teacherIds: number[],
  actor: CurrentUser,
): Promise<Course> {
  await db.transaction(async (tx) => {
    await courseRow(tx, id, { lock: true });
    await withTeachingRecorded(tx, actor, teacherIds, () => linkTeachers(tx, id, teacherIds));
  });
  return getCourse(db, id);
}

export async function removeCourseTeacher(
  db: Database,
  id: number,
  teacherId: number,
  actor: CurrentUser,
): Promise<Course> {
  await db.transaction(async (tx) => {
    await courseRow(tx, id);
    await withTeachingRecorded(tx, actor, [teacherId], async () => {
      const removed = await tx
        .delete(courseTeachers)
        .where(and(eq(courseTeachers.courseId, id), eq(courseTeachers.teacherId, teacherId)))
        .returning({ teacherId: courseTeachers.teacherId });
      if (removed.length === 0) throw new AppError('notfound', { message: 'This teacher does not teach this course.' });
    });
  });
  return getCourse(db, id);
}
