import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-registry';
import { runBillingPeriodEnd } from './period-end';

export const BILLING_PERIOD_END_JOB = 'billing.period-end';

/**
 * The period end on the job queue's cron, hourly: one run per tick across every process (and a run
 * that meets another is safe anyway: period-end.ts invoices each period once and charges each invoice once).
 */
export const billingPeriodEndJob = defineJob({
  name: BILLING_PERIOD_END_JOB,
  payload: z.object({}),
  schedule: '5 * * * *',
  retry: { retryLimit: 2 },
  handler: async (app: FastifyInstance) => {
    await runBillingPeriodEnd(app.db, new Date(), {
      provider: app.paymentProvider,
      publicUrl: app.config.publicUrl,
      staleAttemptMs: app.config.billingAttemptSeconds * 1000,
    });
  },
});
