import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/job-registry';
import { sendNextDayLessons } from './next-day-lessons';

/** Every 15 minutes (the cron is UTC); the job itself waits for 18:00 in the centre's zone and sends
 * each teacher's digest once per date, so a server down at 18:00 still sends it that evening. */
export const nextDayLessonsJob = defineJob({
  name: 'alerts.next-day-lessons',
  payload: z.object({}),
  schedule: '*/15 * * * *',
  retry: { retryLimit: 1 },
  handler: async (app: FastifyInstance) =>
    void (await sendNextDayLessons({ db: app.db, mailer: app.mailer, smsOutbox: app.smsOutbox, log: app.log })),
});
