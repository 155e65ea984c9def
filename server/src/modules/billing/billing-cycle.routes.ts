import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_AND_SYSTEM, SYSTEM_ONLY } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { cycleBody, cycleResponse, periodEndRun, scheduleResponse } from './billing.schemas';
import { getBillingCycle, getBillingSchedule, startBillingCycle, stopBillingCycle } from './billing-cycle.service';
import { runBillingPeriodEnd, todayOf } from './index';

const tags = ['billing'];
const today = () => todayOf(new Date());

/** The billing cycle and its period ends: system users start, stop and run them; administrators see the cycle. */
export const billingCycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const periodEndDeps = {
    provider: app.paymentProvider,
    publicUrl: app.config.publicUrl,
    staleAttemptMs: app.config.billingAttemptSeconds * 1000,
  };

  app.get(
    '/billing/cycle',
    {
      config: { roles: ADMIN_AND_SYSTEM },
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
};
