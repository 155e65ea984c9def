import { and, asc, count, desc, eq, lt, notInArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { type BillingInvoiceRow, billingInvoiceStudents, billingInvoices, type InvoiceStatus } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { pageOf } from '../../lib/paging';
import { addDays } from './billing-periods';
import { rangeLabel } from './invoice-maths';

/** Days after the due date before staff are sent to the overdue alert (docs/decisions.md). */
export const OVERDUE_GRACE_DAYS = 7;

/** Invoice numbers are the id, zero-padded: unique, never reused, in creation order. */
export const invoiceNumberOf = (id: number) => `INV-${String(id).padStart(6, '0')}`;

/** Paid and void invoices are owed nothing. */
const SETTLED: InvoiceStatus[] = ['PAID', 'VOID'];

export const isOverdue = (row: Pick<BillingInvoiceRow, 'status' | 'dueDate'>, today: string) =>
  !SETTLED.includes(row.status) && row.dueDate < today;

export function toInvoice(row: BillingInvoiceRow, today: string) {
  return {
    id: row.id,
    invoiceNumber: invoiceNumberOf(row.id),
    kind: row.cycleId === null ? ('MANUAL' as const) : ('CYCLE' as const),
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    status: row.status,
    overdue: isOverdue(row, today),
    quantity: row.quantity,
    chargeRange: rangeLabel(row.rangeFrom, row.rangeTo),
    unitPrice: row.unitPrice,
    subtotal: row.subtotal,
    minimumCharge: row.minimumCharge,
    credit: row.credit,
    totalBeforeTax: row.totalBeforeTax,
    taxRate: row.taxRate,
    tax: row.tax,
    total: row.total,
    currency: row.currency,
    failureMessage: row.failureMessage,
    actionUrl: row.status === 'REQUIRES_ACTION' ? row.actionUrl : null,
    paidAt: row.paidAt?.toISOString() ?? null,
    voidReason: row.voidReason,
    voidedAt: row.voidedAt?.toISOString() ?? null,
  };
}

export async function readInvoice(db: Executor, id: number) {
  const [row] = await db.select().from(billingInvoices).where(eq(billingInvoices.id, id));
  if (!row) throw new AppError('notfound', { message: 'This invoice does not exist.' });
  return row;
}

export async function getBillingInvoice(db: Database, id: number, today: string) {
  const row = await readInvoice(db, id);
  const students = await db
    .select({
      studentId: billingInvoiceStudents.studentId,
      studentNumber: billingInvoiceStudents.studentNumber,
      name: billingInvoiceStudents.name,
    })
    .from(billingInvoiceStudents)
    .where(eq(billingInvoiceStudents.invoiceId, id))
    .orderBy(asc(billingInvoiceStudents.studentNumber));
  return { ...toInvoice(row, today), students };
}

export async function listBillingInvoices(
  db: Database,
  query: { page: number; pageSize: number; status?: InvoiceStatus },
  today: string,
) {
  const where = query.status ? eq(billingInvoices.status, query.status) : undefined;
  return pageOf(
    { ...query, sort: undefined },
    (limit, offset) =>
      db
        .select()
        .from(billingInvoices)
        .where(where)
        .orderBy(desc(billingInvoices.periodStart), desc(billingInvoices.id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(billingInvoices).where(where),
    (row) => toInvoice(row, today),
  );
}

/** Unpaid invoices whose due date plus the grace period has passed, oldest first. */
export async function getOverdueState(db: Database, today: string) {
  const rows = await db
    .select()
    .from(billingInvoices)
    .where(
      and(
        notInArray(billingInvoices.status, SETTLED),
        lt(billingInvoices.dueDate, addDays(today, -OVERDUE_GRACE_DAYS)),
      ),
    )
    .orderBy(asc(billingInvoices.dueDate), asc(billingInvoices.id));
  return rows.map((row) => toInvoice(row, today));
}
