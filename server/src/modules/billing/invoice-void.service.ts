import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingInvoices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { centsOf } from '../../lib/money';
import { recordAuditEvent } from '../audit-log';
import { lockAccount } from './billing-account';
import { postCredit } from './credit.service';
import { invoiceNumberOf, readInvoice } from './invoice-records';

export const VOID_MESSAGES = {
  paid: 'A paid invoice cannot be voided: it was charged to the card. To give money back, add credit on Credit Balance History.',
  paying: 'A card payment of this invoice is under way: it can be voided once that payment has failed.',
  already: 'This invoice is already void.',
} as const;

/**
 * A system user cancels an invoice made by mistake (issue 31 item 3): it becomes VOID with the reason,
 * is never charged, and its dates are free for a new invoice. The credit it used goes back to the
 * balance as an ADD entry naming the invoice, in the same transaction, under the account lock that
 * every credit change takes. An invoice paid by card cannot be voided (the money has moved; credit is
 * the way back), nor one with a payment under way; one settled wholly by credit (nothing charged) can.
 */
export async function voidInvoice(db: Database, id: number, reason: string, userId: number | null) {
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx);
    const row = await readInvoice(tx, id);
    if (row.status === 'VOID') throw new AppError('conflict', { message: VOID_MESSAGES.already });
    const settledByCredit = row.status === 'PAID' && row.providerPayment === null && centsOf(row.total) === 0n;
    if (row.status === 'PAID' && !settledByCredit) throw new AppError('ruleviolated', { message: VOID_MESSAGES.paid });
    // The status is checked again in the update: a Pay that claimed the invoice meanwhile wins.
    const [voided] = await tx
      .update(billingInvoices)
      .set({ status: 'VOID', voidReason: reason, voidedAt: sql`now()`, voidedBy: userId, actionUrl: null })
      .where(
        and(
          eq(billingInvoices.id, id),
          inArray(billingInvoices.status, settledByCredit ? ['PAID'] : ['UNPAID', 'FAILED']),
        ),
      )
      .returning();
    if (!voided) throw new AppError('ruleviolated', { message: VOID_MESSAGES.paying });
    const number = invoiceNumberOf(id);
    const credit = centsOf(row.credit);
    if (credit > 0n)
      await postCredit(
        tx,
        account.creditBalance,
        {
          type: 'ADD',
          amount: row.credit,
          change: credit,
          invoiceId: id,
          comments: `Credit returned: ${number} voided`,
        },
        userId,
      );
    await recordAuditEvent(tx, {
      action: 'invoice.void',
      recordType: 'invoice',
      recordId: id,
      summary: `${number} voided: ${reason}`,
      before: { status: row.status },
      after: { status: 'VOID', voidReason: reason, creditReturned: row.credit },
      actorId: userId,
    });
  });
}
