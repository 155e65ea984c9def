import dayjs from 'dayjs';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { students, type TermRegisterRow, type TermRow, termRegisters, voucherLedgerEntries } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { sameAmount } from '../../lib/money';
import { assertCourseUsable, assertTeacherUsable, lockTerm } from '../terms';
import { recordPayment } from './term-register-payments';
import { getTermRegister, lockTermRegister } from './term-register-queries';
import type { CreateTermRegisterInput, UpdateTermRegisterInput } from './term-registers.schemas';

export const ALREADY_REGISTERED = 'This student is already registered in this term';

/** 409 `conflict` naming studentId: the form shows it on the student field. */
const alreadyRegistered = () => fieldError('conflict', 'studentId', ALREADY_REGISTERED);

/** The term's row, locked so two registrations of one student in it cannot both pass the duplicate check. */
async function lockedTermOf(tx: Transaction, termId: number) {
  const term = await lockTerm(tx, termId);
  if (!term) throw fieldError('validation', 'termId', 'This term does not exist');
  return term;
}

/**
 * Teacher and course sent as null are none. Left out, they default to the term's, or on an edit that
 * keeps the term, to the register's own. `current` is the register being edited: its own teacher and
 * course stay acceptable even if they were deleted since.
 */
async function teacherAndCourseOf(
  tx: Transaction,
  input: UpdateTermRegisterInput,
  term: TermRow,
  current?: TermRegisterRow,
) {
  if (input.teacherId) await assertTeacherUsable(tx, input.teacherId, current?.teacherId);
  if (input.courseId) await assertCourseUsable(tx, input.courseId, current?.courseId);
  const defaults = current && current.termId === term.id ? current : term;
  return {
    teacherId: input.teacherId === undefined ? defaults.teacherId : input.teacherId,
    courseId: input.courseId === undefined ? defaults.courseId : input.courseId,
  };
}

// Checked under the term's lock for the field's message; the unique index (term_id, student_id) backs it.
async function assertNotRegistered(tx: Transaction, termId: number, studentId: number, exceptId?: number) {
  const [{ existing }] = await tx
    .select({ existing: count() })
    .from(termRegisters)
    .where(
      and(
        eq(termRegisters.termId, termId),
        eq(termRegisters.studentId, studentId),
        exceptId ? ne(termRegisters.id, exceptId) : undefined,
      ),
    );
  if (existing > 0) throw alreadyRegistered();
}

export async function createTermRegister(db: Database, actor: CurrentUser, input: CreateTermRegisterInput) {
  return db.transaction(async (tx) => {
    const term = await lockedTermOf(tx, input.termId);
    // KEY SHARE: a deactivation under way (it locks the student FOR UPDATE) finishes first, and its
    // status is the one checked; nobody inactive gets registered, or charged for it.
    const [student] = await tx
      .select({ id: students.id, status: students.status })
      .from(students)
      .where(eq(students.id, input.studentId))
      .for('key share');
    if (!student) throw fieldError('validation', 'studentId', 'This student does not exist');
    if (student.status !== 'active') {
      throw new AppError('ruleviolated', {
        message: `This student is ${student.status}; only active students can be registered in a term.`,
      });
    }
    const { teacherId, courseId } = await teacherAndCourseOf(tx, input, term);
    await assertNotRegistered(tx, term.id, student.id);
    const [register] = await tx
      .insert(termRegisters)
      .values({
        termId: term.id,
        studentId: student.id,
        teacherId,
        courseId,
        paymentType: input.paymentType,
        price: input.price,
        comments: input.comments || null,
        createDate: input.createDate ?? dayjs().format('YYYY-MM-DD'),
      })
      .returning();
    if (input.paid) await recordPayment(tx, actor, register, input.paymentType);
    return getTermRegister(tx, register.id);
  });
}

/**
 * An edit replaces the editable fields. Once paid, what was paid for is fixed (a voucher charge was
 * taken for it): only comments may change, until an administrator marks it unpaid.
 */
export async function updateTermRegister(db: Database, id: number, input: UpdateTermRegisterInput) {
  return db.transaction(async (tx) => {
    const current = await lockTermRegister(tx, id);
    const term = await lockedTermOf(tx, input.termId);
    const next = {
      termId: term.id,
      ...(await teacherAndCourseOf(tx, input, term, current)),
      paymentType: input.paymentType,
      price: input.price,
      createDate: input.createDate ?? current.createDate,
    };
    if (current.paid) {
      const changed =
        next.termId !== current.termId ||
        next.teacherId !== current.teacherId ||
        next.courseId !== current.courseId ||
        next.paymentType !== current.paymentType ||
        !sameAmount(next.price, current.price) ||
        next.createDate !== current.createDate;
      if (changed) {
        throw new AppError('ruleviolated', {
          message: 'This term register is paid: only its comments can be changed. Mark it unpaid first.',
        });
      }
    }
    if (next.termId !== current.termId) await assertNotRegistered(tx, next.termId, current.studentId, id);
    await tx
      .update(termRegisters)
      .set({ ...next, comments: input.comments || null, updatedAt: new Date() })
      .where(eq(termRegisters.id, id));
    return getTermRegister(tx, id);
  });
}

/** Only an unpaid register that never touched the ledger can go: the voucher history must stay whole. */
export async function deleteTermRegister(db: Database, id: number) {
  await db.transaction(async (tx) => {
    const register = await lockTermRegister(tx, id);
    if (register.paid) {
      throw new AppError('ruleviolated', {
        message: 'A paid term register cannot be deleted. Mark it unpaid first.',
      });
    }
    const [{ entries }] = await tx
      .select({ entries: count() })
      .from(voucherLedgerEntries)
      .where(eq(voucherLedgerEntries.termRegisterId, id));
    if (entries > 0) {
      throw new AppError('ruleviolated', {
        message: 'This term register has voucher history (a charge and its reversal) and cannot be deleted.',
      });
    }
    await tx.delete(termRegisters).where(eq(termRegisters.id, id));
  });
}
