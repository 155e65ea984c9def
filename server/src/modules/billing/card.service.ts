import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingAccounts } from '../../db/schema';
import { recordAuditEvent } from '../audit-log';
import type { TestCardInput } from './billing.schemas';
import { readAccount, readPlan } from './billing-account';
import { getBillingCycle } from './billing-cycle.service';
import type { PaymentProvider, SavedCard } from './payments/provider';
import { testCardOf } from './payments/test-provider';

function toCard(account: Awaited<ReturnType<typeof readAccount>>) {
  if (!account?.cardLast4 || !account.cardBrand || !account.cardExpMonth || !account.cardExpYear) return null;
  return {
    brand: account.cardBrand,
    last4: account.cardLast4,
    expMonth: account.cardExpMonth,
    expYear: account.cardExpYear,
  };
}

/** Payment Information's header: provider, card on file, credit, the plan's currency and the cycle. */
export async function getBillingOverview(db: Database, provider: PaymentProvider, today: string) {
  const [account, plan, { cycle }] = await Promise.all([readAccount(db), readPlan(db), getBillingCycle(db, today)]);
  return {
    provider: provider.kind,
    stripePublishableKey: provider.publishableKey,
    card: toCard(account),
    creditBalance: account?.creditBalance ?? '0.00',
    currency: plan?.currency ?? null,
    cycle,
  };
}

/**
 * Keeps the card on file (replacing any earlier one): brand, last four, expiry and the provider's
 * reference. The audit trail gets which card was replaced by which (never more than the last four).
 */
export async function saveStripeCard(db: Database, card: SavedCard, actorId: number | null = null) {
  const values = {
    cardBrand: card.brand,
    cardLast4: card.last4,
    cardExpMonth: card.expMonth,
    cardExpYear: card.expYear,
    providerPaymentMethod: card.paymentMethod,
    ...(card.customer && { providerCustomer: card.customer }),
    updatedAt: sql`now()`,
  };
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(billingAccounts).where(eq(billingAccounts.id, 1)).for('update');
    await tx
      .insert(billingAccounts)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: billingAccounts.id, set: values });
    const before = toCard(current ?? null);
    await recordAuditEvent(tx, {
      action: before ? 'billing-card.replace' : 'billing-card.add',
      recordType: 'billing-card',
      recordId: 1,
      summary: `${card.brand} ending ${card.last4}${before ? ` replaces ${before.brand} ending ${before.last4}` : ''}`,
      before,
      after: { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear },
      actorId,
    });
  });
  return toCard(await readAccount(db));
}

export async function saveTestCard(db: Database, input: TestCardInput, now: Date, actorId: number) {
  return saveStripeCard(db, testCardOf(input, now), actorId);
}

export async function startCardSetup(db: Database, provider: PaymentProvider) {
  const account = await readAccount(db);
  const setup = await provider.startCardSetup(account?.providerCustomer ?? null);
  if (setup.customer && setup.customer !== account?.providerCustomer)
    await db
      .insert(billingAccounts)
      .values({ id: 1, providerCustomer: setup.customer })
      .onConflictDoUpdate({ target: billingAccounts.id, set: { providerCustomer: setup.customer } });
  return { provider: setup.provider, clientSecret: setup.clientSecret, publishableKey: setup.publishableKey };
}
