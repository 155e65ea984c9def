import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ADMIN_AND_SYSTEM } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { card, cardSetup, testCardBody } from './billing.schemas';
import { saveTestCard, startCardSetup } from './card.service';

const tags = ['billing'];

/** The card on file: administrators and system users add or replace it. */
export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.paymentProvider;

  app.post(
    '/billing/card-setup',
    {
      config: { roles: ADMIN_AND_SYSTEM },
      schema: {
        operationId: 'startCardSetup',
        summary: 'Start adding a card: which form to show (and a Stripe SetupIntent secret)',
        tags,
        response: { 200: cardSetup },
      },
    },
    async () => startCardSetup(app.db, provider),
  );

  app.put(
    '/billing/card/test',
    {
      config: { roles: ADMIN_AND_SYSTEM },
      schema: {
        operationId: 'saveTestCard',
        summary: "Save a card with the built-in test provider (Stripe's test card numbers)",
        tags,
        body: testCardBody,
        response: { 200: z.object({ card }).meta({ id: 'SavedCard' }) },
      },
    },
    async (request) => {
      if (provider.kind !== 'test')
        throw new AppError('ruleviolated', { message: 'Cards are saved through Stripe on this server.' });
      return {
        card: (await saveTestCard(app.db, request.body, new Date(), currentUserOf(request).id)) as z.infer<typeof card>,
      };
    },
  );
};
