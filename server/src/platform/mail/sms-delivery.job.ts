import { z } from 'zod';
import type { JobInfo } from '../jobs/job-queue';
import { defineJob } from '../jobs/job-registry';

export const SMS_DELIVERY_JOB = 'sms.deliver';

/** What the SMS outbox hands its own jobs (sms-outbox.ts registers them). */
export type SmsJobContext = {
  deliverRow: (id: number, job: JobInfo) => Promise<void>;
  requeueStranded: () => Promise<unknown>;
  retryDelaySeconds: number;
  /** How long one attempt may hold a text: the job's expiry and the row's lease. */
  attemptSeconds: number;
};

/** One outbox text's delivery through the SMS provider, ten at a time, retried with backoff on a refusal. */
export const smsDeliveryJob = defineJob({
  name: SMS_DELIVERY_JOB,
  payload: z.object({ id: z.number().int() }),
  retry: (sms: SmsJobContext) => ({
    batchSize: 10,
    retryLimit: 4,
    retryDelay: sms.retryDelaySeconds,
    expireInSeconds: sms.attemptSeconds,
  }),
  handler: (sms: SmsJobContext, { id }, job) => sms.deliverRow(id, job),
});
