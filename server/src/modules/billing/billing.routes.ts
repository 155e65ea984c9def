import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Role } from '../../db/schema';
import { idParams, listResponse } from '../../lib/responses';
import { ANY_SIGNED_IN } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { getCentreSettings } from '../centre-settings/centre-settings.service';
import {
  creditBody,
  creditEntry,
  creditListQuery,
  cycleBody,
  cycleResponse,
  invoice,
  invoiceDetail,
  invoiceListQuery,
  manualInvoiceBody,
  overdueState,
  overview,
  payBody,
  payResult,
  periodEndRun,
  pricePlan,
  pricePlanBody,
  scheduleResponse,
} from './billing.schemas';
import { getBillingCycle, getBillingSchedule, startBillingCycle, stopBillingCycle } from './billing-cycle.service';
import { cardRoutes } from './card.routes';
import { getBillingOverview } from './card.service';
import { changeCredit, listCreditEntries } from './credit.service';
import {
  chargeInvoice,
  getBillingInvoice,
  getIssuer,
  getOverdueState,
  getPricePlan,
  invoiceFilename,
  listBillingInvoices,
  OVERDUE_GRACE_DAYS,
  renderInvoicePdf,
  runBillingPeriodEnd,
  todayOf,
  updatePricePlan,
} from './index';
import { invoiceVoidRoutes } from './invoice-void.routes';
import { createManualInvoice } from './invoices.service';
import { stripeRoutes } from './stripe.routes';
import { testProviderRoutes } from './test-provider.routes';

