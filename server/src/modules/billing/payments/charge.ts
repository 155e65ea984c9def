import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type BillingInvoiceRow, billingInvoices } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { centsOf } from '../../../lib/money';
import { readAccount } from '../billing-account';
import { readInvoice } from '../invoice-records';
import type { ChargeOutcome, PaymentProvider } from './provider';

/**
 * An attempt left PROCESSING this long (the process died between claiming it and recording the
 * provider's answer) may be taken over by the next payer or run, with the same idempotency key.
 */
export const STALE_ATTEMPT_MS = 5 * 60 * 1000;

export const idempotencyKeyOf = (invoiceId: number, attempt: number) => `invoice-${invoiceId}-attempt-${attempt}`;

export type PayOutcome = 'PAID' | 'FAILED' | 'REQUIRES_ACTION' | 'PROCESSING';

/**
 * Claims the invoice for one charge attempt: a single UPDATE that only one caller can win, from UNPAID
 * or FAILED to PROCESSING with the attempt number raised, or taking over a stale PROCESSING attempt
 * (same number, so the same idempotency key). Two tabs, a double click or a run and a person at the
 * same moment: one wins, the others see PROCESSING or PAID and charge nothing.
 */
async function claim(db: Database, invoiceId: number, staleMs: number): Promise<BillingInvoiceRow | undefined> {
  const [fresh] = await db
    .update(billingInvoices)
    .set({
      status: 'PROCESSING',
      chargeAttempt: sql`${billingInvoices.chargeAttempt} + 1`,
      chargeStartedAt: sql`now()`,
      failureMessage: null,
      actionUrl: null,
    })
    .where(and(eq(billingInvoices.id, invoiceId), inArray(billingInvoices.status, ['UNPAID', 'FAILED'])))
    .returning();
  if (fresh) return fresh;
  const staleBefore = new Date(Date.now() - staleMs).toISOString();
  const [stale] = await db
    .update(billingInvoices)
    .set({ chargeStartedAt: sql`now()` })
    .where(
      and(
        eq(billingInvoices.id, invoiceId),
        eq(billingInvoices.status, 'PROCESSING'),
        lt(billingInvoices.chargeStartedAt, sql`${staleBefore}::timestamptz`),
      ),
    )
    .returning();
  return stale;
}

/** Records the provider's answer for the attempt that was claimed, and only for it. */
async function record(db: Database, invoice: BillingInvoiceRow, outcome: ChargeOutcome) {
  const base = and(
    eq(billingInvoices.id, invoice.id),
    eq(billingInvoices.status, 'PROCESSING'),
    eq(billingInvoices.chargeAttempt, invoice.chargeAttempt),
  );
  const values =
    outcome.status === 'succeeded'
      ? { status: 'PAID' as const, paidAt: sql`now()`, providerPayment: outcome.reference, failureMessage: null }
      : outcome.status === 'failed'
        ? { status: 'FAILED' as const, providerPayment: outcome.reference, failureMessage: outcome.message }
        : { status: 'REQUIRES_ACTION' as const, providerPayment: outcome.reference, actionUrl: outcome.actionUrl };
  await db.update(billingInvoices).set(values).where(base);
}

export type PayOptions = {
  offSession: boolean;
  returnUrl: string;
  publicUrl: string;
  /** When an unanswered attempt counts as stale (BILLING_ATTEMPT_SECONDS); default STALE_ATTEMPT_MS. */
  staleAttemptMs?: number;
};

/**
 * Charges an invoice's total to the card on file, exactly once: the claim above decides who charges,
 * the provider's idempotency key makes a repeated attempt (a retry after a timeout, a takeover after a
 * crash) return the first answer, and no transaction is held open across the provider call.
 */
export async function chargeInvoice(db: Database, provider: PaymentProvider, invoiceId: number, options: PayOptions) {
  const current = await readInvoice(db, invoiceId);
  if (current.status === 'PAID') return { outcome: 'PAID' as PayOutcome, invoiceId };
  if (current.status === 'VOID')
    throw new AppError('ruleviolated', { message: 'This invoice is void: nothing is owed.' });
  if (centsOf(current.total) === 0n)
    throw new AppError('ruleviolated', { message: 'Nothing is left to pay on this invoice.' });
  const account = await readAccount(db);
  if (!account?.providerPaymentMethod)
    throw new AppError('ruleviolated', {
      message: 'Failed to charge invoice: there is no card on file. Add a card first.',
    });
  if (current.status === 'REQUIRES_ACTION') return { outcome: 'REQUIRES_ACTION' as PayOutcome, invoiceId };
  const claimed = await claim(db, invoiceId, options.staleAttemptMs ?? STALE_ATTEMPT_MS);
  if (!claimed) {
    const now = await readInvoice(db, invoiceId);
    return { outcome: (now.status === 'UNPAID' ? 'PROCESSING' : now.status) as PayOutcome, invoiceId };
  }
  let outcome: ChargeOutcome;
  try {
    outcome = await provider.charge({
      invoiceId,
      amountCents: centsOf(claimed.total),
      currency: claimed.currency,
      paymentMethod: account.providerPaymentMethod,
      customer: account.providerCustomer,
      idempotencyKey: idempotencyKeyOf(invoiceId, claimed.chargeAttempt),
      offSession: options.offSession,
      returnUrl: `${options.publicUrl}${options.returnUrl}${options.returnUrl.includes('?') ? '&' : '?'}invoice=${invoiceId}`,
    });
  } catch {
    // The provider's answer is unknown (a timeout): the invoice stays PROCESSING and a later attempt
    // takes it over with the same key, so the provider charges at most once.
    return { outcome: 'PROCESSING' as PayOutcome, invoiceId };
  }
  await record(db, claimed, outcome);
  const after = await readInvoice(db, invoiceId);
  return { outcome: after.status === 'UNPAID' ? 'PROCESSING' : (after.status as PayOutcome), invoiceId };
}

/**
 * The provider's later word on a payment (the local authentication page, a Stripe webhook), found by
 * its reference or, when the attempt's answer was never recorded (a timeout, a crash), by the invoice
 * id the payment carries. Only an invoice still waiting on a payment changes, so a second delivery of
 * the same news changes nothing.
 */
export async function settleProviderPayment(
  db: Database,
  payment: { reference: string; invoiceId?: number },
  result: { succeeded: true } | { succeeded: false; message: string },
) {
  // A failure counts only for the attempt it names; a success of any payment for the invoice means it is paid.
  const which =
    payment.invoiceId === undefined || !result.succeeded
      ? eq(billingInvoices.providerPayment, payment.reference)
      : or(eq(billingInvoices.providerPayment, payment.reference), eq(billingInvoices.id, payment.invoiceId));
  const [row] = await db
    .update(billingInvoices)
    .set(
      result.succeeded
        ? {
            status: 'PAID',
            paidAt: sql`now()`,
            failureMessage: null,
            actionUrl: null,
            providerPayment: payment.reference,
          }
        : { status: 'FAILED', failureMessage: result.message, actionUrl: null, providerPayment: payment.reference },
    )
    .where(and(which, inArray(billingInvoices.status, ['PROCESSING', 'REQUIRES_ACTION'])))
    .returning({ id: billingInvoices.id });
  return row?.id ?? null;
}
