import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/job-registry';
import { noticeUnconfirmedLessons } from './unconfirmed-lessons';

/** The bell's notice of lessons still unconfirmed, hourly (unconfirmed-lessons.ts). */
export const unconfirmedLessonsJob = defineJob({
  name: 'alerts.unconfirmed-lessons',
  payload: z.object({}),
  schedule: '7 * * * *',
  retry: { retryLimit: 1 },
  handler: async (app: FastifyInstance) => void (await noticeUnconfirmedLessons(app.db)),
});
