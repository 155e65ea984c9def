import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { idParams } from '../../lib/responses';
import { FAMILY_ONLY } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { receiveCentreStripeEvent } from './stripe-events.service';
import {
  confirmVoucherOrder,
  createVoucherOrder,
  getVoucherOrder,
  payVoucherOrder,
  portalBuyOptions,
} from './voucher-orders.service';
import {
  portalBuyOptions as buyOptions,
  createVoucherOrderBody,
  payVoucherOrderBody,
  voucherOrder,
} from './voucher-packages.schemas';

const tags = ['portal'];

/** The portal's Buy vouchers screen (families) and the centre's Stripe webhook. */
export const voucherOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: FAMILY_ONLY };
  const me = (request: Parameters<typeof currentUserOf>[0]) => currentUserOf(request).id;
  const ctx = () => ({ db: app.db, fieldCipher: app.fieldCipher, config: app.config, mailer: app.mailer });

  app.get(
    '/portal/buy',
    {
      config,
      schema: {
        operationId: 'getPortalBuyOptions',
        summary: 'What the family may buy: linked students, active packages, the free amount and the card form',
        tags,
        response: { 200: buyOptions },
      },
    },
    async (request) => portalBuyOptions(ctx(), me(request)),
  );

  app.post(
    '/portal/voucher-orders',
    {
      config,
      schema: {
        operationId: 'createPortalVoucherOrder',
        summary: 'Start buying a package (or an amount) for a linked student; nothing is charged yet',
        tags,
        body: createVoucherOrderBody,
        response: { 201: voucherOrder },
      },
    },
    async (request, reply) => reply.status(201).send(await createVoucherOrder(app.db, me(request), request.body)),
  );

  app.get(
    '/portal/voucher-orders/:id',
    {
      config,
      schema: {
        operationId: 'getPortalVoucherOrder',
        summary: 'One of the family’s orders',
        tags,
        params: idParams,
        response: { 200: voucherOrder },
      },
    },
    async (request) => getVoucherOrder(app.db, me(request), request.params.id),
  );

  app.post(
    '/portal/voucher-orders/:id/pay',
    {
      config,
      schema: {
        operationId: 'payPortalVoucherOrder',
        summary: 'Pay the order by card; a paid order records its voucher purchase once',
        tags,
        params: idParams,
        body: payVoucherOrderBody,
        response: { 200: voucherOrder },
      },
    },
    async (request) => payVoucherOrder(ctx(), me(request), request.params.id, request.body),
  );

  app.post(
    '/portal/voucher-orders/:id/confirm',
    {
      config,
      schema: {
        operationId: 'confirmPortalVoucherOrder',
        summary: "Ask the card provider for the payment's result and record it (once, however often asked)",
        tags,
        params: idParams,
        response: { 200: voucherOrder },
      },
    },
    async (request) => confirmVoucherOrder(ctx(), me(request), request.params.id),
  );

  await app.register(async (webhooks) => {
    // The signature is over the exact bytes Stripe sent (as billing's webhook): keep them, parse after checking.
    webhooks.removeContentTypeParser('application/json');
    webhooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhooks.post(
      '/portal/stripe-webhook',
      {
        config: { roles: 'public', undescribedBody: true },
        schema: {
          operationId: 'receiveCentreStripeWebhook',
          summary: "The centre's Stripe events for families' voucher payments, verified by their signature",
          tags,
          response: { 200: z.object({ received: z.literal(true) }).meta({ id: 'CentreWebhookReceived' }) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const received = await receiveCentreStripeEvent(
          ctx(),
          request.body as Buffer,
          typeof signature === 'string' ? signature : '',
        );
        if (!received) throw new AppError('notfound', { message: 'Stripe is not configured for this centre.' });
        return { received: true as const };
      },
    );
  });
};
