import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { students, users, type VoucherOrderRow, type VoucherOrderStatus, voucherOrders } from '../../db/schema';
import { AppError, invalidField } from '../../lib/app-error';
import { centsOf } from '../../lib/money';
import type { Mailer } from '../../platform/mail/mailer';
import { type ChargeOutcome, type PaymentProvider, testCardOf, todayOf } from '../billing';
import { getCentreSettings } from '../centre-settings';
import { assertLinked, linkedStudents } from '../portal';
import { recordVoucherPurchase } from '../vouchers';
import { emitWebhookEvent } from '../webhooks';
import { centreProvider, customAmountRange, type PaymentsContext } from './online-payment-settings.service';
import { receiptMail } from './receipt-mail';
import type { CreateVoucherOrderInput, PayVoucherOrderInput } from './voucher-packages.schemas';
import { activeVoucherPackages } from './voucher-packages.service';

export type OrdersContext = PaymentsContext & { mailer: Mailer };

export const orderKeyOf = (orderId: number, attempt: number) => `voucher-order-${orderId}-attempt-${attempt}`;

/** What the portal's Buy screen offers: the linked students, the active packages, the free amount's range. */
export async function portalBuyOptions(ctx: PaymentsContext, userId: number) {
  const [linked, packages, customAmount, settings, provider] = await Promise.all([
    linkedStudents(ctx.db, userId),
    activeVoucherPackages(ctx.db),
    customAmountRange(ctx.db),
    getCentreSettings(ctx.db),
    centreProvider(ctx),
  ]);
  return {
    students: linked.map((s) => ({ id: s.id, name: `${s.firstName} ${s.lastName}`, balance: s.voucherBalance })),
    packages,
    customAmount,
    currency: settings.currency,
    provider: provider.kind,
    publishableKey: provider.publishableKey,
  };
}

async function toOrder(db: Database, row: VoucherOrderRow) {
  const [student] = await db
    .select({ firstName: students.firstName, lastName: students.lastName, balance: students.voucherBalance })
    .from(students)
    .where(eq(students.id, row.studentId));
  return {
    id: row.id,
    studentId: row.studentId,
    studentName: `${student.firstName} ${student.lastName}`,
    label: row.label,
    price: row.price,
    voucherAmount: row.voucherAmount,
    giftAmount: row.giftAmount,
    currency: row.currency,
    status: row.status as VoucherOrderStatus,
    failureMessage: row.failureMessage,
    actionUrl: row.actionUrl,
    purchaseId: row.purchaseId,
    balance: student.balance,
  };
}

/** The caller's own order; another family's answers 404 as if it did not exist. */
async function ownOrder(db: Database, userId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(voucherOrders)
    .where(and(eq(voucherOrders.id, orderId), eq(voucherOrders.userId, userId)));
  if (!row) throw new AppError('notfound');
  return row;
}

const readOrder = async (db: Database, orderId: number) =>
  (await db.select().from(voucherOrders).where(eq(voucherOrders.id, orderId)))[0];

export async function getVoucherOrder(db: Database, userId: number, orderId: number) {
  return toOrder(db, await ownOrder(db, userId, orderId));
}

/**
 * Starts an order for a linked student: a package still offered, or an amount within the centre's
 * range. Nothing is charged yet; the amounts are fixed here, so a package edited meanwhile changes nothing.
 */
export async function createVoucherOrder(db: Database, userId: number, input: CreateVoucherOrderInput) {
  await assertLinked(db, userId, input.studentId);
  const [student] = await db.select({ status: students.status }).from(students).where(eq(students.id, input.studentId));
  if (student.status === 'inactive')
    throw new AppError('ruleviolated', { message: 'Vouchers cannot be bought for this student: ask the centre.' });
  const { currency } = await getCentreSettings(db);
  let amounts: {
    label: string | null;
    price: string;
    voucherAmount: string;
    giftAmount: string;
    packageId: number | null;
  };
  if (input.packageId !== undefined) {
    const chosen = (await activeVoucherPackages(db)).find((p) => p.id === input.packageId);
    if (!chosen) throw invalidField('packageId', 'is not offered: choose another package');
    amounts = { ...chosen, label: chosen.name, packageId: chosen.id };
  } else {
    const range = await customAmountRange(db);
    const amount = input.amount as string;
    if (!range) throw invalidField('amount', 'the centre offers packages only: choose a package');
    if (centsOf(amount) < centsOf(range.min) || centsOf(amount) > centsOf(range.max))
      throw invalidField('amount', `must be between ${range.min} and ${range.max}`);
    amounts = { label: null, price: amount, voucherAmount: amount, giftAmount: '0', packageId: null };
  }
  const [row] = await db
    .insert(voucherOrders)
    .values({
      userId,
      studentId: input.studentId,
      packageId: amounts.packageId,
      label: amounts.label,
      price: amounts.price,
      voucherAmount: amounts.voucherAmount,
      giftAmount: amounts.giftAmount,
      currency,
    })
    .returning();
  return toOrder(db, row);
}

