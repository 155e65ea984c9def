import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { smsCodes } from '../../db/schema';
import { defineJob } from '../../platform/jobs/job-registry';
import { forgetOldRequests } from './request-limit';

export const AUTH_CLEANUP_JOB = 'auth.cleanup';

/** Codes are kept an hour after they are made: the per-phone limit counts the last hour's codes. */
const CODE_KEPT_MS = 60 * 60 * 1000;

/** Deletes sign-in codes past use and counted requests and failures that no limit counts any more. */
export async function cleanUpSignIn(db: Database, now = Date.now()) {
  await db.delete(smsCodes).where(lt(smsCodes.createdAt, new Date(now - CODE_KEPT_MS)));
  await forgetOldRequests(db, now);
}

/**
 * The sign-in tables' cleanup on the job queue's cron, every 15 minutes: anonymous code requests and
 * failed tries write rows that nothing else deletes.
 */
export const authCleanupJob = defineJob({
  name: AUTH_CLEANUP_JOB,
  payload: z.object({}),
  schedule: '*/15 * * * *',
  retry: { retryLimit: 1 },
  handler: async (app: FastifyInstance) => {
    await cleanUpSignIn(app.db);
  },
});
