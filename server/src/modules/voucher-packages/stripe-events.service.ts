import { eq } from 'drizzle-orm';
import { voucherOrders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { centsOf } from '../../lib/money';
import { isPaymentIntentOutcome, outcomeOfIntent, type StripeProvider } from '../billing';
import { centreProvider } from './online-payment-settings.service';
import { applyOutcome, type OrdersContext } from './voucher-orders.service';

/**
 * One event from the centre's Stripe account, checked against its signature. A payment that names a
 * voucher order (metadata voucherOrderId) and charged the order's amount is recorded through the same
 * path as the redirect's confirmation, so a webhook and a redirect together record one purchase.
 * False when the centre has no Stripe keys.
 */
export async function receiveCentreStripeEvent(ctx: OrdersContext, rawBody: Buffer, signature: string) {
  const provider = await centreProvider(ctx);
  if (provider.kind !== 'stripe') return false;
  let event: ReturnType<StripeProvider['verifiedEvent']>;
  try {
    event = (provider as StripeProvider).verifiedEvent(rawBody, signature);
  } catch {
    throw new AppError('validation', {
      message: 'stripe-signature: does not match the payload',
      fieldErrors: [{ field: 'stripe-signature', message: 'does not match the payload' }],
    });
  }
  if (!isPaymentIntentOutcome(event)) return true;
  const intent = event.data.object;
  const orderId = Number(intent.metadata?.voucherOrderId);
  if (!Number.isInteger(orderId) || orderId <= 0) return true;
  const [order] = await ctx.db.select().from(voucherOrders).where(eq(voucherOrders.id, orderId));
  if (!order || BigInt(intent.amount) !== centsOf(order.price)) return true;
  const outcome = outcomeOfIntent(intent);
  const attempt = Number(intent.metadata?.attempt);
  if (outcome) await applyOutcome(ctx, orderId, outcome, Number.isInteger(attempt) ? attempt : undefined);
  return true;
}