/**
 * Claims the order for one charge attempt: one conditional UPDATE only one caller wins (a double
 * click, two tabs), from PENDING or FAILED to PROCESSING with the attempt raised.
 */
async function claim(db: Database, orderId: number, paymentMethod: string) {
  const [claimed] = await db
    .update(voucherOrders)
    .set({
      status: 'PROCESSING',
      attempt: sql`${voucherOrders.attempt} + 1`,
      paymentMethod,
      providerPayment: null,
      failureMessage: null,
      actionUrl: null,
      chargeStartedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(voucherOrders.id, orderId), inArray(voucherOrders.status, ['PENDING', 'FAILED'])))
    .returning();
  return claimed;
}

/** Asks the provider to charge the claimed attempt (again, after a lost answer: the same key charges once). */
async function chargeAttempt(ctx: OrdersContext, provider: PaymentProvider, order: VoucherOrderRow) {
  let outcome: ChargeOutcome;
  try {
    outcome = await provider.charge({
      attempt: order.attempt,
      amountCents: centsOf(order.price),
      currency: order.currency,
      paymentMethod: order.paymentMethod as string,
      customer: null,
      idempotencyKey: orderKeyOf(order.id, order.attempt),
      offSession: false,
      returnUrl: `${ctx.config.publicUrl}/portal/buy?order=${order.id}`,
      metadata: { voucherOrderId: String(order.id) },
      description: `Vouchers: ${order.label ?? 'amount'} (order ${order.id})`,
    });
  } catch {
    // The answer is unknown (a timeout): the order stays PROCESSING; confirming asks again with the same key.
    return;
  }
  await applyOutcome(ctx, order.id, outcome, order.attempt);
}

/** Pays an order by card: the test provider takes a test card here, Stripe a payment method Stripe.js made. */
export async function payVoucherOrder(
  ctx: OrdersContext,
  userId: number,
  orderId: number,
  input: PayVoucherOrderInput,
) {
  const order = await ownOrder(ctx.db, userId, orderId);
  const provider = await centreProvider(ctx);
  let paymentMethod: string;
  if (provider.kind === 'test') {
    if (!input.card) throw invalidField('card', 'is required');
    paymentMethod = testCardOf(input.card, new Date()).paymentMethod;
  } else {
    if (!input.paymentMethod) throw invalidField('paymentMethod', 'is required');
    paymentMethod = input.paymentMethod;
  }
  if (order.status !== 'PENDING' && order.status !== 'FAILED') return toOrder(ctx.db, order);
  const claimed = await claim(ctx.db, orderId, paymentMethod);
  if (claimed) await chargeAttempt(ctx, provider, claimed);
  return toOrder(ctx.db, await readOrder(ctx.db, orderId));
}

/**
 * After a redirect back from the card's authentication, a second tab, or a retry after a crash: asks
 * the provider for the attempt's result (or, when the answer was lost before it was recorded, charges
 * again with the same idempotency key, which charges nothing more) and records what it says, once.
 */
export async function confirmVoucherOrder(ctx: OrdersContext, userId: number, orderId: number) {
  await settleOrder(ctx, await ownOrder(ctx.db, userId, orderId));
  return toOrder(ctx.db, await readOrder(ctx.db, orderId));
}

/** Asks the provider about an order still waiting for its answer and records what it says, once. */
async function settleOrder(ctx: OrdersContext, order: VoucherOrderRow) {
  if (order.status !== 'PROCESSING' && order.status !== 'REQUIRES_ACTION') return;
  const provider = await centreProvider(ctx);
  if (order.providerPayment) {
    const outcome = await provider.paymentOutcome(order.providerPayment).catch(() => null);
    if (outcome) await applyOutcome(ctx, order.id, outcome, order.attempt);
  } else if (order.paymentMethod) {
    await chargeAttempt(ctx, provider, order);
  }
}

