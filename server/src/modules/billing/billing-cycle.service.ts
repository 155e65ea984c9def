import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { billingCycles, billingInvoices } from '../../db/schema';
import { AppError, invalidField } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { MESSAGES } from './billing.schemas';
import { requirePlan } from './billing-account';
import { comingPeriods, currentPeriod, endedPeriods, oneMonthBefore, type Period } from './billing-periods';

export async function activeCycle(db: Executor) {
  const [cycle] = await db.select().from(billingCycles).where(isNull(billingCycles.stoppedAt));
  return cycle ?? null;
}

export function toCycle(cycle: typeof billingCycles.$inferSelect, today: string) {
  const current = currentPeriod(cycle.startDate, today);
  const period = current && { ...current, invoiceId: null };
  return {
    id: cycle.id,
    startDate: cycle.startDate,
    createdAt: cycle.createdAt.toISOString(),
    currentPeriod: period
      ? {
          periodStart: period.periodStart,
          periodEnd: period.periodEnd,
          invoiceDate: period.invoiceDate,
          invoiceId: null,
        }
      : null,
    nextInvoiceDate: comingPeriods(cycle.startDate, today, 1)[0].invoiceDate,
  };
}

export async function getBillingCycle(db: Database, today: string) {
  const cycle = await activeCycle(db);
  return { cycle: cycle ? toCycle(cycle, today) : null };
}

/**
 * Starts the one active cycle from a date at most one month back (spec §5); the partial unique index
 * keeps it to one even when two system users start one at the same moment.
 */
export async function startBillingCycle(db: Database, startDate: string, userId: number | null, today: string) {
  if (startDate < oneMonthBefore(today)) throw invalidField('startDate', MESSAGES.cycleTooEarly);
  await requirePlan(db);
  if (await activeCycle(db))
    throw new AppError('conflict', { message: 'A billing cycle is already active: stop it first.' });
  try {
    await db.insert(billingCycles).values({ startDate, createdBy: userId });
  } catch (error) {
    if (isUniqueViolation(error, 'billing_cycles_one_active'))
      throw new AppError('conflict', { message: 'A billing cycle is already active: stop it first.' });
    throw error;
  }
  return getBillingCycle(db, today);
}

/**
 * Stops the active cycle. Periods that have already ended are still invoiced by the next run only
 * while the cycle is active, so the caller runs the period end first (the route does); the period
 * running today is not invoiced (docs/decisions.md).
 */
export async function stopBillingCycle(db: Database, userId: number) {
  const [stopped] = await db
    .update(billingCycles)
    .set({ stoppedAt: sql`now()`, stoppedBy: userId })
    .where(isNull(billingCycles.stoppedAt))
    .returning({ id: billingCycles.id });
  if (!stopped) throw new AppError('notfound', { message: MESSAGES.noCycle });
  return { cycle: null };
}

async function withInvoices(db: Database, cycleId: number, periods: Period[]) {
  const rows = await db
    .select({ id: billingInvoices.id, periodStart: billingInvoices.periodStart })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.cycleId, cycleId)));
  const byStart = new Map(rows.map((row) => [row.periodStart, row.id]));
  return periods.map((period) => ({
    periodStart: period.periodStart,
    periodEnd: period.periodEnd,
    invoiceDate: period.invoiceDate,
    invoiceId: byStart.get(period.periodStart) ?? null,
  }));
}

/** The active cycle's ended periods with their invoices, and the next six periods to come. */
export async function getBillingSchedule(db: Database, today: string) {
  const cycle = await activeCycle(db);
  if (!cycle) throw new AppError('notfound', { message: MESSAGES.noCycle });
  return {
    past: (await withInvoices(db, cycle.id, endedPeriods(cycle.startDate, today))).reverse(),
    coming: await withInvoices(db, cycle.id, comingPeriods(cycle.startDate, today, 6)),
  };
}
