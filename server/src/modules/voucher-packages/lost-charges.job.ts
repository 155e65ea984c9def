import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-registry';
import { sweepLostCharges } from './voucher-orders.service';

/**
 * Every five minutes: the families' card payments whose answer was lost (the server killed between the
 * provider charging and the purchase being recorded) are asked about again and recorded once, for the
 * family who never came back to the Buy page and a centre whose Stripe webhook is not set up.
 */
export const voucherLostChargesJob = defineJob({
  name: 'voucher-orders.lost-charges',
  payload: z.object({}),
  schedule: '*/5 * * * *',
  retry: { retryLimit: 1 },
  handler: async (app: FastifyInstance) => {
    await sweepLostCharges({ db: app.db, fieldCipher: app.fieldCipher, config: app.config, mailer: app.mailer });
  },
});
