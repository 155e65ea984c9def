import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { familyLinks, students } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The students the signed-in family account may see: read from its links, never from the request. */
export async function linkedStudents(db: Executor, userId: number) {
  return db
    .select({
      id: students.id,
      studentId: students.studentId,
      firstName: students.firstName,
      lastName: students.lastName,
      voucherBalance: students.voucherBalance,
      allowEmail: students.allowEmail,
      allowSms: students.allowSms,
    })
    .from(familyLinks)
    .innerJoin(students, eq(students.id, familyLinks.studentId))
    .where(eq(familyLinks.userId, userId))
    .orderBy(students.firstName, students.id);
}

/**
 * A student id the request names, accepted only when linked to the caller. Another family's student
 * answers 404, like one that does not exist: the portal does not confirm which ids are real.
 */
export async function assertLinked(db: Executor, userId: number, studentId: number): Promise<void> {
  const [link] = await db
    .select({ studentId: familyLinks.studentId })
    .from(familyLinks)
    .where(and(eq(familyLinks.userId, userId), eq(familyLinks.studentId, studentId)));
  if (!link) throw new AppError('notfound');
}
