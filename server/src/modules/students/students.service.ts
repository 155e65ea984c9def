import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { referrals, students } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { isUniqueViolation } from '../../lib/db-errors';
import { normalisePhone } from '../../lib/validation';
import { recordMailEvent } from '../messaging';
import { emitStudentEvents } from '../webhooks';
import { recordStudentChanged, recordStudentCreated, studentsForAudit } from './student-audit';
import { lockStudentNumbers, nextStudentNumber } from './student-number';
import { toStudent, withReferrer } from './student-records';
import type { CreateStudentInput, UpdateStudentInput } from './students.schemas';

export async function getStudent(db: Executor, id: number) {
  const [row] = await db.select(withReferrer).from(students).where(eq(students.id, id));
  if (!row) throw new AppError('notfound', { message: 'This student does not exist.' });
  return toStudent(row);
}

/** A taken student number: a 409 on its field, so the form shows it there. */
const studentIdTaken = () => fieldError('conflict', 'studentId', 'Student ID already exists');

function rethrowStudentIdTaken(error: unknown): never {
  if (isUniqueViolation(error, 'students_student_id_unique')) throw studentIdTaken();
  throw error;
}

async function assertReferralExists(db: Executor, referralId: number | null | undefined) {
  if (!referralId) return;
  const [row] = await db.select({ id: referrals.id }).from(referrals).where(eq(referrals.id, referralId));
  if (!row) throw fieldError('validation', 'referralId', 'This referral does not exist');
}

async function assertStudentIdFree(db: Executor, studentId: string, exceptId?: number) {
  const [taken] = await db.select({ id: students.id }).from(students).where(eq(students.studentId, studentId));
  if (taken && taken.id !== exceptId) throw studentIdTaken();
}

function valuesOf(input: Omit<UpdateStudentInput, 'studentId'>) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    referralId: input.referralId ?? null,
    startDate: input.startDate ?? null,
    wechat: input.wechat || null,
    phone: input.phone ? normalisePhone(input.phone) : null,
    email: input.email ? input.email.toLowerCase() : null,
    comments: input.comments || null,
    allowSms: input.allowSms,
    allowEmail: input.allowEmail,
    hourlyRate: input.hourlyRate ?? null,
  };
}

/** A blank student number is assigned the next free one; a typed one must be free. */
export async function createStudent(db: Database, actor: CurrentUser, input: CreateStudentInput) {
  const { studentId: typed, ...rest } = input;
  const id = await db
    .transaction(async (tx) => {
      await assertReferralExists(tx, rest.referralId);
      await lockStudentNumbers(tx);
      if (typed) await assertStudentIdFree(tx, typed);
      const studentId = typed || (await nextStudentNumber(tx));
      const [row] = await tx
        .insert(students)
        .values({ ...valuesOf(rest), studentId, createdBy: actor.id })
        .returning({ id: students.id });
      await recordMailEvent(tx, 'welcome', row.id, actor.id);
      await recordStudentCreated(tx, actor, row.id);
      await emitStudentEvents(tx, 'student.created', [row.id]);
      return row.id;
    })
    .catch(rethrowStudentIdTaken);
  return getStudent(db, id);
}

export async function updateStudent(db: Database, id: number, input: UpdateStudentInput, actor: CurrentUser) {
  await db
    .transaction(async (tx) => {
      const [current] = await tx.select({ id: students.id }).from(students).where(eq(students.id, id)).for('update');
      if (!current) throw new AppError('notfound', { message: 'This student does not exist.' });
      const before = (await studentsForAudit(tx, [id])).get(id);
      await assertReferralExists(tx, input.referralId);
      await lockStudentNumbers(tx);
      await assertStudentIdFree(tx, input.studentId, id);
      await tx
        .update(students)
        .set({ ...valuesOf(input), studentId: input.studentId, updatedAt: new Date() })
        .where(eq(students.id, id));
      if (before) await recordStudentChanged(tx, actor, before, { action: 'student.update' });
    })
    .catch(rethrowStudentIdTaken);
  return getStudent(db, id);
}
