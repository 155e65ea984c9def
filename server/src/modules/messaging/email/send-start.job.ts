import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/job-registry';
import { SEND_START_JOB, startEmailSend } from './sends.service';

/** A bulk send's start, at its chosen time (createEmailSend queues it): writes and queues its mails. */
export const sendStartJob = defineJob({
  name: SEND_START_JOB,
  payload: z.object({ sendId: z.number().int() }),
  retry: { retryLimit: 5, expireInSeconds: 600 },
  handler: (app: FastifyInstance, { sendId }) =>
    startEmailSend({ db: app.db, jobs: app.jobs, mailer: app.mailer }, sendId),
});
