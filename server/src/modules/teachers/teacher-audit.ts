import type { Transaction } from '../../db/client';
import type { CurrentUser } from '../../lib/current-user';
import { changedFields, recordAuditEvent } from '../audit-log';
import { getTeacher } from './teacher-records';
import type { Teacher } from './teachers.schemas';

/**
 * What the audit trail keeps of a teacher: the account and the profile as the Teachers screen shows
 * them, the SIN only masked (as the list shows it) and the courses as one line; never a password.
 */
export function teacherAuditFields(teacher: Teacher): Record<string, unknown> {
  return {
    login: teacher.login,
    firstName: teacher.firstName,
    lastName: teacher.lastName,
    preferredName: teacher.preferredName,
    email: teacher.email,
    phone: teacher.phone,
    birthday: teacher.birthday,
    activated: teacher.activated,
    awaitingApproval: teacher.awaitingApproval,
    employeeId: teacher.employeeId,
    wechat: teacher.wechat,
    sin: teacher.sinMasked,
    payrollContact: teacher.payrollContact,
    hourlyRate: teacher.hourlyRate,
    operatingArea: teacher.operatingArea,
    advantage: teacher.advantage,
    disadvantage: teacher.disadvantage,
    feedback: teacher.feedback,
    color: teacher.color,
    courses: teacher.courses.map((course) => `${course.name} (#${course.id})`).join(', '),
  };
}

/** The fields that hold a value: what a new or deleted teacher is recorded with (empty ones are no change). */
export function filledFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== ''));
}

const nameOf = (teacher: Teacher) => [teacher.firstName, teacher.lastName].filter(Boolean).join(' ') || teacher.login;

/** A teacher created: every field given, in the transaction that created it. */
export async function recordTeacherCreated(tx: Transaction, actor: CurrentUser, id: number) {
  const created = await getTeacher(tx, id);
  await recordAuditEvent(tx, {
    action: 'teacher.create',
    recordType: 'teacher',
    recordId: id,
    summary: `Teacher ${nameOf(created)} (${created.login}) created`,
    after: filledFields(teacherAuditFields(created)),
    actorId: actor.id,
  });
}

/**
 * A teacher edited: only the fields that changed. Activating a self-registered account through Edit
 * is its approval, and says so. `secrets` names the password and SIN when they were replaced with a
 * value the masked fields cannot show. A save that changed nothing is not recorded.
 */
export async function recordTeacherUpdated(
  tx: Transaction,
  actor: CurrentUser,
  before: Teacher,
  secrets: { password: boolean; sin: boolean },
) {
  const after = await getTeacher(tx, before.id);
  const changed = changedFields(teacherAuditFields(before), teacherAuditFields(after));
  if (secrets.sin && !('sin' in changed.after)) {
    changed.before.sin = before.sinMasked;
    changed.after.sin = `${after.sinMasked ?? ''} (changed)`.trim();
  }
  if (secrets.password) changed.after.password = 'changed';
  if (Object.keys(changed.after).length === 0) return;
  const approved = before.awaitingApproval && !after.awaitingApproval;
  await recordAuditEvent(tx, {
    action: approved ? 'teacher.approve' : 'teacher.update',
    recordType: 'teacher',
    recordId: before.id,
    summary: approved
      ? `Teacher ${nameOf(after)} (${after.login}) approved through Edit`
      : `Teacher ${nameOf(after)} (${after.login}) edited`,
    ...changed,
    actorId: actor.id,
  });
}

/** A teacher deleted (kept, unlisted): who they were, as the trail last knew them. */
export async function recordTeacherDeleted(tx: Transaction, actor: CurrentUser, before: Teacher) {
  await recordAuditEvent(tx, {
    action: 'teacher.delete',
    recordType: 'teacher',
    recordId: before.id,
    summary: `Teacher ${nameOf(before)} (${before.login}) deleted`,
    before: filledFields(teacherAuditFields(before)),
    actorId: actor.id,
  });
}
