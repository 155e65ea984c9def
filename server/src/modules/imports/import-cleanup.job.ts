import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-registry';
import { deleteAbandonedUploads, failInterruptedImports } from './import-cleanup';

export const IMPORT_CLEANUP_JOB = 'imports.cleanup';

/**
 * Every 15 minutes: batches whose job has ended without finishing them (its process died and pg-boss
 * expired it) are marked failed, and uploads nobody imported within a day are deleted. The start of
 * the server does the first part at once (server.ts).
 */
export const importCleanupJob = defineJob({
  name: IMPORT_CLEANUP_JOB,
  payload: z.object({}),
  schedule: '*/15 * * * *',
  retry: { retryLimit: 1 },
  handler: async (app: FastifyInstance) => {
    const failed = await failInterruptedImports(app.db, { alone: false });
    const deleted = await deleteAbandonedUploads(app.db);
    if (failed.length > 0 || deleted > 0)
      app.log.info({ failedImports: failed, deletedUploads: deleted }, 'imports cleaned up');
  },
});
