import { z } from 'zod';
import { defineJob } from '../jobs/job-registry';
import type { SmsJobContext } from './sms-delivery.job';

/** Every 10 minutes, in every process: queued texts no delivery job will pick up get one (stranded-outbox.ts). */
export const smsStrandedJob = defineJob({
  name: 'sms.requeue-stranded',
  payload: z.object({}),
  schedule: '*/10 * * * *',
  retry: { retryLimit: 1 },
  handler: async (sms: SmsJobContext) => void (await sms.requeueStranded()),
});
