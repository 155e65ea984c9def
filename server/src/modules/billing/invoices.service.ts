import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { billingInvoiceStudents, billingInvoices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { centsOf } from '../../lib/money';
import type { BillableStudent } from './billable-students';
import { type ManualInvoiceInput, MESSAGES } from './billing.schemas';
import { lockAccount, requirePlan } from './billing-account';
import { addDays } from './billing-periods';
import { postCredit } from './credit.service';
import { invoiceAmounts } from './invoice-maths';

export type NewInvoice = {
  cycleId: number | null;
  periodStart: string;
  periodEnd: string;
  invoiceDate: string;
  quantity: number;
  /** The students counted; empty for a manual invoice. */
  students: BillableStudent[];
  createdBy: number | null;
};

export function overlapError() {
  return new AppError('conflict', {
    message: MESSAGES.overlap,
    fieldErrors: [{ field: 'periodStart', message: MESSAGES.overlap }],
  });
}

/**
 * Makes one invoice in the caller's transaction: takes the account lock (so invoice creations and
 * credit changes run one at a time), refuses a period overlapping any other invoice not voided, works out the
 * amounts with the current plan and credit balance, uses the credit (an INVOICE_CHARGE entry) and
 * keeps the students counted. An invoice with nothing left to pay is PAID at once.
 */
export async function createInvoiceInTx(tx: Transaction, input: NewInvoice) {
  const account = await lockAccount(tx);
  const plan = await requirePlan(tx);
  const [overlapping] = await tx
    .select({ id: billingInvoices.id })
    .from(billingInvoices)
    .where(
      and(
        lte(billingInvoices.periodStart, input.periodEnd),
        gte(billingInvoices.periodEnd, input.periodStart),
        // A voided invoice no longer covers its dates: the corrected one takes them.
        ne(billingInvoices.status, 'VOID'),
      ),
    )
    .limit(1);
  if (overlapping) throw overlapError();
  const amounts = invoiceAmounts({
    quantity: input.quantity,
    chargeRanges: plan.chargeRanges,
    minimumCharge: plan.minimumCharge,
    taxRate: plan.taxRate,
    creditBalance: account.creditBalance,
  });
  const nothingToPay = centsOf(amounts.total) === 0n;
  const [invoice] = await tx
    .insert(billingInvoices)
    .values({
      cycleId: input.cycleId,
      invoiceDate: input.invoiceDate,
      dueDate: addDays(input.invoiceDate, plan.paymentTermsDays),
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      quantity: input.quantity,
      ...amounts,
      currency: plan.currency,
      status: nothingToPay ? 'PAID' : 'UNPAID',
      paidAt: nothingToPay ? sql`now()` : null,
      createdBy: input.createdBy,
    })
    .returning();
  if (centsOf(amounts.credit) > 0n)
    await postCredit(
      tx,
      account.creditBalance,
      { type: 'INVOICE_CHARGE', amount: amounts.credit, change: -centsOf(amounts.credit), invoiceId: invoice.id },
      input.createdBy,
    );
  if (input.students.length > 0)
    await tx
      .insert(billingInvoiceStudents)
      .values(input.students.map((student) => ({ invoiceId: invoice.id, ...student })));
  return invoice;
}

/** A system user's invoice for any date range and a typed quantity (a correction, a period outside the cycle). */
export async function createManualInvoice(
  db: Database,
  input: ManualInvoiceInput,
  userId: number | null,
  today: string,
) {
  if (input.periodEnd < input.periodStart)
    throw new AppError('validation', {
      message: 'periodEnd: must not be before the start date',
      fieldErrors: [{ field: 'periodEnd', message: 'must not be before the start date' }],
    });
  return db.transaction((tx) =>
    createInvoiceInTx(tx, {
      cycleId: null,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      invoiceDate: today,
      quantity: input.quantity,
      students: [],
      createdBy: userId,
    }),
  );
}

export async function invoiceForPeriod(db: Database, cycleId: number, periodStart: string) {
  const [row] = await db
    .select({ id: billingInvoices.id })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.cycleId, cycleId), eq(billingInvoices.periodStart, periodStart)));
  return row?.id ?? null;
}