const tags = ['billing'];
/** Spec §2/§6: administrators and system users see Payment Information and the credit history and pay… */
export const ADMIN_SYSTEM: Role[] = ['ROLE_ADMIN', 'ROLE_SYSTEM'];
/** …only system users (the vendor) change the plan, the cycle and the credit, and make invoices. */
export const SYSTEM_ONLY: Role[] = ['ROLE_SYSTEM'];
const today = () => todayOf(new Date());
const PDF = 'application/pdf';

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.paymentProvider;
  const staleAttemptMs = app.config.billingAttemptSeconds * 1000;
  const periodEndDeps = { provider, publicUrl: app.config.publicUrl, staleAttemptMs };

  app.get(
    '/billing/overview',
    {
      config: { roles: ADMIN_SYSTEM },
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
      config: { roles: ADMIN_SYSTEM },
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

  app.get(
    '/billing/cycle',
    {
      config: { roles: ADMIN_SYSTEM },
      schema: {
        operationId: 'getBillingCycle',
        summary: 'The active billing cycle, or null (Currently no billing cycle!)',
        tags,
        response: { 200: cycleResponse },
      },
    },
    async () => getBillingCycle(app.db, today()),
  );

  app.post(
    '/billing/cycle',
    {
      config: { roles: SYSTEM_ONLY },
      schema: {
        operationId: 'startBillingCycle',
        summary: 'Start the billing cycle from a date at most one month back (system users)',
        tags,
        body: cycleBody,
        response: { 201: cycleResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await startBillingCycle(app.db, request.body.startDate, currentUserOf(request).id, today())),
  );

  app.post(
    '/billing/cycle/stop',
    {
      config: { roles: SYSTEM_ONLY },
      schema: {
        operationId: 'stopBillingCycle',
        summary: 'Invoice the ended periods, then stop the billing cycle (system users)',
        tags,
        response: { 200: cycleResponse },
      },
    },
    async (request) => {
      await runBillingPeriodEnd(app.db, new Date(), periodEndDeps);
      return stopBillingCycle(app.db, currentUserOf(request).id);
    },
  );

  app.get(
    '/billing/schedule',
    {
      config: { roles: SYSTEM_ONLY },
      schema: {
        operationId: 'getBillingSchedule',
        summary: "The active cycle's ended periods with their invoices and the coming ones",
        tags,
        response: { 200: scheduleResponse },
      },
    },
    async () => getBillingSchedule(app.db, today()),
  );

  app.post(
    '/billing/period-end-runs',
    {
      config: { roles: SYSTEM_ONLY },
      schema: {
        operationId: 'runBillingPeriodEnd',
        summary: 'Run the period end now: invoice ended periods and charge them (system users)',
        tags,
        response: { 200: periodEndRun },
      },
    },
    async () => runBillingPeriodEnd(app.db, new Date(), periodEndDeps),
  );

  app.get(
    '/billing/invoices',
    {
      config: { roles: ADMIN_SYSTEM },
      schema: {
        operationId: 'listBillingInvoices',
        summary: 'Invoices, newest period first',
        tags,
        querystring: invoiceListQuery,
        response: { 200: listResponse(invoice) },
      },
    },
    async (request) => listBillingInvoices(app.db, request.query, today()),
  );

  app.get(
    '/billing/invoices/:id',
    {
      config: { roles: ADMIN_SYSTEM },
      schema: {
        operationId: 'getBillingInvoice',
        summary: 'One invoice with the students it counted',
        tags,
        params: idParams,
        response: { 200: invoiceDetail },
      },
    },
    async (request) => getBillingInvoice(app.db, request.params.id, today()),
  );

  app.get(
    '/billing/invoices/:id/pdf',
    {
      config: { roles: ADMIN_SYSTEM },
      schema: {
        operationId: 'downloadBillingInvoicePdf',
        summary: 'One invoice as a PDF',
        tags,
        params: idParams,
        response: {
          200: {
            description: 'The PDF, as an attachment named INV-<number>.pdf',
            content: {
              [PDF]: { schema: z.unknown().meta({ type: 'string', format: 'binary', description: 'A PDF document' }) },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const detail = await getBillingInvoice(app.db, request.params.id, today());
      return reply
        .type(PDF)
        .header('content-disposition', `attachment; filename="${invoiceFilename(detail)}"`)
        .send(await renderInvoicePdf(detail, (await getCentreSettings(app.db)).centreName, await getIssuer(app.db)));
    },
  );

  app.post(
    '/billing/invoices',
    {
      config: { roles: SYSTEM_ONLY },
      schema: {
        operationId: 'createManualInvoice',
        summary: 'Create an invoice for a date range and a quantity (system users)',
        tags,
        body: manualInvoiceBody,
        response: { 201: invoice },
      },
    },
    async (request, reply) => {
      const row = await createManualInvoice(app.db, request.body, currentUserOf(request).id, today());
      return reply.status(201).send((await getBillingInvoice(app.db, row.id, today())) as z.infer<typeof invoice>);
    },
  );

  app.post(
    '/billing/invoices/:id/pay',
    {
      config: { roles: ADMIN_SYSTEM },
      schema: {
        operationId: 'payBillingInvoice',
        summary: 'Charge the card on file for an unpaid invoice, exactly once',
        tags,
        params: idParams,
        body: payBody,
        response: { 200: payResult },
      },
    },
    async (request) => {
      const result = await chargeInvoice(app.db, provider, request.params.id, {
        offSession: false,
        returnUrl: request.body.returnUrl ?? '/redirectUrlPage',
        publicUrl: app.config.publicUrl,
        staleAttemptMs,
      });
      return { outcome: result.outcome, invoice: await getBillingInvoice(app.db, request.params.id, today()) };
    },
  );

  app.get(
    '/billing/credit-entries',
    {
      config: { roles: ADMIN_SYSTEM },
      schema: {
        operationId: 'listCreditEntries',
        summary: 'Credit balance history, newest first',
        tags,
        querystring: creditListQuery,
        response: { 200: listResponse(creditEntry) },
      },
    },
    async (request) => listCreditEntries(app.db, request.query),
  );

  app.post(
    '/billing/credit-entries',
    {
      config: { roles: SYSTEM_ONLY },
      schema: {
        operationId: 'changeCredit',
        summary: 'Add, set (ADJUST) or subtract credit (system users)',
        tags,
        body: creditBody,
        response: { 201: creditEntry },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await changeCredit(app.db, request.body, currentUserOf(request).id)),
  );

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
      const seesAmounts = ADMIN_SYSTEM.includes(currentUserOf(request).role);
      return { overdue: overdue.length > 0, graceDays: OVERDUE_GRACE_DAYS, invoices: seesAmounts ? overdue : [] };
    },
  );

  await app.register(invoiceVoidRoutes);
  await app.register(cardRoutes);
  await app.register(testProviderRoutes);
  await app.register(stripeRoutes);
};
