import { inArray } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { students } from '../../db/schema';
import type { CurrentUser } from '../../lib/current-user';
import { changedFields, recordAuditEvent } from '../audit-log';
import { toStudent, withReferrer } from './student-records';

type Student = ReturnType<typeof toStudent>;

/**
 * What the audit trail keeps of a student: the fields staff edit, the referral by name. Not the
 * voucher balance: each change of it is a ledger entry, which the trail reads where it is.
 */
export function studentAuditFields(student: Student): Record<string, unknown> {
  return {
    studentId: student.studentId,
    firstName: student.firstName,
    lastName: student.lastName,
    status: student.status,
    phone: student.phone,
    email: student.email,
    wechat: student.wechat,
    allowSms: student.allowSms,
    allowEmail: student.allowEmail,
    hourlyRate: student.hourlyRate,
    referral: student.referrer,
    startDate: student.startDate,
    comments: student.comments,
  };
}

const nameOf = (student: Student) => `${student.firstName} ${student.lastName} (${student.studentId})`;

/** The students as the trail shows them, by id; read in the caller's transaction. */
export async function studentsForAudit(tx: Executor, ids: number[]): Promise<Map<number, Student>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select(withReferrer).from(students).where(inArray(students.id, ids));
  return new Map(rows.map((row) => [row.id, toStudent(row)]));
}

export async function recordStudentCreated(tx: Transaction, actor: CurrentUser, id: number) {
  const created = (await studentsForAudit(tx, [id])).get(id);
  if (!created) return;
  const filled = Object.entries(studentAuditFields(created)).filter(([, value]) => value !== null && value !== '');
  await recordAuditEvent(tx, {
    action: 'student.create',
    recordType: 'student',
    recordId: id,
    summary: `Student ${nameOf(created)} added`,
    after: Object.fromEntries(filled),
    actorId: actor.id,
  });
}

/** A student edited or moved to another status: only the fields that changed; nothing changed, nothing recorded. */
export async function recordStudentChanged(
  tx: Transaction,
  actor: CurrentUser,
  before: Student,
  { action, summary }: { action: string; summary?: string },
) {
  const after = (await studentsForAudit(tx, [before.id])).get(before.id);
  if (!after) return;
  const changed = changedFields(studentAuditFields(before), studentAuditFields(after));
  if (Object.keys(changed.after).length === 0) return;
  await recordAuditEvent(tx, {
    action,
    recordType: 'student',
    recordId: before.id,
    summary: summary ?? `Student ${nameOf(after)} edited`,
    ...changed,
    actorId: actor.id,
  });
}

/** Students moved to another status (a batch): one entry each, written in one statement. */
export async function recordStatusChanges(
  tx: Transaction,
  actor: CurrentUser,
  ids: number[],
  was: Map<number, { status: string; studentId: string; firstName: string; lastName: string }>,
  to: string,
) {
  const unbound = to === 'inactive' ? '; their places on lessons still to come were given up' : '';
  await recordAuditEvent(
    tx,
    ids.flatMap((id) => {
      const student = was.get(id);
      if (!student) return [];
      return {
        action: 'student.status-change',
        recordType: 'student',
        recordId: id,
        summary: `Student ${student.firstName} ${student.lastName} (${student.studentId}): ${student.status} → ${to}${unbound}`,
        before: { status: student.status },
        after: { status: to },
        actorId: actor.id,
      };
    }),
  );
}
