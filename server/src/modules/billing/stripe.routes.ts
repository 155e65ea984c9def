import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ADMIN_AND_SYSTEM } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { card, stripeCardBody } from './billing.schemas';
import { saveStripeCard } from './card.service';
import { failureOfIntent, isPaymentIntentOutcome, type StripeProvider, settleProviderPayment } from './index';

const tags = ['billing'];

/** Saving a card through Stripe Elements and Stripe's webhooks; both answer 404 on the test provider. */
export const stripeRoutes: FastifyPluginAsyncZod = async (app) => {
  const stripe = () => {
    if (app.paymentProvider.kind !== 'stripe') throw new AppError('notfound', { message: 'Stripe is not configured.' });
    return app.paymentProvider as StripeProvider;
  };

  app.put(
    '/billing/card/stripe',
    {
      config: { roles: ADMIN_AND_SYSTEM },
      schema: {
        operationId: 'saveStripeCard',
        summary: 'Keep the card a confirmed Stripe SetupIntent saved (brand, last four, expiry)',
        tags,
        body: stripeCardBody,
        response: { 200: z.object({ card }).meta({ id: 'SavedStripeCard' }) },
      },
    },
    async (request) => {
      const saved = await stripe().cardOfSetupIntent(request.body.setupIntentId);
      return { card: (await saveStripeCard(app.db, saved, currentUserOf(request).id)) as z.infer<typeof card> };
    },
  );

  await app.register(async (webhooks) => {
    // The signature is over the exact bytes Stripe sent: keep them, parse after checking. This scope
    // replaces the app's JSON parser (plugins/json-body.ts) for the webhook alone.
    webhooks.removeContentTypeParser('application/json');
    webhooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhooks.post(
      '/billing/stripe-webhook',
      {
        config: { roles: 'public', undescribedBody: true },
        schema: {
          operationId: 'receiveStripeWebhook',
          summary: "Stripe's events (payment succeeded, failed or cancelled), verified by their signature",
          tags,
          response: { 200: z.object({ received: z.literal(true) }).meta({ id: 'WebhookReceived' }) },
        },
      },
      async (request) => {
        const provider = stripe();
        const signature = request.headers['stripe-signature'];
        let event: ReturnType<StripeProvider['verifiedEvent']>;
        try {
          event = provider.verifiedEvent(request.body as Buffer, typeof signature === 'string' ? signature : '');
        } catch {
          throw new AppError('validation', {
            message: 'stripe-signature: does not match the payload',
            fieldErrors: [{ field: 'stripe-signature', message: 'does not match the payload' }],
          });
        }
        if (isPaymentIntentOutcome(event)) {
          const intent = event.data.object;
          const invoiceId = Number(intent.metadata?.invoiceId);
          const attempt = Number(intent.metadata?.attempt);
          await settleProviderPayment(
            app.db,
            {
              reference: intent.id,
              ...(Number.isInteger(invoiceId) && invoiceId > 0 && { invoiceId }),
              ...(Number.isInteger(attempt) && attempt > 0 && { attempt }),
            },
            event.type === 'payment_intent.succeeded'
              ? { succeeded: true }
              : { succeeded: false, message: failureOfIntent(intent) },
          );
        }
        return { received: true as const };
      },
    );
  });
};
