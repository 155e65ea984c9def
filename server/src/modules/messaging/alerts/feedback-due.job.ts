import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/job-registry';
import { sendFeedbackDue } from './feedback-due';

/** Daily, late afternoon in UTC: after most of the day's lessons were confirmed. */
export const feedbackDueJob = defineJob({
  name: 'alerts.feedback-due',
  payload: z.object({}),
  schedule: '0 16 * * *',
  retry: { retryLimit: 1 },
  handler: async (app: FastifyInstance) =>
    void (await sendFeedbackDue({ db: app.db, mailer: app.mailer, smsOutbox: app.smsOutbox, log: app.log })),
});
