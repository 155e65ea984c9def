import { z } from 'zod';
import type { JobInfo } from '../jobs/job-queue';
import { defineJob } from '../jobs/job-registry';

export const MAIL_DELIVERY_JOB = 'mail.deliver';

/** What the mailer hands its own jobs (mailer.ts registers them when SMTP_URL is set). */
export type MailJobContext = {
  deliverRow: (id: number, job: JobInfo) => Promise<void>;
  requeueStranded: () => Promise<unknown>;
  retryDelaySeconds: number;
  /** How long one attempt may hold a mail: the job's expiry and the row's lease. */
  attemptSeconds: number;
};

/** One outbox row's delivery over SMTP, twenty at a time, retried with backoff on a refusal. */
export const mailDeliveryJob = defineJob({
  name: MAIL_DELIVERY_JOB,
  payload: z.object({ id: z.number().int() }),
  retry: (mail: MailJobContext) => ({
    batchSize: 20,
    retryLimit: 4,
    retryDelay: mail.retryDelaySeconds,
    expireInSeconds: mail.attemptSeconds,
  }),
  handler: (mail: MailJobContext, { id }, job) => mail.deliverRow(id, job),
});
