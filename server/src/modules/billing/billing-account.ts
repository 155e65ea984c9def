import { eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { billingAccounts, billingPricePlans } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { changedFields, recordAuditEvent } from '../audit-log';
import type { PricePlanInput } from './billing.schemas';

/**
 * The billing account row, created on first use and locked for the rest of the transaction. Every
 * credit change and every invoice creation takes this lock first, so they run one at a time: the
 * balance cannot be lost to two concurrent updates, and two invoices cannot both pass the overlap
 * check.
 */
export async function lockAccount(tx: Transaction) {
  await tx.insert(billingAccounts).values({ id: 1 }).onConflictDoNothing();
  const [account] = await tx.select().from(billingAccounts).where(eq(billingAccounts.id, 1)).for('update');
  return account;
}

export async function readAccount(db: Executor) {
  const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.id, 1));
  return account ?? null;
}

export async function readPlan(db: Executor) {
  const [plan] = await db.select().from(billingPricePlans).where(eq(billingPricePlans.id, 1));
  return plan ?? null;
}

export async function requirePlan(db: Executor) {
  const plan = await readPlan(db);
  if (!plan) throw new AppError('ruleviolated', { message: 'Set a price plan on Billing Cycle Control first.' });
  return plan;
}

function toPlan(plan: Awaited<ReturnType<typeof readPlan>>) {
  if (!plan) return null;
  return {
    chargeRanges: plan.chargeRanges,
    minimumCharge: plan.minimumCharge,
    taxRate: plan.taxRate,
    currency: plan.currency,
    paymentTermsDays: plan.paymentTermsDays,
    issuerName: plan.issuerName,
    issuerAddress: plan.issuerAddress,
    issuerTaxNumber: plan.issuerTaxNumber,
    updatedAt: plan.updatedAt.toISOString(),
  };
}

/** No plan yet: an empty form (one range from 1, nothing charged, the centre's currency) to fill in. */
const emptyPlan = (currency: string) => ({
  chargeRanges: [{ from: 1, to: null, unitPrice: '0.00' }],
  minimumCharge: '0.00',
  taxRate: '0.000',
  currency,
  paymentTermsDays: 30,
  issuerName: null,
  issuerAddress: null,
  issuerTaxNumber: null,
  updatedAt: null,
});

export async function getPricePlan(db: Executor, centreCurrency = 'CAD') {
  return toPlan(await readPlan(db)) ?? emptyPlan(centreCurrency);
}

/** A new plan applies to invoices made from now on; existing invoices keep the figures they were made with. */
export async function updatePricePlan(db: Executor, input: PricePlanInput, userId: number | null) {
  const values = {
    chargeRanges: input.chargeRanges.map((range) => ({ from: range.from, to: range.to, unitPrice: range.unitPrice })),
    minimumCharge: input.minimumCharge,
    taxRate: input.taxRate,
    currency: input.currency,
    paymentTermsDays: input.paymentTermsDays,
    issuerName: input.issuerName ?? null,
    issuerAddress: input.issuerAddress ?? null,
    issuerTaxNumber: input.issuerTaxNumber ?? null,
    updatedBy: userId,
    updatedAt: sql`now()`,
  };
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(billingPricePlans).where(eq(billingPricePlans.id, 1)).for('update');
    await tx
      .insert(billingPricePlans)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: billingPricePlans.id, set: values });
    const saved = await getPricePlan(tx);
    const { updatedAt: _before, ...was } = toPlan(current ?? null) ?? {};
    const { updatedAt: _after, ...now } = saved;
    await recordAuditEvent(tx, {
      action: 'price-plan.update',
      recordType: 'price-plan',
      recordId: 1,
      summary: current ? 'Price plan changed' : 'Price plan set',
      ...changedFields(was as Record<string, unknown>, now),
      actorId: userId,
    });
    return saved;
  });
}

/** Who issues the invoices, as the invoice PDF prints it (all null before a plan is set). */
export async function getIssuer(db: Executor) {
  const plan = await readPlan(db);
  return {
    name: plan?.issuerName ?? null,
    address: plan?.issuerAddress ?? null,
    taxNumber: plan?.issuerTaxNumber ?? null,
  };
}
