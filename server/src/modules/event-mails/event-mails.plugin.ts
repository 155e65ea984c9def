import type { FastifyPluginAsync } from 'fastify';
import { sendEventMails } from './event-mails.service';
import { EVENT_MAILS_JOB } from './mail-events';

/**
 * The automatic mails' job: woken after each change that records one, and swept every minute so an
 * event whose wake-up was lost (the process died right after the commit) is still mailed.
 */
export const eventMailJobs: FastifyPluginAsync = async (app) => {
  const ctx = { db: app.db, mailer: app.mailer, smsOutbox: app.smsOutbox, log: app.log };
  app.jobs.define(EVENT_MAILS_JOB, async () => void (await sendEventMails(ctx)), { retryLimit: 3 });
  await app.jobs.schedule(EVENT_MAILS_JOB, '* * * * *');
};
