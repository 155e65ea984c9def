import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-registry';
import { refreshAllCalendarSubscriptions } from './calendar-subscriptions.service';

/**
 * Every linked calendar is read every 30 minutes on the job queue's cron (one run per tick across
 * processes); a refresh replaces a teacher's blocks under a row lock, so a run that meets another is safe.
 */
export const calendarRefreshJob = defineJob({
  name: 'calendars.refresh-all',
  payload: z.object({}),
  schedule: '*/30 * * * *',
  retry: { retryLimit: 1 },
  handler: async (app: FastifyInstance) => {
    const failed = await refreshAllCalendarSubscriptions({
      db: app.db,
      fieldCipher: app.fieldCipher,
      allowPrivate: app.config.calendarFetchAllowPrivate,
    });
    if (failed > 0) app.log.warn({ failed }, 'some linked calendars could not be read');
  },
});
