import { and, eq, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { type BillingInvoiceRow, billingInvoices } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { centsOf } from '../../../lib/money';
import { readAccount } from '../billing-account';
import { readInvoice } from '../invoice-records';
import { recordInvoiceEvent } from './payment-audit';
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
async function claim(db: Database, invoiceId: number, staleMs: number, actorId: number | null) {
  return db.transaction(async (tx) => {
    const claimed = await claimIn(tx, invoiceId, staleMs);
    if (claimed)
      await recordInvoiceEvent(tx, claimed, {
        action: 'invoice.charge',
        summary: `Attempt ${claimed.chargeAttempt}: ${claimed.total} ${claimed.currency} charged to the card on file`,
        actorId,
      });
    return claimed;
  });
}

async function claimIn(db: Transaction, invoiceId: number, staleMs: number): Promise<BillingInvoiceRow | undefined> {
  const [fresh] = await db
    .update(billingInvoices)
    .set({
      status: 'PROCESSING',
      chargeAttempt: sql`${billingInvoices.chargeAttempt} + 1`,
      chargeStartedAt: sql`now()`,
      failureMessage: null,
      actionUrl: null,
      // The reference is the latest attempt's: an event naming an earlier attempt no longer matches it.
      providerPayment: null,
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

/**
 * Records the provider's answer for the attempt that was claimed, and only for it; a success pays the
 * invoice whatever happened meanwhile (money taken is money taken), unless it is already paid.
 */
async function record(db: Database, invoice: BillingInvoiceRow, outcome: ChargeOutcome) {
  if (outcome.status === 'succeeded') {
    await markPaid(db, eq(billingInvoices.id, invoice.id), outcome.reference);
    return;
  }
  const base = and(
    eq(billingInvoices.id, invoice.id),
    eq(billingInvoices.status, 'PROCESSING'),
    eq(billingInvoices.chargeAttempt, invoice.chargeAttempt),
  );
  const values =
    outcome.status === 'failed'
      ? { status: 'FAILED' as const, providerPayment: outcome.reference, failureMessage: outcome.message }
      : { status: 'REQUIRES_ACTION' as const, providerPayment: outcome.reference, actionUrl: outcome.actionUrl };
  await db.transaction(async (tx) => {
    const [moved] = await tx.update(billingInvoices).set(values).where(base).returning();
    if (moved)
      await recordInvoiceEvent(tx, moved, {
        action: outcome.status === 'failed' ? 'invoice.payment-failed' : 'invoice.payment-needs-authentication',
        summary: outcome.status === 'failed' ? outcome.message : 'The card asks for an authentication step',
        actorId: null,
      });
  });
}

/** Any invoice `which` picks that is not paid yet becomes PAID by `reference`. */
async function markPaid(db: Database, which: SQL | undefined, reference: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(billingInvoices)
      .set({ status: 'PAID', paidAt: sql`now()`, failureMessage: null, actionUrl: null, providerPayment: reference })
      .where(and(which, ne(billingInvoices.status, 'PAID')))
      .returning();
    if (!row) return null;
    await recordInvoiceEvent(tx, row, {
      action: 'invoice.paid',
      summary: `${row.total} ${row.currency} paid by the card (${reference})`,
      actorId: null,
    });
    return row.id;
  });
}

export type PayOptions = {
  offSession: boolean;
  returnUrl: string;
  publicUrl: string;
  /** Who pressed Pay, for the audit trail; null (the default) for the period-end run. */
  actorId?: number | null;
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
  const claimed = await claim(db, invoiceId, options.staleAttemptMs ?? STALE_ATTEMPT_MS, options.actorId ?? null);
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
      attempt: claimed.chargeAttempt,
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
 * The provider's later word on a payment (the local authentication page, a Stripe webhook), which
 * Stripe may deliver late, twice and out of order. A payment names its attempt by its reference or,
 * when the attempt's answer was never recorded (a timeout, a crash), by the invoice id and attempt
 * number it carries. A failure moves only the invoice's latest attempt, and only while it waits; a
 * success of any attempt pays an invoice not yet paid. So a second delivery changes nothing, and an
 * old attempt's failure cannot undo a newer attempt's charge.
 */
export async function settleProviderPayment(
  db: Database,
  payment: { reference: string; invoiceId?: number; attempt?: number },
  result: { succeeded: true } | { succeeded: false; message: string },
) {
  const byReference = eq(billingInvoices.providerPayment, payment.reference);
  if (result.succeeded)
    return markPaid(
      db,
      payment.invoiceId === undefined ? byReference : or(byReference, eq(billingInvoices.id, payment.invoiceId)),
      payment.reference,
    );
  const unrecordedAttempt =
    payment.invoiceId !== undefined && payment.attempt !== undefined
      ? and(
          eq(billingInvoices.id, payment.invoiceId),
          eq(billingInvoices.chargeAttempt, payment.attempt),
          isNull(billingInvoices.providerPayment),
        )
      : undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(billingInvoices)
      .set({ status: 'FAILED', failureMessage: result.message, actionUrl: null, providerPayment: payment.reference })
      .where(
        and(
          unrecordedAttempt ? or(byReference, unrecordedAttempt) : byReference,
          inArray(billingInvoices.status, ['PROCESSING', 'REQUIRES_ACTION']),
        ),
      )
      .returning();
    if (!row) return null;
    await recordInvoiceEvent(tx, row, { action: 'invoice.payment-failed', summary: result.message, actorId: null });
    return row.id;
  });
}
