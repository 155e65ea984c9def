import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { courseTeachers, schedules, teachers, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import type { FieldCipher } from '../../lib/field-encryption';
import { hashPassword } from '../../lib/passwords';
import { blankToNull } from '../../lib/validation';
import {
  assertAccountFieldsFree,
  displayNameSql,
  normaliseAccountFields,
  rethrowAccountConflict,
  softDeleteAccount,
} from '../users';
import { recordTeacherCreated, recordTeacherDeleted, recordTeacherUpdated } from './teacher-audit';
import { assertCoursesExist, getTeacher, isTeacher, sinColumns, teacherNotFound } from './teacher-records';
import type { CreateTeacherInput, UpdateTeacherInput } from './teachers.schemas';

/**
 * The `users` half of a teacher, from fields already normalised (normaliseAccountFields: blank names
 * are null); undefined fields are left as they are by Drizzle's update.
 */
function accountColumns(input: UpdateTeacherInput) {
  return {
    login: input.login,
    email: input.email,
    phone: input.phone,
    firstName: input.firstName,
    lastName: input.lastName,
    birthday: input.birthday,
  };
}

/** The `teachers` half. */
function profileColumns(input: UpdateTeacherInput, cipher: FieldCipher) {
  return {
    employeeId: blankToNull(input.employeeId),
    preferredName: blankToNull(input.preferredName),
    wechat: blankToNull(input.wechat),
    payrollContact: blankToNull(input.payrollContact),
    hourlyRate: input.hourlyRate,
    operatingArea: blankToNull(input.operatingArea),
    advantage: blankToNull(input.advantage),
    disadvantage: blankToNull(input.disadvantage),
    feedback: blankToNull(input.feedback),
    color: input.color,
    ...sinColumns(input.sin, cipher),
  };
}

/** A link a course edit made at the same moment is kept, not a duplicate-key error. */
async function linkCourses(tx: Transaction, teacherId: number, courseIds: number[]) {
  const unique = [...new Set(courseIds)];
  if (unique.length === 0) return;
  await tx
    .insert(courseTeachers)
    .values(unique.map((courseId) => ({ courseId, teacherId })))
    .onConflictDoNothing();
}

/** The sign-in account (ROLE_TEACHER), its profile and its courses, and its audit record: all or nothing. */
export async function createTeacher(db: Database, cipher: FieldCipher, input: CreateTeacherInput, actor: CurrentUser) {
  const fields = normaliseAccountFields(input);
  const passwordHash = await hashPassword(input.password);
  const id = await db
    .transaction(async (tx) => {
      await assertAccountFieldsFree(tx, fields);
      await assertCoursesExist(tx, input.courseIds);
      const [user] = await tx
        .insert(users)
        .values({
          ...accountColumns(fields),
          login: fields.login,
          passwordHash,
          role: 'ROLE_TEACHER',
          activated: input.activated,
        })
        .returning({ id: users.id });
      await tx.insert(teachers).values({ userId: user.id, ...profileColumns(fields, cipher) });
      await linkCourses(tx, user.id, input.courseIds ?? []);
      await recordTeacherCreated(tx, actor, user.id);
      return user.id;
    })
    .catch(rethrowAccountConflict);
  return getTeacher(db, id);
}

/** Locks the teacher's account row so concurrent edits and deletes of one teacher queue up. */
async function lockTeacher(tx: Executor, id: number) {
  const [row] = await tx
    .select({ id: users.id, activated: users.activated, sinEncrypted: teachers.sinEncrypted })
    .from(users)
    .innerJoin(teachers, eq(teachers.userId, users.id))
    .where(and(eq(users.id, id), isTeacher))
    .for('update', { of: users });
  if (!row) throw teacherNotFound();
  return row;
}

export async function updateTeacher(
  db: Database,
  cipher: FieldCipher,
  id: number,
  input: UpdateTeacherInput,
  actor: CurrentUser,
) {
  const fields = normaliseAccountFields(input);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await db
    .transaction(async (tx) => {
      const current = await lockTeacher(tx, id);
      const before = await getTeacher(tx, id);
      // A deactivated teacher can no longer sign in to confirm lessons, as after a delete.
      if (current.activated && input.activated === false) await assertNoOpenLessons(tx, id, { named: false });
      await assertAccountFieldsFree(tx, fields, id);
      await assertCoursesExist(tx, input.courseIds);
      // A new password or a deactivation ends the teacher's current sessions.
      const endsSessions = Boolean(passwordHash) || input.activated === false;
      await tx
        .update(users)
        .set({
          ...accountColumns(fields),
          activated: input.activated,
          // Activating a self-registered account through Edit is the administrator approving it.
          ...(input.activated === true && { awaitingApproval: false }),
          ...(passwordHash && { passwordHash }),
          ...(endsSessions && { tokenVersion: sql`${users.tokenVersion} + 1` }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
      await tx
        .update(teachers)
        .set({ ...profileColumns(fields, cipher), updatedAt: new Date() })
        .where(eq(teachers.userId, id));
      if (input.courseIds) {
        await tx.delete(courseTeachers).where(eq(courseTeachers.teacherId, id));
        await linkCourses(tx, id, input.courseIds);
      }
      const storedSin = current.sinEncrypted ? cipher.decrypt(current.sinEncrypted) : null;
      await recordTeacherUpdated(tx, actor, before, {
        password: Boolean(passwordHash),
        sin: fields.sin !== undefined && fields.sin !== storedSin,
      });
    })
    .catch(rethrowAccountConflict);
  return getTeacher(db, id);
}

/**
 * Soft delete, all or nothing: each account stops signing in for good and is no longer listed, but
 * its row and profile stay so terms, lessons and payroll history still name who taught. A deleted
 * teacher teaches no course any more, so their course links go.
 */
export async function deleteTeachers(db: Database, ids: number[], actor: CurrentUser) {
  const wanted = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, wanted), isTeacher))
      .orderBy(users.id)
      .for('update');
    if (found.length !== wanted.length) {
      if (wanted.length === 1) throw teacherNotFound();
      const known = new Set(found.map((row) => row.id));
      const missing = wanted.filter((id) => !known.has(id));
      throw new AppError('notfound', { message: `These teachers do not exist: ${missing.join(', ')}.` });
    }
    for (const id of wanted) await deleteOneTeacher(tx, actor, id, { named: wanted.length > 1 });
  });
}

