import Stripe from 'stripe';
import { invalidField } from '../../../lib/app-error';
import type { ChargeOutcome, PaymentProvider, SavedCard } from './provider';

export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | null;
  /** Only for tests: a local fake of the Stripe API (the SDK's host, port and protocol options). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

export type StripeProvider = PaymentProvider & {
  /** The card a confirmed SetupIntent saved: what billing keeps of it. */
  cardOfSetupIntent(setupIntentId: string): Promise<SavedCard>;
  /** A webhook's event, checked against its Stripe-Signature header; throws when the signature is wrong. */
  verifiedEvent(rawBody: Buffer, signature: string): Stripe.Event;
};

/**
 * The events that settle a payment attempt: it succeeded, failed, or was cancelled (Stripe cancels an
 * intent whose authentication was abandoned, and the attempt then fails like a decline, so it can be
 * paid again; left waiting, it could never be). Both webhooks, billing's and the portal's, act on these.
 */
export type PaymentIntentOutcomeEvent =
  | Stripe.PaymentIntentSucceededEvent
  | Stripe.PaymentIntentPaymentFailedEvent
  | Stripe.PaymentIntentCanceledEvent;

export const isPaymentIntentOutcome = (event: Stripe.Event): event is PaymentIntentOutcomeEvent =>
  event.type === 'payment_intent.succeeded' ||
  event.type === 'payment_intent.payment_failed' ||
  event.type === 'payment_intent.canceled';

/** Why an intent that did not succeed was not paid, in words for the person who pressed Pay. */
export const failureOfIntent = (intent: Stripe.PaymentIntent) =>
  intent.last_payment_error?.message ??
  (intent.status === 'canceled'
    ? 'The payment was cancelled before it was completed: the card was not charged.'
    : 'The card provider refused the payment.');

export function outcomeOfIntent(intent: Stripe.PaymentIntent): ChargeOutcome | null {
  if (intent.status === 'succeeded') return { status: 'succeeded', reference: intent.id };
  if (intent.status === 'requires_action') {
    const url = intent.next_action?.redirect_to_url?.url;
    return url
      ? { status: 'requires_action', reference: intent.id, actionUrl: url }
      : {
          status: 'failed',
          reference: intent.id,
          message: 'Your card needs an authentication step this site cannot show.',
        };
  }
  if (intent.status === 'requires_payment_method' || intent.status === 'canceled')
    return { status: 'failed', reference: intent.id, message: failureOfIntent(intent) };
  // processing: the webhook brings the result.
  return null;
}

/**
 * Stripe through its official SDK: cards saved with a SetupIntent (Elements in the browser), invoices
 * charged with a confirmed PaymentIntent (off-session at period end) under the invoice attempt's
 * idempotency key, results also delivered by signed webhooks.
 */
export function createStripeProvider(settings: StripeSettings): StripeProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
    ...(settings.api && { host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol }),
  });
  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,
    startCardSetup: async (existingCustomer) => {
      const customer = existingCustomer ?? (await stripe.customers.create({ description: 'Centre Admin billing' })).id;
      const intent = await stripe.setupIntents.create({ customer, usage: 'off_session' });
      return {
        provider: 'stripe',
        clientSecret: intent.client_secret,
        publishableKey: settings.publishableKey,
        customer,
      };
    },
    cardOfSetupIntent: async (setupIntentId) => {
      const intent = await stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
      const method = intent.payment_method;
      if (intent.status !== 'succeeded' || !method || typeof method === 'string' || !method.card)
        throw invalidField('setupIntentId', 'the card was not saved: complete the card form first');
      return {
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
        paymentMethod: method.id,
        customer: typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null),
      };
    },
    charge: async (request) => {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: Number(request.amountCents),
            currency: request.currency.toLowerCase(),
            ...(request.customer && { customer: request.customer }),
            payment_method: request.paymentMethod,
            confirm: true,
            ...(request.offSession ? { off_session: true } : { return_url: request.returnUrl }),
            ...(request.description && { description: request.description }),
            metadata: {
              ...(request.invoiceId !== undefined && { invoiceId: String(request.invoiceId) }),
              attempt: String(request.attempt),
              ...request.metadata,
            },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        const outcome = outcomeOfIntent(intent);
        if (!outcome) throw new Error(`PaymentIntent ${intent.id} is ${intent.status}`);
        return outcome;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          return { status: 'failed', reference: error.payment_intent?.id ?? null, message: error.message };
        throw error;
      }
    },
    paymentOutcome: async (reference) => outcomeOfIntent(await stripe.paymentIntents.retrieve(reference)),
    refund: async (request) => {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: request.reference, amount: Number(request.amountCents) },
          { idempotencyKey: request.idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled')
          return {
            status: 'failed',
            message: `Stripe could not refund this payment (${refund.failure_reason ?? refund.status}).`,
          };
        return { status: 'succeeded', reference: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return { status: 'failed', message: error.message };
        throw error;
      }
    },
    verifiedEvent: (rawBody, signature) => {
      if (!settings.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    },
  };
}