/** A charge's answer still missing after this long was lost (a crash, a cut connection), not slow. */
export const STALE_CHARGE_MS = 2 * 60_000;
/**
 * Past this a lost charge is left to the webhook and to staff: asked again, the same idempotency key
 * would meet a provider that has forgotten it (Stripe keeps keys 24 hours) and could charge again.
 */
const SWEPT_FOR_MS = 12 * 3_600_000;

/**
 * The orders whose charge was sent but never answered (the process died between the provider charging
 * and the purchase being recorded, and neither the family's browser nor a webhook came back): each is
 * settled as the redirect's confirmation would, so the money taken becomes vouchers without anyone
 * asking. Answers how many were looked at.
 */
export async function sweepLostCharges(ctx: OrdersContext, now = new Date()) {
  const lost = await ctx.db
    .select()
    .from(voucherOrders)
    .where(
      and(
        eq(voucherOrders.status, 'PROCESSING'),
        lt(voucherOrders.chargeStartedAt, new Date(now.getTime() - STALE_CHARGE_MS)),
        gt(voucherOrders.chargeStartedAt, new Date(now.getTime() - SWEPT_FOR_MS)),
      ),
    );
  for (const order of lost) await settleOrder(ctx, order);
  return lost.length;
}

/** Records the provider's answer for the attempt named (a webhook may name none: any waiting attempt). */
export async function applyOutcome(ctx: OrdersContext, orderId: number, outcome: ChargeOutcome, attempt?: number) {
  if (outcome.status === 'succeeded') return recordPaidOrder(ctx, orderId, outcome.reference);
  const waiting = and(
    eq(voucherOrders.id, orderId),
    inArray(voucherOrders.status, ['PROCESSING', 'REQUIRES_ACTION']),
    attempt === undefined ? undefined : eq(voucherOrders.attempt, attempt),
  );
  await ctx.db
    .update(voucherOrders)
    .set(
      outcome.status === 'failed'
        ? { status: 'FAILED', failureMessage: outcome.message, providerPayment: outcome.reference, actionUrl: null }
        : { status: 'REQUIRES_ACTION', providerPayment: outcome.reference, actionUrl: outcome.actionUrl },
    )
    .where(waiting);
}

/**
 * The one place an online payment becomes a voucher purchase: in ONE transaction the order is locked,
 * the purchase and its gift go through the vouchers module's own purchase code (type Card, source
 * online, the provider's payment id, unique), the order is marked paid and the receipt mail is written
 * to the outbox, and so is the family.payment.succeeded webhook event. A second confirmation (webhook
 * and redirect, two tabs, a retry) finds the order paid and records (and emits) nothing; the unique
 * payment id is the database's guarantee behind the lock.
 */
export async function recordPaidOrder(ctx: OrdersContext, orderId: number, reference: string) {
  const { centreName } = await getCentreSettings(ctx.db);
  const mailIds = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(voucherOrders).where(eq(voucherOrders.id, orderId)).for('update');
    if (!order || order.purchaseId !== null) return [];
    const purchase = await recordVoucherPurchase(
      tx,
      order.userId,
      {
        studentId: order.studentId,
        type: 'CARD',
        purchaseDate: todayOf(new Date()),
        voucherAmount: order.voucherAmount,
        giftAmount: order.giftAmount,
        comments: `Paid online by card${order.label ? `: ${order.label}` : ''} (${reference})`,
      },
      { source: 'online', providerPayment: reference, evenIfInactive: true },
    );
    await tx
      .update(voucherOrders)
      .set({
        status: 'PAID',
        purchaseId: purchase.id,
        providerPayment: reference,
        failureMessage: null,
        actionUrl: null,
        updatedAt: sql`now()`,
      })
      .where(eq(voucherOrders.id, orderId));
    await emitWebhookEvent(tx, 'family.payment.succeeded', {
      orderId,
      purchaseId: purchase.id,
      studentId: order.studentId,
      familyUserId: order.userId,
      amount: order.price,
      currency: order.currency,
      voucherAmount: order.voucherAmount,
      giftAmount: order.giftAmount,
      packageName: order.label,
      providerPayment: reference,
      paidAt: new Date().toISOString(),
    });
    const [family] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
    if (!family?.email) return [];
    return ctx.mailer.write(tx, [receiptMail({ to: family.email, centreName, order, purchase })]);
  });
  await ctx.mailer.deliver(mailIds);
}
