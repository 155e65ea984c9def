import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_AND_SYSTEM, SYSTEM_ONLY } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { getCentreSettings } from '../centre-settings';
import { overview, pricePlan, pricePlanBody } from './billing.schemas';
import { getBillingOverview } from './card.service';
import { getPricePlan, todayOf, updatePricePlan } from './index';

const tags = ['billing'];
const today = () => todayOf(new Date());

/** The vendor's plan: what the centre is charged (administrators and system users read, system users set). */
export const billingPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.paymentProvider;

  app.get(
    '/billing/overview',
    {
      config: { roles: ADMIN_AND_SYSTEM },
      schema: {
        operationId: 'getBillingOverview',
        summary: 'Card on file, credit balance and the active billing cycle',
        tags,
        response: { 200: overview },
      },
    },
    async () => getBillingOverview(app.db, provider, today()),
  );

  app.get(
    '/billing/price-plan',
    {
      config: { roles: ADMIN_AND_SYSTEM },
      schema: {
        operationId: 'getPricePlan',
        summary: 'The price plan (charge ranges, minimum charge, tax, currency, payment terms)',
        tags,
        response: { 200: pricePlan },
      },
    },
    async () => getPricePlan(app.db, (await getCentreSettings(app.db)).currency),
  );

  app.put(
    '/billing/price-plan',
    {
      config: { roles: SYSTEM_ONLY },
      schema: {
        operationId: 'updatePricePlan',
        summary: 'Set the price plan (system users); applies to invoices made from now on',
        tags,
        body: pricePlanBody,
        response: { 200: pricePlan },
      },
    },
    async (request) => updatePricePlan(app.db, request.body, currentUserOf(request).id),
  );
};
