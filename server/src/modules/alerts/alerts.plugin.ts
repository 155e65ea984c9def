import type { FastifyPluginAsync } from 'fastify';
import { FEEDBACK_DUE_JOB, sendFeedbackDue } from './feedback-due';
import { LESSON_REMINDERS_JOB, sendLessonReminders } from './lesson-reminders';
import { checkLowBalances, LOW_BALANCE_JOB } from './low-balance';
import { NEXT_DAY_LESSONS_JOB, sendNextDayLessons } from './next-day-lessons';
import { noticeUnconfirmedLessons, UNCONFIRMED_LESSONS_JOB } from './unconfirmed-lessons';

/** The timed checks behind reminders and the bell's alerts, on the job queue's cron (once per tick). */
export const alertJobs: FastifyPluginAsync = async (app) => {
  const ctx = { db: app.db, mailer: app.mailer, smsOutbox: app.smsOutbox, log: app.log };
  app.jobs.define(LESSON_REMINDERS_JOB, async () => void (await sendLessonReminders(ctx)), { retryLimit: 1 });
  app.jobs.define(LOW_BALANCE_JOB, async () => void (await checkLowBalances(ctx)), { retryLimit: 1 });
  app.jobs.define(UNCONFIRMED_LESSONS_JOB, async () => void (await noticeUnconfirmedLessons(app.db)), {
    retryLimit: 1,
  });
  app.jobs.define(FEEDBACK_DUE_JOB, async () => void (await sendFeedbackDue(ctx)), { retryLimit: 1 });
  app.jobs.define(NEXT_DAY_LESSONS_JOB, async () => void (await sendNextDayLessons(ctx)), { retryLimit: 1 });
  await app.jobs.schedule(LESSON_REMINDERS_JOB, '*/5 * * * *');
  await app.jobs.schedule(LOW_BALANCE_JOB, '* * * * *');
  await app.jobs.schedule(UNCONFIRMED_LESSONS_JOB, '7 * * * *');
  // Daily, late afternoon in UTC: after most of the day's lessons were confirmed.
  await app.jobs.schedule(FEEDBACK_DUE_JOB, '0 16 * * *');
  // Every 15 minutes (the cron is UTC); the job itself waits for 18:00 in the centre's zone and sends
  // each teacher's digest once per date, so a server down at 18:00 still sends it that evening.
  await app.jobs.schedule(NEXT_DAY_LESSONS_JOB, '*/15 * * * *');
};
