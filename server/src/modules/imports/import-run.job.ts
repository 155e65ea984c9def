import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ROLES } from '../../db/schema';
import { defineJob } from '../../platform/jobs/job-registry';
import { IMPORT_JOB, runImportJob } from './imports.service';

/**
 * One import batch written in 500-row transactions (imports.service.ts), queued when an administrator
 * starts it so the request answers at once. Not retried: a batch that failed halfway says so and is
 * undone or started again by a person, never run twice behind their back.
 */
export const importRunJob = defineJob({
  name: IMPORT_JOB,
  payload: z.object({
    batchId: z.number().int(),
    actor: z.object({ id: z.number().int(), login: z.string(), role: z.enum(ROLES) }),
  }),
  retry: { retryLimit: 0, expireInSeconds: 3600 },
  handler: async (app: FastifyInstance, { batchId, actor }) => {
    await runImportJob(app.db, app.fieldCipher, batchId, actor);
  },
});
