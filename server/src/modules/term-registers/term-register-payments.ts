/**
 * Paying and un-paying a term register. With VOUCHER the price is charged to the student's voucher
 * balance through the ledger, in the same transaction that marks the register paid, so a register is
 * never paid without its charge nor charged without being paid.
 */
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { type PaymentType, type TermRegisterRow, termRegisters } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { recordAuditEvent } from '../audit-log';
import { postLedgerEntry, postReversal } from '../vouchers';
import { emitWebhookEvent } from '../webhooks';
import { activeChargeIdSql, getTermRegister, lockTermRegister } from './term-register-queries';
import type { PayTermRegisterInput, UnpayTermRegisterInput } from './term-registers.schemas';

const isZero = (amount: string) => /^0*(\.0*)?$/.test(amount);

/**
 * Marks a locked, unpaid register paid. A VOUCHER payment of a non-zero price posts the charge
 * (amount = -price); the ledger lets a charge take the balance below zero (the term is given and the
 * debt shows), so this never fails for lack of vouchers.
 */
export async function recordPayment(
  tx: Transaction,
  actor: CurrentUser,
  register: TermRegisterRow,
  paymentType: PaymentType,
) {
  if (paymentType === 'VOUCHER' && !isZero(register.price)) {
    const { termLabel } = await getTermRegister(tx, register.id);
    await postLedgerEntry(tx, {
      studentId: register.studentId,
      kind: 'charge',
      amount: `-${register.price}`,
      reason: `Term register #${register.id}: ${termLabel}`,
      termRegisterId: register.id,
      createdBy: actor.id,
    });
  }
  await tx
    .update(termRegisters)
    .set({ paid: true, paidAt: new Date(), paidBy: actor.id, paymentType, updatedAt: new Date() })
    .where(eq(termRegisters.id, register.id));
  await recordAuditEvent(tx, {
    action: 'term-register.pay',
    recordType: 'term-register',
    recordId: register.id,
    summary: `Term register #${register.id} paid (${paymentType}, ${register.price})`,
    before: { paid: false },
    after: { paid: true, paymentType, price: register.price },
    actorId: actor.id,
  });
  await emitWebhookEvent(tx, 'term_register.paid', {
    termRegisterId: register.id,
    studentId: register.studentId,
    termId: register.termId,
    paymentType,
  });
}

/** Two clerks pressing "Mark paid" at once: the row lock makes the second one see it paid (422). */
export async function markTermRegisterPaid(db: Database, actor: CurrentUser, id: number, input: PayTermRegisterInput) {
  return db.transaction(async (tx) => {
    const register = await lockTermRegister(tx, id);
    if (register.paid) throw new AppError('ruleviolated', { message: 'This term register is already paid.' });
    await recordPayment(tx, actor, register, input.paymentType ?? register.paymentType);
    return getTermRegister(tx, id);
  });
}

/**
 * Undoes a payment (administrators only). A voucher charge is reversed by a new ledger entry that
 * names it, so the student's history shows both the charge and why it was given back.
 */
export async function unpayTermRegister(db: Database, actor: CurrentUser, id: number, input: UnpayTermRegisterInput) {
  return db.transaction(async (tx) => {
    const register = await lockTermRegister(tx, id);
    if (!register.paid) throw new AppError('ruleviolated', { message: 'This term register is not paid.' });
    const [{ chargeId }] = await tx
      .select({ chargeId: activeChargeIdSql })
      .from(termRegisters)
      .where(eq(termRegisters.id, id));
    if (chargeId !== null) {
      await postReversal(tx, chargeId, `Term register #${id} marked unpaid: ${input.reason}`, actor.id);
    }
    await tx
      .update(termRegisters)
      .set({ paid: false, paidAt: null, paidBy: null, updatedAt: new Date() })
      .where(eq(termRegisters.id, id));
    await recordAuditEvent(tx, {
      action: 'term-register.unpay',
      recordType: 'term-register',
      recordId: id,
      summary: `Term register #${id} marked unpaid: ${input.reason}`,
      before: { paid: true, paymentType: register.paymentType, price: register.price },
      after: { paid: false },
      actorId: actor.id,
    });
    return getTermRegister(tx, id);
  });
}
