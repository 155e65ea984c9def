import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingInvoices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { billableStudents } from './billable-students';
import { activeCycle } from './billing-cycle.service';
import { endedPeriods, todayOf } from './billing-periods';
import { createInvoiceInTx } from './invoices.service';
import { chargeInvoice, STALE_ATTEMPT_MS } from './payments/charge';
import type { PaymentProvider } from './payments/provider';

export type PeriodEndDeps = { provider: PaymentProvider; publicUrl: string; staleAttemptMs?: number };

/**
 * The period-end run: invoices every ended period of the active cycle that has no invoice yet, then
 * charges off-session every cycle invoice never tried and every attempt left unfinished by a crash.
 * Safe to run at any time, as often as wanted, from any number of processes: the unique index on
 * (cycle, period start) lets each period be invoiced once, and chargeInvoice's claim lets each attempt
 * charge once. A period overlapped by a manual invoice is left out and reported.
 */
export async function runBillingPeriodEnd(db: Database, now: Date, deps: PeriodEndDeps) {
  const created: number[] = [];
  const skipped: string[] = [];
  const cycle = await activeCycle(db);
  if (cycle) {
    const existing = await db
      .select({ periodStart: billingInvoices.periodStart })
      .from(billingInvoices)
      .where(eq(billingInvoices.cycleId, cycle.id));
    const done = new Set(existing.map((row) => row.periodStart));
    for (const period of endedPeriods(cycle.startDate, todayOf(now))) {
      if (done.has(period.periodStart)) continue;
      try {
        const invoice = await db.transaction(async (tx) => {
          const students = await billableStudents(tx, period.periodStart, period.periodEnd);
          return createInvoiceInTx(tx, {
            cycleId: cycle.id,
            periodStart: period.periodStart,
            periodEnd: period.periodEnd,
            invoiceDate: period.invoiceDate,
            quantity: students.length,
            students,
            createdBy: null,
          });
        });
        created.push(invoice.id);
      } catch (error) {
        // Another process made it first: the index kept it to one.
        if (isUniqueViolation(error, 'billing_invoices_cycle_period_unique')) continue;
        if (error instanceof AppError && error.code === 'conflict') {
          skipped.push(`${period.periodStart} to ${period.periodEnd}: overlapped by another invoice`);
          continue;
        }
        throw error;
      }
    }
  }
  const staleAttemptMs = deps.staleAttemptMs ?? STALE_ATTEMPT_MS;
  const staleBefore = new Date(now.getTime() - staleAttemptMs).toISOString();
  const toCharge = await db
    .select({ id: billingInvoices.id })
    .from(billingInvoices)
    .where(
      or(
        and(
          sql`${billingInvoices.cycleId} is not null`,
          eq(billingInvoices.status, 'UNPAID'),
          eq(billingInvoices.chargeAttempt, 0),
        ),
        and(
          eq(billingInvoices.status, 'PROCESSING'),
          lt(billingInvoices.chargeStartedAt, sql`${staleBefore}::timestamptz`),
        ),
      ),
    )
    .orderBy(asc(billingInvoices.id));
  const charged: number[] = [];
  for (const { id } of toCharge) {
    try {
      await chargeInvoice(db, deps.provider, id, {
        offSession: true,
        returnUrl: '/redirectUrlPage',
        publicUrl: deps.publicUrl,
        staleAttemptMs,
      });
      charged.push(id);
    } catch (error) {
      // No card on file: the invoice waits, unpaid, for an administrator to pay it.
      if (error instanceof AppError && error.code === 'ruleviolated') {
        skipped.push(`${`INV-${String(id).padStart(6, '0')}`}: not charged, ${error.message}`);
        continue;
      }
      throw error;
    }
  }
  return { created, charged, skipped };
}
