import type { FastifyPluginAsync } from 'fastify';
import { runBillingPeriodEnd } from './period-end';

export const BILLING_PERIOD_END_JOB = 'billing.period-end';

/**
 * The period end on the job queue's cron, hourly: one run per tick across every process (and a run
 * that meets another is safe anyway: period-end.ts invoices each period once and charges each invoice once).
 */
export const billingJobs: FastifyPluginAsync = async (app) => {
  app.jobs.define(
    BILLING_PERIOD_END_JOB,
    async () => {
      await runBillingPeriodEnd(app.db, new Date(), {
        provider: app.paymentProvider,
        publicUrl: app.config.publicUrl,
        staleAttemptMs: app.config.billingAttemptSeconds * 1000,
      });
    },
    { retryLimit: 2 },
  );
  await app.jobs.schedule(BILLING_PERIOD_END_JOB, '5 * * * *');
};