const INCOMPLETE_LESSONS =
  'This teacher has incomplete lessons (past and not confirmed); confirm or cancel them first.';
const upcomingLessons = (count: number) =>
  `This teacher has ${count === 1 ? '1 upcoming lesson' : `${count} upcoming lessons`}; give them to another teacher or cancel them first.`;

/**
 * Refuses to take a teacher's sign-in away (delete or deactivate) while the teacher has incomplete
 * lessons (PLANNED and already ended): someone must confirm or cancel them first, or their students
 * are never charged. Refused too while PLANNED lessons are still to come (or under way): they would
 * stay on the timetable with a teacher who can no longer sign in to confirm them. `named` puts the
 * teacher's name in the message (a batch).
 */
async function assertNoOpenLessons(tx: Executor, id: number, { named }: { named: boolean }) {
  const [open] = await tx
    .select({
      name: displayNameSql,
      incomplete: sql<boolean>`bool_or(${schedules.endTime} < now())`,
      upcoming: sql<number>`(count(*) filter (where ${schedules.endTime} >= now()))::integer`,
    })
    .from(schedules)
    .innerJoin(users, eq(users.id, schedules.teacherId))
    .where(and(eq(schedules.teacherId, id), eq(schedules.status, 'PLANNED')))
    .groupBy(users.id);
  if (open) {
    const message = open.incomplete ? INCOMPLETE_LESSONS : upcomingLessons(open.upcoming);
    throw new AppError('ruleviolated', { message: named ? `${open.name}: ${message}` : message });
  }
}

/** One teacher's deletion; in a batch a refusal names the teacher, and the whole batch is refused. */
async function deleteOneTeacher(tx: Transaction, actor: CurrentUser, id: number, { named }: { named: boolean }) {
  await assertNoOpenLessons(tx, id, { named });
  const before = await getTeacher(tx, id);
  await softDeleteAccount(tx, id);
  await tx.delete(courseTeachers).where(eq(courseTeachers.teacherId, id));
  await recordTeacherDeleted(tx, actor, before);
}

/** The stored SIN in clear, for an administrator who asked for it (the route logs who and whose). */
export async function revealTeacherSin(db: Database, cipher: FieldCipher, id: number): Promise<string | null> {
  const [row] = await db
    .select({ sinEncrypted: teachers.sinEncrypted })
    .from(users)
    .innerJoin(teachers, eq(teachers.userId, users.id))
    .where(and(eq(users.id, id), isTeacher));
  if (!row) throw teacherNotFound();
  return row.sinEncrypted ? cipher.decrypt(row.sinEncrypted) : null;
}
