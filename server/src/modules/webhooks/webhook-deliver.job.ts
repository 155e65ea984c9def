import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-registry';
import { deliverEndpoint } from './webhook-delivery';
import { deliveryContextOf, WEBHOOK_DELIVER_JOB } from './webhook-dispatch';

/**
 * One endpoint's due deliveries (webhook-delivery.ts). The rows carry their own retries (doubling, for
 * 24 h), so the job's own retries only cover a run that crashed; five endpoints are served at once.
 */
export const webhookDeliverJob = defineJob({
  name: WEBHOOK_DELIVER_JOB,
  payload: z.object({ endpointId: z.number().int() }),
  retry: { retryLimit: 2, retryDelay: 30, expireInSeconds: 600, batchSize: 5 },
  handler: (app: FastifyInstance, { endpointId }) => deliverEndpoint(deliveryContextOf(app), endpointId),
});
