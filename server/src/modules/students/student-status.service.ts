import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { type StudentRow, type StudentStatus, scheduleStudents, schedules, students } from '../../db/schema';
import type { CurrentUser } from '../../lib/current-user';
import { OK } from '../../lib/responses';
import { recordStatusChanges } from './student-audit';
import type { StudentUnchanged } from './students.schemas';

type Locked = Pick<StudentRow, 'id' | 'status'>;

/**
 * Why one student keeps their status, or undefined when the change may go ahead. A student with
 * incomplete lessons (past and still unconfirmed) is not deactivated: those lessons still have to be
 * confirmed and charged, which makes a deactivation partial.
 */
function whyUnchanged(student: Locked, to: StudentStatus, incomplete: number): StudentUnchanged | undefined {
  if (student.status === to) return { id: student.id, code: 'sameStatus', reason: `The student is already ${to}.` };
  if (to === 'inactive' && incomplete > 0)
    return {
      id: student.id,
      code: 'incompleteSchedules',
      reason: `The student has ${incomplete} incomplete lesson(s) (past and not confirmed); confirm or cancel them first.`,
    };
  return undefined;
}

/** How many incomplete lessons (PLANNED, already ended) each of the students is booked on. */
async function incompleteLessons(tx: Transaction, studentIds: number[]): Promise<Map<number, number>> {
  if (studentIds.length === 0) return new Map();
  const rows = await tx
    .select({ studentId: scheduleStudents.studentId, lessons: count() })
    .from(scheduleStudents)
    .innerJoin(schedules, eq(schedules.id, scheduleStudents.scheduleId))
    .where(
      and(
        inArray(scheduleStudents.studentId, studentIds),
        eq(schedules.status, 'PLANNED'),
        lt(schedules.endTime, sql`now()`),
      ),
    )
    .groupBy(scheduleStudents.studentId);
  return new Map(rows.map((row) => [row.studentId, row.lessons]));
}

/** A deactivated student no longer holds a place on lessons still to come (PLANNED, not yet started). */
async function unbindFromFutureLessons(tx: Transaction, studentIds: number[]) {
  // A join (USING) rather than IN (all future lessons): it starts from these students' bookings.
  await tx.execute(sql`
    delete from ${scheduleStudents} using ${schedules}
    where ${schedules.id} = ${scheduleStudents.scheduleId} and ${inArray(scheduleStudents.studentId, studentIds)}
      and ${schedules.status} = 'PLANNED' and ${schedules.startTime} > now()`);
}

/**
 * Moves each named student to `to` unless a rule keeps them as they are; the others still change
 * (a batch partly succeeds). Rows are locked in id order, so two batches over the same students
 * queue instead of deadlocking. Ids that are not students are reported, not fatal: a stale list
 * must not block the rest of the batch. Students deactivated lose their places on lessons still to
 * come, in the same transaction. Each student changed is on the audit trail, saved with the change.
 */
export async function changeStudentStatus(db: Database, ids: number[], to: StudentStatus, actor: CurrentUser) {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({
        id: students.id,
        status: students.status,
        studentId: students.studentId,
        firstName: students.firstName,
        lastName: students.lastName,
      })
      .from(students)
      .where(inArray(students.id, wanted))
      .orderBy(asc(students.id))
      .for('update');
    const byId = new Map(found.map((row) => [row.id, row]));
    const incomplete = to === 'inactive' ? await incompleteLessons(tx, wanted) : new Map<number, number>();
    const changed: number[] = [];
    const unchanged: StudentUnchanged[] = [];
    for (const id of wanted) {
      const student = byId.get(id);
      const blocked = student
        ? whyUnchanged(student, to, incomplete.get(id) ?? 0)
        : { id, code: 'notfound' as const, reason: 'This student does not exist.' };
      if (blocked) unchanged.push(blocked);
      else changed.push(id);
    }
    if (changed.length > 0) {
      await tx.update(students).set({ status: to, updatedAt: new Date() }).where(inArray(students.id, changed));
      if (to === 'inactive') await unbindFromFutureLessons(tx, changed);
      await recordStatusChanges(tx, actor, changed, byId, to);
    }
    return { ...OK, changed, unchanged };
  });
}
