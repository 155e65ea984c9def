import type { Transaction } from '../../../db/client';
import type { BillingInvoiceRow } from '../../../db/schema';
import { recordAuditEvent } from '../../audit-log';

/**
 * One step of an invoice's card payment on the audit trail (a charge started, paid, failed), in the
 * transaction that moved the invoice: who pressed Pay (null for the period-end run or the provider's
 * own word), the attempt and the amount.
 */
export function recordInvoiceEvent(
  tx: Transaction,
  invoice: BillingInvoiceRow,
  event: { action: string; summary: string; actorId: number | null },
) {
  return recordAuditEvent(tx, {
    action: event.action,
    recordType: 'invoice',
    recordId: invoice.id,
    summary: event.summary,
    after: {
      status: invoice.status,
      attempt: invoice.chargeAttempt,
      total: invoice.total,
      currency: invoice.currency,
      providerPayment: invoice.providerPayment,
    },
    actorId: event.actorId,
  });
}
