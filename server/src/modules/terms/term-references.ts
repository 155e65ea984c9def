/**
 * Checks shared by terms and term registers: both point at a course and a teacher. Exported for the
 * term-registers module.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, teachers, users } from '../../db/schema';
import { fieldError } from '../../lib/app-error';

/**
 * The course must exist and not be deleted. `keep` is the record's current course: an edit that
 * leaves it unchanged is allowed even if the course was deleted since, so old records stay editable.
 */
export async function assertCourseUsable(db: Executor, courseId: number, keep?: number | null) {
  if (courseId === keep) return;
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), isNull(courses.deletedAt)));
  if (!row) throw fieldError('validation', 'courseId', 'This course does not exist');
}

/**
 * The teacher must have a profile and an activated account (the pickers offer only those: a
 * deactivated or deleted teacher cannot sign in to confirm lessons); `keep` as for courses. The
 * account row is held (KEY SHARE) until the transaction ends, so a concurrent deactivation or delete,
 * which checks the teacher's open lessons under its own lock, waits for this one and sees its lesson,
 * or this one waits and sees the teacher gone.
 */
export async function assertTeacherUsable(db: Executor, teacherId: number, keep?: number | null) {
  if (teacherId === keep) return;
  const [row] = await db
    .select({ activated: users.activated })
    .from(teachers)
    .innerJoin(users, eq(users.id, teachers.userId))
    .where(and(eq(teachers.userId, teacherId), isNull(users.deletedAt)))
    .for('key share', { of: users });
  if (!row) throw fieldError('validation', 'teacherId', 'This teacher does not exist');
  if (!row.activated) throw fieldError('validation', 'teacherId', 'This teacher is deactivated');
}
