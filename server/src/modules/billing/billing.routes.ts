import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_AND_SYSTEM, ANY_SIGNED_IN } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { overdueState } from './billing.schemas';
import { billingCycleRoutes } from './billing-cycle.routes';
import { billingPlanRoutes } from './billing-plan.routes';
import { cardRoutes } from './card.routes';
import { creditRoutes } from './credit.routes';
import { getOverdueState, OVERDUE_GRACE_DAYS, todayOf } from './index';
import { invoiceVoidRoutes } from './invoice-void.routes';
import { invoiceRoutes } from './invoices.routes';
import { stripeRoutes } from './stripe.routes';
import { testProviderRoutes } from './test-provider.routes';

const tags = ['billing'];
const today = () => todayOf(new Date());

/**
 * Vendor billing (spec §2/§6), one routes file per resource, registered in this order (the OpenAPI
 * document's); the overdue state is read here by every signed-in user after sign-in.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(billingPlanRoutes);
  await app.register(billingCycleRoutes);
  await app.register(invoiceRoutes);
  await app.register(invoiceVoidRoutes);
  await app.register(creditRoutes);

  app.get(
    '/billing/overdue',
    {
      config: { roles: ANY_SIGNED_IN },
      schema: {
        operationId: 'getOverdueState',
        summary: 'Whether an invoice is overdue past the grace period (after sign-in)',
        tags,
        response: { 200: overdueState },
      },
    },
    async (request) => {
      const overdue = await getOverdueState(app.db, today());
      const seesAmounts = ADMIN_AND_SYSTEM.includes(currentUserOf(request).role);
      return { overdue: overdue.length > 0, graceDays: OVERDUE_GRACE_DAYS, invoices: seesAmounts ? overdue : [] };
    },
  );

  await app.register(cardRoutes);
  await app.register(testProviderRoutes);
  await app.register(stripeRoutes);
};
