import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/job-registry';
import { sendEventMails } from './event-mails.service';
import { EVENT_MAILS_JOB } from './mail-events';

/**
 * The automatic mails' job: woken after each change that records one, and swept every minute so an
 * event whose wake-up was lost (the process died right after the commit) is still mailed.
 */
export const eventMailsJob = defineJob({
  name: EVENT_MAILS_JOB,
  payload: z.object({}),
  schedule: '* * * * *',
  retry: { retryLimit: 3 },
  handler: async (app: FastifyInstance) =>
    void (await sendEventMails({ db: app.db, mailer: app.mailer, smsOutbox: app.smsOutbox, log: app.log })),
});
