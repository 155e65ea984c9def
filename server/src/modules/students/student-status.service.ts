import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type StudentRow, type StudentStatus, students } from '../../db/schema';
import type { StudentUnchanged } from './students.schemas';

type Locked = Pick<StudentRow, 'id' | 'status'>;

/**
 * Why one student keeps their status, or undefined when the change may go ahead. This is the
 * per-student rule the batch applies; scheduling (issue 4) adds here that a student with incomplete
 * schedules is not deactivated (code `incompleteSchedules`), which makes a deactivation partial, and
 * unbinds the deactivated ones from their schedules in the same transaction.
 */
function whyUnchanged(student: Locked, to: StudentStatus): StudentUnchanged | undefined {
  if (student.status === to) return { id: student.id, code: 'sameStatus', reason: `The student is already ${to}.` };
  return undefined;
}

/**
 * Moves each named student to `to` unless a rule keeps them as they are; the others still change
 * (a batch partly succeeds). Rows are locked in id order, so two batches over the same students
 * queue instead of deadlocking. Ids that are not students are reported, not fatal: a stale list
 * must not block the rest of the batch.
 */
export async function changeStudentStatus(db: Database, ids: number[], to: StudentStatus) {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: students.id, status: students.status })
      .from(students)
      .where(inArray(students.id, wanted))
      .orderBy(asc(students.id))
      .for('update');
    const byId = new Map(found.map((row) => [row.id, row]));
    const changed: number[] = [];
    const unchanged: StudentUnchanged[] = [];
    for (const id of wanted) {
      const student = byId.get(id);
      const blocked = student
        ? whyUnchanged(student, to)
        : { id, code: 'notfound' as const, reason: 'This student does not exist.' };
      if (blocked) unchanged.push(blocked);
      else changed.push(id);
    }
    if (changed.length > 0) {
      await tx.update(students).set({ status: to, updatedAt: new Date() }).where(inArray(students.id, changed));
    }
    return { success: true as const, changed, unchanged };
  });
}
