import { z } from 'zod';
import { defineJob } from '../jobs/job-registry';
import type { MailJobContext } from './mail-delivery.job';

/** Every 10 minutes, in every process: queued mail no delivery job will pick up gets one (stranded-outbox.ts). */
export const mailStrandedJob = defineJob({
  name: 'mail.requeue-stranded',
  payload: z.object({}),
  schedule: '*/10 * * * *',
  retry: { retryLimit: 1 },
  handler: async (mail: MailJobContext) => void (await mail.requeueStranded()),
});
