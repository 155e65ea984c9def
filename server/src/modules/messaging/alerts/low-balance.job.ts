import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/job-registry';
import { checkLowBalances } from './low-balance';

/** The low-balance check, every minute (low-balance.ts). */
export const lowBalanceJob = defineJob({
  name: 'alerts.low-balance',
  payload: z.object({}),
  schedule: '* * * * *',
  retry: { retryLimit: 1 },
  handler: async (app: FastifyInstance) => void (await checkLowBalances({ db: app.db, mailer: app.mailer })),
});
