import { and, eq, inArray, sql } from 'drizzle-orm';
import { students, voucherOrders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { centsOf } from '../../lib/money';
import { recordAuditEvent } from '../audit-log';
import { purchaseEntryOf, reverseLedgerEntryIn } from '../vouchers';
import { centreProvider, type PaymentsContext } from './online-payment-settings.service';

/**
 * Refunds an online purchase (docs/decisions.md, "Online voucher payments: refunds"): first, in one
 * transaction, the purchase and its gift are reversed through the ledger's own reversal code and the
 * order becomes REFUNDING (so the vouchers cannot be spent while the money goes back, and a second
 * press finds it); then the money goes back through the provider under one idempotency key per order,
 * so pressing again after a failure or a lost answer refunds once. A purchase the vouchers were already
 * spent from is refused by the reversal (the balance cannot go below zero) and nothing is sent.
 */
export async function refundOnlinePurchase(ctx: PaymentsContext, actorId: number, purchaseId: number, reason: string) {
  const [order] = await ctx.db.select().from(voucherOrders).where(eq(voucherOrders.purchaseId, purchaseId));
  if (!order?.providerPayment)
    throw new AppError('notfound', { message: 'This purchase was not paid online: refund it the way it was paid.' });
  if (order.status === 'PAID') {
    await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(voucherOrders)
        .set({ status: 'REFUNDING', refundedBy: actorId, updatedAt: sql`now()` })
        .where(and(eq(voucherOrders.id, order.id), eq(voucherOrders.status, 'PAID')))
        .returning();
      if (!claimed) return;
      // Already reversed by hand in the ledger: the vouchers are back already, only the money is owed.
      const entryId = await purchaseEntryOf(tx, purchaseId);
      if (entryId !== null) await reverseLedgerEntryIn(tx, actorId, entryId, `Refunded to the card: ${reason}`);
      await recordAuditEvent(tx, {
        action: 'voucher.online-refund',
        recordType: 'student-vouchers',
        recordId: order.studentId,
        summary: `Online purchase #${purchaseId} refunded to the card (${order.price} ${order.currency}): ${reason}`,
        actorId,
      });
    });
  }
  const [current] = await ctx.db.select().from(voucherOrders).where(eq(voucherOrders.id, order.id));
  if (current.status === 'REFUNDING') {
    const provider = await centreProvider(ctx);
    const outcome = await provider
      .refund({
        reference: current.providerPayment as string,
        amountCents: centsOf(current.price),
        idempotencyKey: `voucher-order-${current.id}-refund`,
      })
      .catch(() => ({ status: 'failed' as const, message: 'The card provider did not answer: try again.' }));
    await ctx.db
      .update(voucherOrders)
      .set(
        outcome.status === 'succeeded'
          ? { status: 'REFUNDED', refundMessage: null, updatedAt: sql`now()` }
          : { refundMessage: outcome.message, updatedAt: sql`now()` },
      )
      .where(and(eq(voucherOrders.id, current.id), inArray(voucherOrders.status, ['REFUNDING'])));
  }
  const [after] = await ctx.db.select().from(voucherOrders).where(eq(voucherOrders.id, order.id));
  const [student] = await ctx.db
    .select({ balance: students.voucherBalance })
    .from(students)
    .where(eq(students.id, after.studentId));
  return {
    purchaseId,
    status: after.status as 'REFUNDED' | 'REFUNDING',
    message: after.refundMessage,
    balance: student.balance,
  };
}
