import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/job-registry';
import { sendLessonReminders } from './lesson-reminders';

/** Lesson reminders, every five minutes (lesson-reminders.ts). */
export const lessonRemindersJob = defineJob({
  name: 'alerts.lesson-reminders',
  payload: z.object({}),
  schedule: '*/5 * * * *',
  retry: { retryLimit: 1 },
  handler: async (app: FastifyInstance) =>
    void (await sendLessonReminders({ db: app.db, mailer: app.mailer, smsOutbox: app.smsOutbox, log: app.log })),
});
