import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { webhookEvents } from '../../db/schema';
import { defineJob } from '../../platform/jobs/job-registry';
import { dispatchDueDeliveries } from './webhook-dispatch';

/** Events (and their delivery log) are kept this long. */
const KEPT_DAYS = 30;

/**
 * Every minute: a delivery run for every endpoint with something due, so nothing stays stuck when a
 * notification was missed, a process died mid-run (its lease runs out) or a retry's job was lost; and
 * events past KEPT_DAYS are forgotten.
 */
export const webhookSweepJob = defineJob({
  name: 'webhooks.sweep',
  payload: z.object({}),
  schedule: '* * * * *',
  retry: { retryLimit: 1 },
  handler: async (app: FastifyInstance) => {
    await dispatchDueDeliveries(app);
    await app.db
      .delete(webhookEvents)
      .where(lt(webhookEvents.createdAt, new Date(Date.now() - KEPT_DAYS * 86_400_000)));
  },
});
